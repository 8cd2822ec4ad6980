import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { readThrough } from "../../scripts/lib/read-through";
import { browserForFile, hydrated, watchedPage } from "../helpers/browser";
import { recordScripts, scriptBuiltFrom } from "../helpers/chunks";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const DESKTOP = { width: 1280, height: 900 };
const FIRST = "Tre Cime di Lavaredo, Dolomites";

const browser = browserForFile();

async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugger protocol: the page's hash-only CSP rightly refuses an injected <script>.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(readFileSync(AXE, "utf8"));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

/** Read through, then wait until every image it brought in has arrived. */
async function scrollThrough(page: Page) {
  await readThrough(page, { step: 400 });
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
  const { page, problems, context } = await watchedPage(browser(), { viewport: DESKTOP });
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
  const { page, problems, context } = await watchedPage(browser(), { viewport: DESKTOP });
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
  // Only the shown slide stays visible (to everyone) once the fade is over.
  await expect.poll(() => page.locator('[aria-roledescription="slide"]:visible').count()).toBe(1);
  expect(problems).toEqual([]);
  await context.close();
});

test("carousel: the dialog's code is not loaded with the page; a thumbnail fetches it on intent, and the first tap opens", async () => {
  const dialogScript = scriptBuiltFrom("node_modules/@reach/dialog/");
  const { page, problems, context } = await watchedPage(browser(), { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const scripts = recordScripts(page);
  await page.goto("/outdoor");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts).not.toContain(dialogScript);
  await page.getByRole("link", { name: `${FIRST}, photo 3 of 9` }).tap();
  await page.getByRole("dialog", { name: `Photos of ${FIRST}` }).waitFor();
  expect(await currentSlide(page)).toBe("3 of 9");
  expect(scripts.filter((path) => path === dialogScript)).toHaveLength(1);
  expect(problems).toEqual([]);
  await context.close();
});

test("carousel: arrow keys move it as soon as it opens, Escape closes it and focus returns to the thumbnail", async () => {
  const { page, problems, context } = await watchedPage(browser(), { viewport: DESKTOP });
  await page.goto("/outdoor");
  await hydrated(page);
  const thumb = page.getByRole("link", { name: `${FIRST}, photo 4 of 9` });
  await thumb.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("dialog").waitFor();
  expect(await currentSlide(page)).toBe("4 of 9");
  // Focus starts on the carousel's first control, the rotation control: focus inside holds the rotation.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Stop automatic slide show");
  expect(await carousel(page).getAttribute("data-state")).toBe("paused");
  await page.keyboard.press("ArrowRight");
  expect(await currentSlide(page)).toBe("5 of 9");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  expect(await currentSlide(page)).toBe("3 of 9");
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  expect(await thumb.evaluate((el) => el === document.activeElement)).toBe(true);

  // Opened with the mouse, the arrow keys work at once too.
  await page.getByRole("link", { name: `${FIRST}, photo 2 of 9` }).click();
  await page.getByRole("dialog").waitFor();
  await page.keyboard.press("ArrowRight");
  expect(await currentSlide(page)).toBe("3 of 9");
  expect(problems).toEqual([]);
  await context.close();
});

test("carousel: opening adds a history entry, Back closes it, and a shared link opens it", async () => {
  const { page, problems, context } = await watchedPage(browser(), { viewport: DESKTOP });
  await page.goto("/outdoor");
  await hydrated(page);
  const before = await page.evaluate(() => history.length);
  const thumb = page.getByRole("link", { name: `${FIRST}, photo 4 of 9` });
  await thumb.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await thumb.click();
  await page.getByRole("dialog").waitFor();
  const slug = await page.locator("main section").first().getAttribute("aria-labelledby");
  expect(new URL(page.url()).search).toBe(`?location=${slug!.replace(/^loc-/, "")}&photo=4`);
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  await page.goBack();
  await page.getByRole("dialog").waitFor({ state: "detached" });
  expect(new URL(page.url()).search).toBe("");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page.goto("/outdoor?location=etna&photo=2");
  await hydrated(page);
  await page.getByRole("dialog", { name: "Photos of Etna" }).waitFor();
  expect(await currentSlide(page)).toBe("2 of 3");
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/outdoor");
  expect(problems).toEqual([]);
  await context.close();
});

// Issue 55: the address stayed at ?photo=1 after moving to slide 4, so a copied link shared the
// wrong photo; ?photo=99 and an unknown place opened, or said, nothing of what was shown.
test("carousel: the address follows the slide in the same history entry, and a copied address reopens that photo in a new tab", async () => {
  const { page, problems, context } = await watchedPage(browser(), { viewport: DESKTOP });
  try {
    await page.goto("/outdoor");
    await hydrated(page);
    const before = await page.evaluate(() => history.length);
    // Every page's data holds for the visit: a slide moving the address fetches none again.
    const dataFetches: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) dataFetches.push(request.url());
    });
    await openCarousel(page, 1);
    const slug = (await page.locator("main section").first().getAttribute("aria-labelledby"))!.replace(/^loc-/, "");
    expect(new URL(page.url()).search).toBe(`?location=${slug}&photo=1`);
    for (const shown of [2, 3, 4]) {
      await page.getByRole("button", { name: "Next slide" }).click();
      await page.waitForURL((url) => url.search === `?location=${slug}&photo=${shown}`);
    }
    expect(await currentSlide(page)).toBe("4 of 9");
    await page.getByRole("button", { name: "Show slide 7 of 9" }).click();
    await page.waitForURL((url) => url.search === `?location=${slug}&photo=7`);
    await page.keyboard.press("ArrowLeft");
    await page.waitForURL((url) => url.search === `?location=${slug}&photo=6`);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    expect(dataFetches).toEqual([]);

    const copied = page.url();
    const tab = await context.newPage();
    await tab.goto(copied);
    await hydrated(tab);
    await tab.getByRole("dialog", { name: `Photos of ${FIRST}` }).waitFor();
    expect(await currentSlide(tab)).toBe("6 of 9");
    await tab.close();

    // Back closes the carousel in one step.
    await page.goBack();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(new URL(page.url()).search).toBe("");
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("carousel: a photo number past the end opens the last photo and the address says so; a place the page does not have is said", async () => {
  const { page, problems, context } = await watchedPage(browser(), { viewport: DESKTOP });
  try {
    await page.goto("/outdoor?location=etna&photo=99");
    await hydrated(page);
    await page.getByRole("dialog", { name: "Photos of Etna" }).waitFor();
    expect(await currentSlide(page)).toBe("3 of 3");
    await page.waitForURL((url) => url.search === "?location=etna&photo=3");
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await page.goto("/outdoor?location=nope&photo=2");
    await hydrated(page);
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("“nope”");
    expect(await alert.textContent()).toContain("not on this page");
    await page.waitForURL((url) => url.search === "");
    expect(await page.getByRole("dialog").count()).toBe(0);
    // Opening a photo puts the message away.
    await openCarousel(page, 2);
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("carousel: rotates every 5 s, pauses on hover and while focus is anywhere inside it, and the rotation control stops it", async () => {
  const { page, problems, context } = await watchedPage(browser(), { viewport: DESKTOP });
  await page.clock.install();
  await page.goto("/outdoor");
  await hydrated(page);
  await page.mouse.move(0, 0);
  await page.getByRole("link", { name: `${FIRST}, photo 1 of 9` }).press("Enter");
  await page.getByRole("dialog").waitFor();
  // It opens with focus on its rotation control, inside it: held until focus leaves (WAI-ARIA carousel pattern).
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Stop automatic slide show");
  expect(await carousel(page).getAttribute("data-state")).toBe("paused");
  const before = Number((await currentSlide(page))!.split(" ")[0]);
  await page.clock.runFor(15000);
  expect(await currentSlide(page)).toBe(`${before} of 9`);
  await page.keyboard.press("Shift+Tab"); // to the dialog's close button, out of the carousel
  expect(await carousel(page).getAttribute("data-state")).toBe("playing");
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

  // focus: back in, on the rotation control, it pauses; on the next control too
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Stop automatic slide show");
  expect(await carousel(page).getAttribute("data-state")).toBe("paused");
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
  const { page, problems, context } = await watchedPage(browser(), { viewport: DESKTOP, reducedMotion: "reduce" });
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
  const { page, problems, context } = await watchedPage(browser(), { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.goto("/outdoor");
  await hydrated(page);
  await page.getByRole("link", { name: `${FIRST}, photo 1 of 9` }).tap();
  await page.getByRole("dialog").waitFor();
  // A finger on the screen, through Chromium's input pipeline (touch, then pointer events).
  const cdp = await context.newCDPSession(page);
  const swipe = async (dx: number) => {
    const box = (await page.locator('[aria-roledescription="carousel"] [aria-live]').boundingBox())!;
    const x = box.x + box.width / 2 - dx / 2;
    const y = box.y + box.height / 2;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let i = 1; i <= 5; i++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + (dx * i) / 5, y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  await swipe(-120);
  await expect.poll(() => currentSlide(page)).toBe("2 of 9");
  await swipe(120);
  await expect.poll(() => currentSlide(page)).toBe("1 of 9");
  await swipe(120);
  await expect.poll(() => currentSlide(page)).toBe("9 of 9");
  expect(problems).toEqual([]);
  await context.close();
});

// Issue 23, item 8: at 390 × 844 a landscape photo floated in a frame cut for the location's
// portrait photos, 40% of it empty. Held upright, the frame is the photo on show.
test("carousel on a phone held upright: the frame is as tall as the photo on show, landscape or portrait", async () => {
  const { page, problems, context } = await watchedPage(browser(), { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: "reduce" });
  try {
    await page.goto("/outdoor");
    await hydrated(page);
    await openCarousel(page, 1);
    const frame = () =>
      page.locator('[aria-roledescription="carousel"] [aria-live]').evaluate((slides) => {
        const active = slides.querySelector('[aria-roledescription="slide"][data-state="active"]')!;
        const image = active.querySelector("img")!.getBoundingClientRect();
        return { frame: slides.getBoundingClientRect().height, slide: active.getBoundingClientRect().height, landscape: image.width > image.height, image: image.height };
      });
    const landscape = await frame();
    expect(landscape.landscape).toBe(true);
    expect(landscape.frame).toBeLessThanOrEqual(landscape.slide + 1);
    // The photo and its caption fill the frame: no band of empty frame above or below them.
    expect(landscape.image / landscape.frame).toBeGreaterThan(0.75);
    // Photo 7 of the Tre Cime is a portrait one: the frame grows to it.
    await page.getByRole("button", { name: "Show slide 7 of 9" }).click();
    await expect.poll(() => currentSlide(page)).toBe("7 of 9");
    const portrait = await frame();
    expect(portrait.landscape).toBe(false);
    expect(portrait.frame).toBeGreaterThan(landscape.frame);
    expect(portrait.frame).toBeLessThanOrEqual(portrait.slide + 1);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("axe finds no WCAG 2.2 A/AA violation on both galleries, with the carousel open too", async () => {
  const { page, problems, context } = await watchedPage(browser(), { viewport: DESKTOP });
  await page.goto("/woodwork");
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/outdoor");
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  await openCarousel(page, 3);
  // The fade has finished, so axe sees settled colours.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test("woodwork: five photos named by their project in the 8 x 8 grid of 5vw rows and 15 px gaps, with name and description captions", async () => {
  const { page, problems, context } = await watchedPage(browser(), { viewport: DESKTOP });
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
  // every photo fills its grid area, and the areas stay inside the 8 x 8 grid
  const fills = await page.locator("main li").evaluateAll((items) => {
    const list = items[0]!.parentElement!.getBoundingClientRect();
    return items.map((li) => {
      const img = li.querySelector("img")!.getBoundingClientRect();
      const box = li.getBoundingClientRect();
      return Math.abs(img.width - box.width) < 1 && Math.abs(img.height - box.height) < 1 && box.bottom <= list.bottom + 1;
    });
  });
  expect(fills).toEqual([true, true, true, true, true]);
  const caption = page.locator("main figure > figcaption");
  expect(await caption.isVisible()).toBe(true);
  expect(await caption.locator("dt").allTextContents()).toEqual(alts);
  const descriptions = await caption.locator("dd").allTextContents();
  expect(descriptions).toHaveLength(5);
  expect(descriptions[2]).toMatch(/^An umbrella stand made from oak wine-barrel staves/);
  expect(problems).toEqual([]);
  await context.close();
});

test("woodwork at 1600px: the rows grow with the viewport", async () => {
  const { page, context } = await watchedPage(browser(), { viewport: { width: 1600, height: 1000 } });
  await page.goto("/woodwork");
  expect(await page.locator("main ul").evaluate((list) => getComputedStyle(list).gridTemplateRows)).toBe(Array(8).fill("80px").join(" "));
  await context.close();
});

// Two square tiles a row on a phone (issue 23): the page's title and text lead its first screen,
// and its largest paint stays text (first-paint.test.ts).
test("woodwork on a phone: two square tiles a row, half the width each, then the captions", async () => {
  const { page, problems, context } = await watchedPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto("/woodwork");
  await hydrated(page);
  const layout = await page.locator("main li").evaluateAll((items) =>
    items.map((li) => {
      const box = li.querySelector("img")!.getBoundingClientRect();
      const list = li.parentElement!.getBoundingClientRect();
      const gap = parseFloat(getComputedStyle(li.parentElement!).columnGap);
      return { half: Math.abs(box.width - (list.width - gap) / 2) < 1, square: Math.abs(box.width - box.height) < 1 };
    }),
  );
  expect(layout).toEqual(Array(5).fill({ half: true, square: true }));
  expect(await page.locator("main figcaption dd").count()).toBe(5);
  expect(problems).toEqual([]);
  await context.close();
});

for (const path of ["/outdoor", "/woodwork"]) {
  test(`${path}: cumulative layout shift is 0 while loading and scrolling`, async () => {
    const { page, problems, context } = await watchedPage(browser(), { viewport: DESKTOP });
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
  const { page, context } = await watchedPage(browser(), { viewport: DESKTOP });
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
 * is its rendered width (for object-fit: cover, the width of the scaled image, not of its box) times
 * the pixel ratio. The file passes if it is within that, or if no smaller candidate of its srcset
 * would have covered it (the widths are discrete: 320, 480, 640, 960, 1280, 1600).
 */
async function oversizedImages(page: Page): Promise<{ problems: string[]; worst: number }> {
  return page.evaluate(() => {
    const dpr = window.devicePixelRatio;
    const problems: string[] = [];
    let worst = 0;
    const parse = (set: string) =>
      set.split(",").map((candidate) => {
        const [url = "", w = ""] = candidate.trim().split(/\s+/);
        return { url: new URL(url, location.href).href, width: parseInt(w, 10) };
      });
    for (const img of [...document.querySelectorAll<HTMLImageElement>("picture img")]) {
      if (!img.currentSrc || !img.complete || img.naturalWidth === 0) continue;
      const box = img.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(img).visibility === "hidden") continue;
      const ratio = img.naturalWidth / img.naturalHeight;
      const rendered = getComputedStyle(img).objectFit === "cover" ? Math.max(box.width, box.height * ratio) : box.width;
      const needed = rendered * dpr;
      const sets = [...img.parentElement!.querySelectorAll("source"), img].map((el) => parse(el.getAttribute("srcset") ?? ""));
      const candidates = sets.find((set) => set.some((c) => c.url === img.currentSrc));
      const file = candidates?.find((c) => c.url === img.currentSrc)?.width;
      if (!candidates || !file) {
        problems.push(`${img.alt}: ${img.currentSrc} is not in its srcset`);
        continue;
      }
      // the smallest file on offer may be larger than a small slot; nothing smaller exists
      if (file > Math.min(...candidates.map((c) => c.width))) worst = Math.max(worst, file / needed);
      if (file <= needed + 1) continue;
      const smallerCovering = candidates.filter((c) => c.width < file && c.width >= needed);
      if (smallerCovering.length > 0) problems.push(`${img.alt}: ${file}px file for ${needed.toFixed(0)}px, ${smallerCovering[0]!.width}w would do`);
    }
    return { problems, worst };
  });
}

/**
 * Each view of photos on its own test, at both pixel ratios: the woodwork grid, the outdoor
 * thumbnails read through, and the carousel's first slide (opened straight from the top).
 */
const PHOTO_VIEWS = {
  "the woodwork grid": async (page: Page) => {
    await page.goto("/woodwork");
    await scrollThrough(page);
  },
  "the outdoor thumbnails": async (page: Page) => {
    await page.goto("/outdoor");
    await hydrated(page);
    await scrollThrough(page);
  },
  "the carousel's slide": async (page: Page) => {
    await page.goto("/outdoor");
    await hydrated(page);
    await openCarousel(page, 1);
    // Polled, not the slide's img.decode(): the query runs again each time, so a slide React
    // renders anew is looked at too, and a wait that is never met ends with playwright's timeout.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[aria-roledescription="slide"][data-state="active"] img');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
  },
} satisfies Record<string, (page: Page) => Promise<void>>;

for (const dpr of [1, 2]) {
  for (const [view, show] of Object.entries(PHOTO_VIEWS)) {
    test(`no photo is larger than it needs to be at DPR ${dpr}: ${view}`, async () => {
      const { page, context } = await watchedPage(browser(), { viewport: DESKTOP, deviceScaleFactor: dpr });
      await show(page);
      const result = await oversizedImages(page);
      console.log(`DPR ${dpr}, ${view}: largest file / needed width ${result.worst.toFixed(2)}`);
      expect(result.problems).toEqual([]);
      // the widths step by at most 1.25x (scripts/build/images.ts)
      expect(result.worst).toBeLessThanOrEqual(1.26);
      await context.close();
    });
  }
}

test("without JavaScript every thumbnail links to its full-size photo and the woodwork photos show", async () => {
  const { page, problems, context } = await watchedPage(browser(), { viewport: DESKTOP, javaScriptEnabled: false });
  await page.goto("/outdoor");
  const links = await page.locator("main section li a").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  expect(links).toHaveLength(36);
  for (const href of links) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  }
  await page.getByRole("link", { name: `${FIRST}, photo 1 of 9` }).click();
  expect(await page.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThanOrEqual(1200);
  // Without scripting the browser loads lazy images eagerly, so "load" covers all of them.
  await page.goto("/woodwork", { waitUntil: "load" });
  const widths = await page.locator("main li img").evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
  expect(widths).toHaveLength(5);
  expect(widths.every((w) => w > 0)).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});
