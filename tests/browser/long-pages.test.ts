import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import lessons from "../../app/content/lessons.json";
import { readThrough } from "../../scripts/lib/read-through";
import { browserForFile, documentHydrated, hydrated, LIGHTHOUSE_SCREENS, ROUTES, watchedPage } from "../helpers/browser";

// What a reader of the long pages meets: nothing moves while they read down, jump to the end or
// read back up; the End key lands on the end; a lesson's contents take them to each heading and
// Back takes them to where they were; a link to a part of a page lands on it, working.

const browser = browserForFile();

const PHONE = { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const LONG_PAGES = ["/", "/demo", "/outdoor", "/widgets", "/js-doc/this-in-javascript", "/widgets/modal", "/widgets/table"];

/** Layout shifts not caused by input, from the first paint on, each with what moved. */
async function recordShifts(page: Page) {
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
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

/** Runs `started` (a key that scrolls the page) and resolves once that scroll has ended (the `scrollend` event). */
async function scrollEnded(page: Page, started: () => Promise<unknown>) {
  await page.evaluate(() => {
    (window as unknown as { scrollEnded: Promise<unknown> }).scrollEnded = new Promise((resolve) => addEventListener("scrollend", resolve, { once: true }));
  });
  await started();
  await page.evaluate(() => (window as unknown as { scrollEnded: Promise<unknown> }).scrollEnded);
}

for (const path of LONG_PAGES) {
  test(`${path}: nothing moves reading down, jumping to the end or back up, and the End key lands on the end`, async () => {
    for (const options of [PHONE, DESKTOP]) {
      const { page, problems, context } = await watchedPage(browser(), options);
      try {
        await recordShifts(page);
        await page.goto(path, { waitUntil: "load" });
        await documentHydrated(page);
        await scrollEnded(page, () => page.keyboard.press("End"));
        const { bottom, end } = await page.evaluate(() => ({ bottom: scrollY + innerHeight, end: document.documentElement.scrollHeight }));
        expect(bottom, `the bottom of the view at ${options.viewport.width} px, the page ending at ${end} px`).toBeGreaterThanOrEqual(end - 1);
        await page.evaluate(() => scrollTo(0, 0));
        await readThrough(page, { back: true });
        expect(await shifts(page), `at ${options.viewport.width} px`).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
}

for (const { slug } of lessons) {
  test(`/js-doc/${slug}: each contents link brings its heading into view, and Back returns to where the reader was`, async () => {
    for (const options of [DESKTOP, PHONE]) {
      const { page, problems, context } = await watchedPage(browser(), options);
      try {
        await page.goto(`/js-doc/${slug}`, { waitUntil: "load" });
        await hydrated(page);
        const links = page.locator('main nav a[href^="#"]');
        const count = await links.count();
        expect(count).toBeGreaterThan(4);
        // The first, second, fourth and last, in that order: the first worked before, the others did not.
        for (const index of [0, 1, 3, count - 1]) {
          const link = links.nth(index);
          await link.scrollIntoViewIfNeeded();
          const before = await page.evaluate(() => Math.round(scrollY));
          const id = decodeURIComponent((await link.getAttribute("href"))!.slice(1));
          await link.click();
          const heading = page.locator(`[id="${id}"]`);
          const inView = () =>
            heading.evaluate((element) => {
              const box = element.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= innerHeight;
            });
          await expect.poll(inView, { message: `${id} at ${options.viewport.width} px` }).toBe(true);
          // Once the page has settled it is still there.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          expect(await inView(), `${id} stays in view`).toBe(true);
          await page.goBack();
          await expect.poll(() => page.evaluate(() => Math.round(scrollY)), { message: `Back from ${id}` }).toBe(before);
          await page.goForward();
          await expect.poll(inView, { message: `Forward to ${id}` }).toBe(true);
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
}

test("/demo#demo-table in a fresh tab lands on the table, its controls working, five times out of five", async () => {
  for (let load = 1; load <= 5; load++) {
    const { page, problems, context } = await watchedPage(browser(), load % 2 ? DESKTOP : PHONE);
    try {
      await page.goto("/demo#demo-table", { waitUntil: "load" });
      await documentHydrated(page);
      const heading = page.locator("#demo-table");
      await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { message: `load ${load}` }).toBeLessThan(200);
      expect(await heading.evaluate((element) => element.getBoundingClientRect().top), `load ${load}`).toBeGreaterThanOrEqual(0);
      // Working without a click elsewhere: a column's sort button sorts.
      const table = page.locator("section[aria-labelledby=demo-table]");
      const header = table.getByRole("columnheader", { name: /surname/i });
      await header.getByRole("button").first().click();
      await expect.poll(() => header.getAttribute("aria-sort"), { message: `load ${load}` }).toBe("ascending");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }
});

test("/demo: found in the page, a name stays where the search brought it", async () => {
  const { page, problems, context } = await watchedPage(browser(), DESKTOP);
  try {
    await page.goto("/demo", { waitUntil: "load" });
    await documentHydrated(page);
    // What the browser's find bar does: select the first match and scroll it into view.
    expect(await page.evaluate(() => (window as unknown as { find: (text: string) => boolean }).find("Esposito"))).toBe(true);
    const cell = page.locator("section[aria-labelledby=demo-table] td", { hasText: "Esposito" }).first();
    const inView = () =>
      cell.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      });
    expect(await inView()).toBe(true);
    // The table's code comes once it is in view; the name stays in view as it does.
    await page.waitForFunction(() => document.querySelector('section[aria-labelledby=demo-table] [data-island="live"]') !== null);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await inView()).toBe(true);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("/demo: a reload comes back to where the reader was, and a first visit starts at the top", async () => {
  const { page, problems, context } = await watchedPage(browser(), DESKTOP);
  try {
    await page.goto("/demo", { waitUntil: "load" });
    await hydrated(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => Math.round(window.scrollY) === 1200);
    await page.reload({ waitUntil: "load" });
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test.each(ROUTES)("%s loaded and left alone, JavaScript on, shifts nothing on a phone or a desktop screen", async (path) => {
  for (const options of [LIGHTHOUSE_SCREENS.phone, DESKTOP, LIGHTHOUSE_SCREENS.desktop]) {
    const { page, problems, context } = await watchedPage(browser(), options);
    try {
      await recordShifts(page);
      await page.goto(path, { waitUntil: "load" });
      await documentHydrated(page);
      // Two idle periods of the page's main thread: what hydration started has run.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
      expect(await shifts(page), `at ${options.viewport.width} px`).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
