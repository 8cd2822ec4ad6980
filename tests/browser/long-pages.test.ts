import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { WIDGET_IDS } from "../../app/content/widget-ids";
import { readThrough } from "../../scripts/lib/read-through";
import { browserForFile, documentHydrated, hydrated, layoutSettled, LIGHTHOUSE_SCREENS, ROUTES, watchedPage } from "../helpers/browser";

// The long pages leave their below-the-fold blocks out of the first layout until they come near
// (app/styles/render-when-near.css.ts), and once a key is pressed they lay them all out, one per
// idle frame (app/components/render-when-idle.ts). These journeys check each case, and that a
// reader sees nothing of it: no shift while reading down, jumping to the end or reading back up.

const browser = browserForFile();

const MOBILE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** The blocks each long page defers, in document order (the outermost: a block inside another is laid out with it). */
const PAGES = [
  { path: "/", blocks: "main section[style]" },
  { path: "/demo", blocks: "main section[aria-labelledby]" },
  { path: "/outdoor", blocks: "main section[aria-labelledby]" },
  // The previews' cards, after the seven's list.
  { path: "/widgets", blocks: "main section[aria-labelledby=previews-title] > ul > li" },
  // The parts of a lesson after its first (app/lessons/lesson-sections.ts).
  { path: "/js-doc/this-in-javascript", blocks: "main [data-lesson-text] > section" },
  // A widget page's examples, its theme section and its reference sections. Each example went live
  // 16 to 64 px taller than served, moving what was under it as a phone reader scrolled.
  ...WIDGET_IDS.map((id) => ({ path: `/widgets/${id}`, blocks: "main #examples > section, main #theme, main article > div[data-served] > section" })),
];

/** Layout shift not caused by input, summed from the first paint on. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) w.shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Waits for `count` idle periods of the page's main thread, one after another. */
function idleFrames(page: Page, count: number) {
  return page.evaluate(async (count) => {
    for (let i = 0; i < count; i++) await new Promise((resolve) => requestIdleCallback(resolve));
  }, count);
}

/** Whether the browser has skipped rendering each block's content (content-visibility: auto). */
function skipped(page: Page, selector: string): Promise<boolean[]> {
  return page.$$eval(selector, (blocks) =>
    blocks.map((block) => {
      const inside = block.firstElementChild;
      return inside ? !inside.checkVisibility({ contentVisibilityAuto: true }) : false;
    })
  );
}

for (const { path, blocks } of PAGES) {
  test(`${path}: without JavaScript the blocks far below wait, and render as they come near`, async () => {
    const { page, problems, context } = await watchedPage(browser(), {
      ...MOBILE,
      javaScriptEnabled: false,
    });
    await page.goto(path, { waitUntil: "load" });
    const first = await skipped(page, blocks);
    expect(first.length).toBeGreaterThan(2);
    // What the first screen shows is rendered (how many blocks that is depends on the width).
    const tops = await page.$$eval(blocks, (all) => all.map((block) => block.getBoundingClientRect().top));
    const onFirstScreen = first.filter((_, index) => tops[index]! < MOBILE.viewport.height);
    expect(onFirstScreen, "the blocks on the first screen are rendered").not.toContain(true);
    expect(first.at(-1), "the last block is far below and not rendered yet").toBe(true);
    const last = page.locator(blocks).last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await skipped(page, blocks)).at(-1)).toBe(false);
    expect((await last.boundingBox())!.height).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test(`${path}: a reader who only scrolls gets each block as it comes near, and the end's once they start; nothing shifts, even on a jump to the end`, async () => {
    for (const options of [MOBILE, DESKTOP]) {
      const { page, problems, context } = await watchedPage(browser(), options);
      await recordShifts(page);
      await page.goto(path, { waitUntil: "load" });
      // Hydrated, with no key pressed (hydrated() presses one).
      await documentHydrated(page);
      await idleFrames(page, 10);
      // Before the reader moves, no block is marked: a load lays out nothing it does not show.
      expect(await page.$$eval(blocks, (all) => all.filter((block) => block.hasAttribute("data-rendered")).length), "blocks marked before the reader moves").toBe(0);
      // A first step down marks the blocks a view of the page's end shows (a jump there lands on
      // their real heights, and none of them changes under the reader's eyes); the others
      // render as they come near, by the browser alone, as without JavaScript. (Scrolled by the
      // page: after Playwright's mouse wheel, Chromium ran no idle callback for seconds.)
      await page.evaluate(() => window.scrollBy(0, 200));
      await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].at(-1)!.hasAttribute("data-rendered"), blocks);
      // Those a view of the end shows, and half a view more, once the frames that measure them
      // again at their real heights have run: a run that ends with the last block, and holds
      // every block a view of the end shows.
      await idleFrames(page, 2);
      const marked = await page.$$eval(blocks, (all) => all.map((block) => block.hasAttribute("data-rendered")));
      const run = marked.indexOf(true);
      expect(marked.slice(run), "the marked blocks are the page's last ones").not.toContain(false);
      const shown = await page.evaluate((selector) => {
        const view = document.documentElement.scrollHeight - innerHeight - scrollY;
        return [...document.querySelectorAll(selector)].map((block) => block.getBoundingClientRect().bottom > view);
      }, blocks);
      expect(shown.slice(0, run), "a block a view of the end shows, not marked").not.toContain(true);
      if (options === MOBILE) expect((await skipped(page, blocks)).slice(0, run), "some block far below waits").toContain(true);
      await idleFrames(page, 2);

      // A jump to the end, then down and back up a step at a time. (A jump into the middle of a
      // lesson, past blocks never laid out, does shift: see decision 0005, "Laid out as they come".)
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await idleFrames(page, 2);
      await readThrough(page, { back: true });
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift), `layout shift at ${options.viewport.width}px`).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  test(`${path}: an End key pressed first lands on the page's real end`, async () => {
    for (const options of [MOBILE, DESKTOP]) {
      const { page, problems, context } = await watchedPage(browser(), options);
      await page.goto(path, { waitUntil: "load" });
      await documentHydrated(page);
      await idleFrames(page, 10);
      await page.keyboard.press("End");
      // The key's scroll is animated, and a view it left short of the end is moved there once it
      // has settled (follow-end.ts): wait until the view has stayed put for half a second.
      await page.evaluate(async () => {
        for (let still = 0, last = -1; still < 30; ) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
        }
      });
      const { bottom, end } = await page.evaluate(() => ({ bottom: window.scrollY + window.innerHeight, end: document.documentElement.scrollHeight }));
      expect(bottom, `the bottom of the view at ${options.viewport.width}px, the page ending at ${end}px`).toBeGreaterThanOrEqual(end - 1);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  test(`${path}: after a key press every block is laid out in idle time, and then nothing shifts, even on a jump`, async () => {
    for (const options of [MOBILE, DESKTOP]) {
      const { page, problems, context } = await watchedPage(browser(), options);
      await recordShifts(page);
      await page.goto(path, { waitUntil: "load" });
      await hydrated(page);
      await page.keyboard.press("Shift");
      await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].every((block) => block.hasAttribute("data-rendered")), blocks);
      expect(await skipped(page, blocks)).not.toContain(true);

      await page.locator(blocks).last().scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, 0));
      // Down the page a step at a time, then from the very bottom back to the top.
      await readThrough(page, { back: true });
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift), `layout shift at ${options.viewport.width}px`).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
}

test("/js-doc/this-in-javascript: a heading far down is reached from the table of contents, and stays put", async () => {
  const { page, problems, context } = await watchedPage(browser(), MOBILE);
  await page.goto("/js-doc/this-in-javascript", { waitUntil: "load" });
  await hydrated(page);
  const links = page.locator('main nav a[href^="#"]');
  const target = (await links.last().getAttribute("href"))!;
  await links.last().click();
  const heading = page.locator(target);
  await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBeLessThan(823);
  const top = (await heading.boundingBox())!.y;
  expect(top).toBeGreaterThanOrEqual(0);
  // The code examples between the top and the heading render as they are laid out; scroll
  // anchoring keeps the heading where the jump put it, once all of them are.
  await layoutSettled(page);
  expect(Math.abs((await heading.boundingBox())!.y - top)).toBeLessThan(2);
  expect(problems).toEqual([]);
  await context.close();
});

test("/demo: a reload comes back to where the reader was, and a first visit starts at the top", async () => {
  const { page, problems, context } = await watchedPage(browser(), DESKTOP);
  await page.goto("/demo", { waitUntil: "load" });
  await hydrated(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.waitForFunction(() => Math.round(window.scrollY) === 1200);
  await page.reload({ waitUntil: "load" });
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  expect(problems).toEqual([]);
  await context.close();
});

// A deferred block on the first screen is laid out a frame late: the browser decides what is near
// only after its first layout, and paints that first frame with the block at the height it
// reserves. A code sample reserved 12 rem whatever its length, and a one-line sample (95 px) on
// the first screen of the widget pages at 1280 px moved the paragraph under it (0.0009); each now
// reserves its own height (app/lessons/components/code-height.ts).
test.each(ROUTES)("%s loaded and left alone, JavaScript on, shifts nothing on a phone or a desktop screen", async (path) => {
  for (const options of [LIGHTHOUSE_SCREENS.phone, DESKTOP, LIGHTHOUSE_SCREENS.desktop]) {
    const { page, problems, context } = await watchedPage(browser(), options);
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: string[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node; currentRect: DOMRectReadOnly }[] }[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map((source) => `${source.node?.nodeName ?? "?"} to y ${Math.round(source.currentRect.y)}`);
          w.shifts.push(`${entry.value.toFixed(5)} (${moved.join(", ")})`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path, { waitUntil: "load" });
    await documentHydrated(page);
    await idleFrames(page, 5);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), `at ${options.viewport.width} px`).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }
});
