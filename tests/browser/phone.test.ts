// Issue 23: the lessons and the demo page on a phone, as they first load, with JavaScript and
// without. The shell's own first screen is held by layout.test.ts.
import type { Route } from "playwright-core";
import { expect, test } from "vitest";
import lessons from "../../app/content/lessons.json";
import { expectNoAxeViolations } from "../helpers/axe";
import { browserForFile, hydrated, watchedPage } from "../helpers/browser";
import { renderDeferredBlocks } from "../helpers/layout-checks";
import { WIDTHS } from "../helpers/page-states";

const browser = browserForFile();
const LESSON_PATHS = lessons.map((lesson) => `/js-doc/${lesson.slug}`);

/** Every console box and code block of the lesson: does it scroll sideways, is it a Tab stop. */
function boxes(page: import("playwright-core").Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main article pre")].map((pre) => ({
      console: pre.closest("figure")?.querySelector("figcaption")?.textContent?.startsWith("Console") ?? false,
      scrolls: pre.scrollWidth > pre.clientWidth + 1,
      stop: pre.hasAttribute("tabindex") && pre.tabIndex === 0,
      fade: getComputedStyle(pre).backgroundImage.includes("gradient"),
    })),
  );
}

for (const path of LESSON_PATHS) {
  test(`${path} at 320 px without JavaScript: the console wraps, code that scrolls is a Tab stop and shows its fade, and axe finds nothing`, { timeout: 90_000 }, async () => {
    const { page, context, problems } = await watchedPage(browser(), { viewport: { width: 320, height: 568 }, javaScriptEnabled: false });
    try {
      await page.goto(path);
      await renderDeferredBlocks(page);
      const found = await boxes(page);
      expect(found.filter((box) => box.console).length).toBeGreaterThan(0);
      expect(found.filter((box) => box.console && box.scrolls), "console boxes that scroll sideways").toEqual([]);
      // Some code is wider than a 320 px phone: that is what the fade and the Tab stop are for.
      expect(found.filter((box) => !box.console && box.scrolls).length).toBeGreaterThan(0);
      expect(found.filter((box) => box.scrolls && !box.stop), "scrolling blocks that are not Tab stops").toEqual([]);
      expect(found.filter((box) => !box.console && !box.fade), "code blocks without the edge fade").toEqual([]);
      expect(problems).toEqual([]);
      // axe is a script: it cannot run in a page with JavaScript off. It runs in the same page as
      // served with none of the page's own scripts allowed and its "scripted" mark removed (the
      // head script's), which is what CSS shows without JavaScript.
      const served = await watchedPage(browser(), { viewport: { width: 320, height: 568 } });
      try {
        await served.page.route("**/build/**/*.js", (route) => route.abort("blockedbyclient"));
        await served.page.goto(path);
        await served.page.evaluate(() => document.documentElement.removeAttribute("data-js"));
        await renderDeferredBlocks(served.page);
        await expectNoAxeViolations(served.page, `${path} without JavaScript`);
      } finally {
        await served.context.close();
      }
    } finally {
      await context.close();
    }
  });

  test(`${path} at 320 px with JavaScript: axe finds nothing before the page's script runs and after it hydrates`, { timeout: 90_000 }, async () => {
    const { page, context, problems } = await watchedPage(browser(), { viewport: { width: 320, height: 568 } });
    try {
      // Hold the page's scripts: the served document is what a visitor has until they arrive.
      const held: Route[] = [];
      let holding = true;
      await page.route("**/build/**/*.js", (route) => (holding ? void held.push(route) : route.continue()));
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await page.waitForFunction(() => document.readyState !== "loading");
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
      await renderDeferredBlocks(page);
      await expectNoAxeViolations(page, `${path} before hydration`);
      holding = false;
      for (const route of held) await route.continue();
      await hydrated(page);
      await page.waitForFunction(() => document.querySelectorAll("main figure:not([data-rendered])").length === 0);
      await expect.poll(async () => (await boxes(page)).filter((box) => box.scrolls !== box.stop).length).toBe(0);
      await expectNoAxeViolations(page, `${path} after hydration`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test("/demo never scrolls sideways, at any width, from its first load on", async () => {
  for (const width of WIDTHS) {
    const { page, context, problems } = await watchedPage(browser(), { viewport: { width, height: 800 } });
    try {
      await page.goto("/demo", { waitUntil: "load" });
      const sideways = () => page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
      expect(await sideways(), `${width}px as loaded`).toBe(0);
      // Scrolled to the slider, its island wakes: still nothing sideways.
      await page.getByRole("heading", { name: "Card slider" }).scrollIntoViewIfNeeded();
      await hydrated(page);
      expect(await sideways(), `${width}px once live`).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }
});

for (const javaScriptEnabled of [false, true]) {
  test(`/demo says in one line that the controls need JavaScript, only where it is off (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
    const { page, context, problems } = await watchedPage(browser(), { viewport: { width: 375, height: 667 }, javaScriptEnabled });
    try {
      await page.goto("/demo");
      const line = page.getByText("their controls need JavaScript", { exact: false });
      expect(await line.isVisible()).toBe(!javaScriptEnabled);
      if (!javaScriptEnabled) {
        const box = (await line.boundingBox())!;
        expect(box.y + box.height, "on the first screen").toBeLessThanOrEqual(667);
        expect(await page.locator("main fieldset[disabled], main button[disabled]").count()).toBeGreaterThan(0);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
