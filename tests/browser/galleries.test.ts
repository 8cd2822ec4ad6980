import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { hydrated, launch, watchedPage } from "../helpers/browser";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const DESKTOP = { width: 1280, height: 900 };
const FIRST = "Tre Cime di Lavaredo, Dolomites";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

/** The label ("n of N") of the slide on show. */
const currentSlide = (page: Page) => page.locator('[aria-roledescription="slide"][data-state="active"]').getAttribute("aria-label");
const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');

async function openCarousel(page: Page, photo = 2) {
  await page.getByRole("link", { name: `${FIRST}, photo ${photo} of 9` }).click();
  await page.getByRole("dialog", { name: `Photos of ${FIRST}` }).waitFor();
}

test("outdoor: the heading, eight locations and thumbnails alternating 4 and 3 of 12 columns", async () => {
  const { page, problems, context } = await watchedPage(browser, { viewport: DESKTOP });
  await page.goto("/outdoor");
  await hydrated(page);
  await expect(page.locator("main h1").textContent()).resolves.toBe("I love traveling, I love mountains,  I love nature");
  const sections = page.locator("main section[aria-labelledby]");
  expect(await sections.count()).toBe(8);
  const spans = await sections.evaluateAll((nodes) =>
    nodes.map((section) => {
      const list = section.querySelector("ul")!;
      const item = list.querySelector("li")!;
      const gap = parseFloat(getComputedStyle(list).columnGap);
      const track = (list.clientWidth - 11 * gap) / 12;
      return Math.round((item.getBoundingClientRect().width + gap) / (track + gap));
    }),
  );
  expect(spans).toEqual([4, 3, 4, 3, 4, 3, 4, 3]);
  const alts = await page.locator("main img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
  expect(alts).toHaveLength(36);
  expect(alts.filter((alt) => !alt || !/, photo \d of \d$/.test(alt))).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test("carousel: opens at the photo clicked, already laid out, and the buttons and pickers move it", async () => {
  const { page, problems, context } = await watchedPage(browser, { viewport: DESKTOP });
  await page.goto("/outdoor");
  await hydrated(page);
  // Record the shown slide's width in the first frame the dialog exists.
  await page.evaluate(() => {
    const w = window as unknown as { firstFrameWidth?: number };
    new MutationObserver((_, observer) => {
      const slide = document.querySelector('[role="dialog"] [aria-roledescription="slide"][data-state="active"] img');
      if (slide) {
        observer.disconnect();
        w.firstFrameWidth = slide.getBoundingClientRect().width;
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await openCarousel(page, 2);
  expect(await page.evaluate(() => (window as unknown as { firstFrameWidth?: number }).firstFrameWidth)).toBeGreaterThan(300);
  expect(await currentSlide(page)).toBe("2 of 9");
  await expect(page.locator('[aria-roledescription="slide"][data-state="active"] figcaption').textContent()).resolves.toContain(FIRST);
  expect(await carousel(page).getAttribute("aria-label")).toBe(`${FIRST}: photos`);
  await page.getByRole("button", { name: "Next slide" }).click();
  expect(await currentSlide(page)).toBe("3 of 9");
  await page.getByRole("button", { name: "Previous slide" }).click();
  await page.getByRole("button", { name: "Previous slide" }).click();
  await page.getByRole("button", { name: "Previous slide" }).click();
  expect(await currentSlide(page)).toBe("9 of 9");
  await page.getByRole("button", { name: "Show slide 5 of 9" }).click();
  expect(await currentSlide(page)).toBe("5 of 9");
  expect(await page.getByRole("button", { name: "Show slide 5 of 9" }).getAttribute("aria-current")).toBe("true");
  // Only the shown slide is visible to everyone.
  expect(await page.locator('[aria-roledescription="slide"]:visible').count()).toBe(1);
  expect(problems).toEqual([]);
  await context.close();
});

test("carousel: arrow keys move it, Escape closes it and focus returns to the thumbnail", async () => {
  const { page, problems, context } = await watchedPage(browser, { viewport: DESKTOP });
  await page.goto("/outdoor");
  await hydrated(page);
  const thumb = page.getByRole("link", { name: `${FIRST}, photo 4 of 9` });
  await thumb.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("dialog").waitFor();
  expect(await currentSlide(page)).toBe("4 of 9");
  // Tab from the close button into the carousel: rotation control first, then previous and next.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Stop automatic slide show");
  await page.keyboard.press("ArrowRight");
  expect(await currentSlide(page)).toBe("5 of 9");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  expect(await currentSlide(page)).toBe("3 of 9");
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  expect(await thumb.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});

test("carousel: rotates every 5 s, pauses on hover and on focus, and the rotation control stops it", async () => {
  const { page, problems, context } = await watchedPage(browser, { viewport: DESKTOP });
  await page.clock.install();
  await page.goto("/outdoor");
  await hydrated(page);
  await page.mouse.move(0, 0);
  await page.getByRole("link", { name: `${FIRST}, photo 1 of 9` }).press("Enter");
  await page.getByRole("dialog").waitFor();
  expect(await carousel(page).getAttribute("data-state")).toBe("playing");
  const before = Number((await currentSlide(page))!.split(" ")[0]);
  await page.clock.runFor(5000);
  expect(await currentSlide(page)).toBe(`${before + 1} of 9`);

  // hover
  const box = (await carousel(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  expect(await carousel(page).getAttribute("data-state")).toBe("paused");
  const hovered = await currentSlide(page);
  await page.clock.runFor(15000);
  expect(await currentSlide(page)).toBe(hovered);
  await page.mouse.move(2, 2);
  expect(await carousel(page).getAttribute("data-state")).toBe("playing");

  // focus
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Previous slide");
  expect(await carousel(page).getAttribute("data-state")).toBe("paused");
  const focused = await currentSlide(page);
  await page.clock.runFor(15000);
  expect(await currentSlide(page)).toBe(focused);
  const live = page.locator('[aria-roledescription="carousel"] [aria-live]');
  expect(await live.getAttribute("aria-live")).toBe("polite");

  // the rotation control
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  expect(await carousel(page).getAttribute("data-state")).toBe("stopped");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Start automatic slide show");
  await page.keyboard.press("Shift+Tab"); // back to the dialog's close button, out of the carousel
  await page.clock.runFor(15000);
  expect(await currentSlide(page)).toBe(focused);
  expect(problems).toEqual([]);
  await context.close();
});

test("carousel: does not rotate under prefers-reduced-motion", async () => {
  const { page, problems, context } = await watchedPage(browser, { viewport: DESKTOP, reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto("/outdoor");
  await hydrated(page);
  await page.getByRole("link", { name: `${FIRST}, photo 1 of 9` }).press("Enter");
  await page.getByRole("dialog").waitFor();
  expect(await carousel(page).getAttribute("data-state")).toBe("stopped");
  await page.clock.runFor(15000);
  expect(await currentSlide(page)).toBe("1 of 9");
  expect(problems).toEqual([]);
  await context.close();
});

test("carousel: a swipe on a touch screen changes slide", async () => {
  const { page, problems, context } = await watchedPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.goto("/outdoor");
  await hydrated(page);
  await page.getByRole("link", { name: `${FIRST}, photo 1 of 9` }).tap();
  await page.getByRole("dialog").waitFor();
  const swipe = (dx: number) =>
    page.locator('[aria-roledescription="carousel"] [aria-live]').evaluate((el, dx) => {
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const touch = (clientX: number) => new Touch({ identifier: 1, target: el, clientX, clientY: y });
      el.dispatchEvent(new TouchEvent("touchstart", { bubbles: true, touches: [touch(x)], changedTouches: [touch(x)] }));
      el.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(x + dx)] }));
    }, dx);
  await swipe(-120);
  expect(await currentSlide(page)).toBe("2 of 9");
  await swipe(120);
  await swipe(120);
  expect(await currentSlide(page)).toBe("9 of 9");
  expect(problems).toEqual([]);
  await context.close();
});

test("axe finds no WCAG 2.2 A/AA violation on both galleries, with the carousel open too", async () => {
  const { page, problems, context } = await watchedPage(browser, { viewport: DESKTOP });
  await page.goto("/woodwork");
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/outdoor");
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  await openCarousel(page, 3);
  await page.waitForTimeout(700); // let the fade finish so axe sees settled colours
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test("woodwork: five photos named by their project, captioned, in the 8 x 8 grid of 5vw rows and 15 px gaps", async () => {
  const { page, problems, context } = await watchedPage(browser, { viewport: DESKTOP });
  await page.goto("/woodwork");
  await hydrated(page);
  const alts = await page.locator("main li img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
  expect(alts).toEqual(["Shabby chest", "Rustic chandelier", "Umbrella stand", "Table lamp", "Stool"]);
  const grid = await page.locator("main ul").evaluate((list) => {
    const style = getComputedStyle(list);
    return { columns: style.gridTemplateColumns.split(" ").length, rows: style.gridTemplateRows.split(" "), gap: [style.rowGap, style.columnGap] };
  });
  expect(grid.columns).toBe(8);
  expect(grid.rows).toEqual(Array(8).fill("64px")); // 5vw of 1280
  expect(grid.gap).toEqual(["15px", "15px"]);
  const captions = await page.locator("main figcaption").evaluateAll((nodes) =>
    nodes.map((node) => ({ text: node.textContent, visible: node.checkVisibility(), fits: node.scrollHeight <= node.clientHeight + 1 })),
  );
  expect(captions).toHaveLength(5);
  for (const caption of captions) {
    expect(caption.visible).toBe(true);
    expect(caption.fits).toBe(true);
  }
  expect(captions[2]!.text).toMatch(/^Umbrella stand An umbrella stand made from oak wine-barrel staves/);
  // every photo fills its grid area
  const fills = await page.locator("main li").evaluateAll((items) =>
    items.map((li) => {
      const img = li.querySelector("img")!.getBoundingClientRect();
      const box = li.getBoundingClientRect();
      return Math.abs(img.width - box.width) < 1 && Math.abs(img.height - box.height) < 1;
    }),
  );
  expect(fills).toEqual([true, true, true, true, true]);
  expect(problems).toEqual([]);
  await context.close();
});

for (const viewport of [{ width: 1024, height: 768 }, { width: 800, height: 1000 }]) {
  test(`woodwork: every caption fits its photo at ${viewport.width}px`, async () => {
    const { page, context } = await watchedPage(browser, { viewport });
    await page.goto("/woodwork");
    const overflowing = await page.locator("main figcaption").evaluateAll((nodes) =>
      nodes.filter((node) => node.scrollHeight > node.clientHeight + 1 || node.getBoundingClientRect().height > node.parentElement!.getBoundingClientRect().height * 0.8).map((node) => node.querySelector("strong")?.textContent),
    );
    expect(overflowing).toEqual([]);
    await context.close();
  });
}

test("woodwork on a phone: one photo per row at full width, caption below", async () => {
  const { page, problems, context } = await watchedPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto("/woodwork");
  await hydrated(page);
  const layout = await page.locator("main li").evaluateAll((items) =>
    items.map((li) => {
      const img = li.querySelector("img")!.getBoundingClientRect();
      const caption = li.querySelector("figcaption")!.getBoundingClientRect();
      const list = li.parentElement!.getBoundingClientRect();
      return { full: Math.abs(img.width - list.width) < 1, below: caption.top >= img.bottom - 1 };
    }),
  );
  expect(layout).toEqual(Array(5).fill({ full: true, below: true }));
  expect(problems).toEqual([]);
  await context.close();
});

for (const path of ["/outdoor", "/woodwork"]) {
  test(`${path}: cumulative layout shift is 0 while loading and scrolling`, async () => {
    const { page, problems, context } = await watchedPage(browser, { viewport: DESKTOP });
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path, { waitUntil: "load" });
    await hydrated(page);
    await scrollThrough(page);
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    console.log(`${path} CLS ${cls}`);
    expect(cls).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
}

test("/outdoor: the first view at 1280x900 loads under 600 kB of images", async () => {
  const { page, context } = await watchedPage(browser, { viewport: DESKTOP });
  await page.goto("/outdoor", { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const images = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "img")
      .map((entry) => ({ name: entry.name, bytes: (entry as PerformanceResourceTiming).encodedBodySize })),
  );
  const total = images.reduce((sum, image) => sum + image.bytes, 0);
  console.log(`/outdoor first view: ${images.length} images, ${(total / 1000).toFixed(1)} kB`);
  expect(images.length).toBeGreaterThan(0);
  expect(total).toBeLessThan(600_000);
  await context.close();
});

/**
 * For every loaded photo: the file the browser picked is no larger than needed. The width it needs
 * is its rendered width (for object-fit: cover, the scaled image's width) times the pixel ratio; the
 * file must be within that, or be the smallest candidate of its srcset that covers it.
 */
async function oversizedImages(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dpr = window.devicePixelRatio;
    const problems: string[] = [];
    for (const img of [...document.querySelectorAll<HTMLImageElement>("picture img")]) {
      if (!img.currentSrc || !img.complete || img.naturalWidth === 0) continue;
      const box = img.getBoundingClientRect();
      if (box.width === 0) continue;
      const ratio = img.naturalWidth / img.naturalHeight;
      const fit = getComputedStyle(img).objectFit;
      const rendered = fit === "cover" ? Math.max(box.width, box.height * ratio) : box.width;
      const needed = rendered * dpr;
      if (img.naturalWidth <= needed + 1) continue;
      const source = [...img.parentElement!.querySelectorAll("source"), img].find((el) => {
        const set = el.getAttribute("srcset") ?? el.getAttribute("srcSet") ?? "";
        return set.includes(new URL(img.currentSrc).pathname);
      });
      const widths = (source?.getAttribute("srcset") ?? "")
        .split(",")
        .map((c) => Number(c.trim().split(/\s+/)[1]?.replace("w", "")))
        .filter((w) => w > 0);
      const smaller = widths.filter((w) => w < img.naturalWidth);
      const covering = smaller.filter((w) => w >= needed);
      if (covering.length > 0 || smaller.length === widths.length) {
        problems.push(`${img.alt}: file ${img.naturalWidth}px for ${needed.toFixed(0)}px (${img.currentSrc})`);
      }
    }
    return problems;
  });
}

for (const dpr of [1, 2]) {
  test(`no photo is larger than it needs to be at DPR ${dpr}, thumbnails, woodwork and carousel slides`, async () => {
    const { page, context } = await watchedPage(browser, { viewport: DESKTOP, deviceScaleFactor: dpr });
    await page.goto("/woodwork");
    await scrollThrough(page);
    expect(await oversizedImages(page)).toEqual([]);
    await page.goto("/outdoor");
    await hydrated(page);
    await scrollThrough(page);
    expect(await oversizedImages(page)).toEqual([]);
    await openCarousel(page, 1);
    await page.locator('[aria-roledescription="slide"][data-state="active"] img').evaluate((img: HTMLImageElement) => img.decode());
    expect(await oversizedImages(page)).toEqual([]);
    await context.close();
  });
}

test("without JavaScript every thumbnail links to its full-size photo and the woodwork photos show", async () => {
  const { page, problems, context } = await watchedPage(browser, { viewport: DESKTOP, javaScriptEnabled: false });
  await page.goto("/outdoor");
  const links = await page.locator("main section li a").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  expect(links).toHaveLength(36);
  for (const href of links) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  }
  await page.getByRole("link", { name: `${FIRST}, photo 1 of 9` }).click();
  const photo = await page.evaluate(() => ({ width: (document.querySelector("img") as HTMLImageElement | null)?.naturalWidth ?? 0 }));
  expect(photo.width).toBeGreaterThanOrEqual(1200);
  await page.goto("/woodwork");
  await scrollThrough(page);
  const widths = await page.locator("main li img").evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
  expect(widths.every((w) => w > 0)).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});
