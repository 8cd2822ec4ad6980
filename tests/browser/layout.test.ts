// Every page, in every state a visitor can open, at every width the site is designed for, in the
// light and the dark theme: no sideways scroll, no text cut off, no control alone on its line
// (tests/helpers/layout-checks.ts). Each state is opened once at 320 px, then the window is widened
// step by step, as a visitor rotating a tablet or resizing a window would.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import site from "../../app/content/site.json";
import { browserForFile, hydrated, layoutSettled, resizeSettled, watchedPage, type Watched } from "../helpers/browser";
import { layoutProblems, renderDeferredBlocks } from "../helpers/layout-checks";
import { ALL_STATES, OPEN_STATES, PAGE_STATES, THEMES, WIDTHS, type PageState } from "../helpers/page-states";

const browser = browserForFile();

test("the states have distinct names, and cover the modals, the carousel and the demo widgets", () => {
  const names = ALL_STATES.map((state) => state.name);
  expect(new Set(names).size).toBe(names.length);
  expect(OPEN_STATES.filter((state) => state.dialog).length).toBeGreaterThan(3);
});

/** Opens a state in a fresh page at the narrowest width and waits until it is laid out. */
async function openState(b: Browser, state: PageState, javaScriptEnabled: boolean): Promise<Watched> {
  const watched = await watchedPage(b, { viewport: { width: WIDTHS[0], height: 800 }, javaScriptEnabled, reducedMotion: "reduce" });
  const { page } = watched;
  const response = await page.goto(state.path);
  expect(response?.status()).toBe(state.notFound ? 404 : 200);
  if (javaScriptEnabled) {
    await hydrated(page);
    await state.open?.(page);
    if (state.dialog) await page.getByRole("dialog").waitFor();
    await layoutSettled(page);
  } else {
    await renderDeferredBlocks(page);
  }
  return watched;
}

/**
 * The theme a width is checked in: light and dark take turns, so every state is seen in both.
 * (The themes change colours only; the screenshots show every width in both.)
 */
const themeAt = (width: number) => THEMES[WIDTHS.indexOf(width as (typeof WIDTHS)[number]) % THEMES.length]!;

/** The problems at one width. */
async function problemsAt(page: Page, width: number, javaScriptEnabled: boolean) {
  await page.setViewportSize({ width, height: 800 });
  await page.emulateMedia({ colorScheme: themeAt(width) });
  // Widgets that measure themselves re-measure on resize; give them their frames (there are no
  // frames to wait for without JavaScript: reading the layout lays it out).
  if (javaScriptEnabled) await resizeSettled(page);
  return layoutProblems(page);
}

// With JavaScript off the pages are the same CSS without their enhancements: checked at the
// narrowest width, where the sidebar turns into a column, and the widest.
const NO_JS_WIDTHS = [320, 1024, 1920] as const;

for (const [javaScriptEnabled, states, widths] of [
  [true, ALL_STATES, WIDTHS],
  [false, PAGE_STATES, NO_JS_WIDTHS],
] as const) {
  for (const state of states) {
    describe(`${state.name} (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
      let watched: Watched | undefined;
      beforeAll(async () => {
        watched = await openState(browser(), state, javaScriptEnabled);
      });
      afterAll(async () => {
        await watched?.context.close();
      });
      test.each(widths)(`${state.path} at %i px: no sideways scroll, nothing cut off, no control alone on its line`, async (width) => {
        expect(await problemsAt(watched!.page, width, javaScriptEnabled)).toEqual([]);
        expect(watched!.problems.filter((problem) => !(state.notFound && problem.includes("404")))).toEqual([]);
      });
    });
  }
}

describe("the sidebar", () => {
  test("the stacked sidebar runs the full width (no strip of page beside it); the e-mail breaks only before its @; the theme buttons share a line", async () => {
    const { page, problems, context } = await watchedPage(browser(), { viewport: { width: WIDTHS[0], height: 800 } });
    await page.goto("/");
    await hydrated(page);
    const header = page.locator("body > div header").first();
    const email = header.locator("a[href^='mailto:']");
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const box = (await header.boundingBox())!;
      if (width < 1024) {
        expect(box.x, `${width}px`).toBe(0);
        expect(box.width, `${width}px`).toBe(await page.evaluate(() => window.innerWidth));
      }
      // The address's two halves (split by a <wbr> before the "@"): each on one line, and at
      // 1024 px and up, both on the same one.
      const halves = await email.evaluate((link) =>
        [...link.querySelector("span")!.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return { text: node.textContent, lines: [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))] };
          }),
      );
      expect(halves.map((half) => half.text).join(""), `${width}px`).toBe(site.email);
      for (const half of halves) expect(half.lines, `${width}px: "${half.text}" breaks mid-word`).toHaveLength(1);
      if (width >= 1024) expect(new Set(halves.flatMap((half) => half.lines)).size, `${width}px: the e-mail wraps`).toBe(1);

      const buttons = await header.getByRole("group", { name: "Theme" }).getByRole("button").evaluateAll((all) => all.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(new Set(buttons).size, `${width}px: the theme buttons' lines`).toBe(1);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
