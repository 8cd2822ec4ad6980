// Every page, in every state a visitor can open, at every width the site is designed for, in the
// light and the dark theme: no sideways scroll, no text cut off, no control alone on its line
// (tests/helpers/layout-checks.ts). Each state is opened once at 320 px, then the window is widened
// step by step, as a visitor rotating a tablet or resizing a window would.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import site from "../../app/content/site.json";
import { browserForFile, hydrated, layoutSettled, resizeSettled, watchedPage, type Watched } from "../helpers/browser";
import { layoutProblems } from "../helpers/layout-checks";
import { ALL_STATES, OPEN_STATES, PAGE_STATES, THEMES, WIDTHS, type PageState } from "../helpers/page-states";

const browser = browserForFile();

test("the states have distinct names, and cover the modals, the carousel and the demo widgets", () => {
  const names = ALL_STATES.map((state) => state.name);
  expect(new Set(names).size).toBe(names.length);
  expect(OPEN_STATES.filter((state) => state.dialog).length).toBeGreaterThan(3);
});

// Issue 23: on a phone the first screen is the page, not the profile. The shell there is a bar at
// most 72 px tall; each page's h1 and the start of what follows it show on the first screen of the
// two commonest small phones, as the page first loads, with JavaScript and without; and nothing
// scrolls sideways from the first paint on, before any island has woken.
const PHONES = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
] as const;
const BAR_MAX = 72;

type FirstScreen = { header: number; h1: { top: number; bottom: number }; next: number | null; sideways: number };

/** Where the bar, the h1 and the start of the content are on the screen as it is now. */
function firstScreen(page: Page): Promise<FirstScreen> {
  return page.evaluate(() => {
    const header = document.querySelector("body > div header")!.getBoundingClientRect();
    const h1 = document.querySelector("main h1");
    const box = h1!.getBoundingClientRect();
    // The first block after the title that has text or an image: the content begins there.
    let next: Element | null = h1;
    while (next && !next.nextElementSibling && next.parentElement !== document.querySelector("main")) next = next.parentElement;
    next = next?.nextElementSibling ?? null;
    while (next && !(next.textContent?.trim() || next.querySelector("img"))) next = next.nextElementSibling;
    const root = document.documentElement;
    return {
      header: Math.round(header.height),
      h1: { top: Math.round(box.top), bottom: Math.round(box.bottom) },
      next: next ? Math.round(next.getBoundingClientRect().top) : null,
      sideways: root.scrollWidth - root.clientWidth,
    };
  });
}

function expectFirstScreen(first: FirstScreen, height: number) {
  expect(first.header, "the bar's height").toBeLessThanOrEqual(BAR_MAX);
  expect(first.h1.top, "the h1 starts below the bar").toBeGreaterThanOrEqual(first.header);
  expect(first.h1.bottom, "the h1 ends on the first screen").toBeLessThanOrEqual(height);
  expect(first.next, "something follows the h1").not.toBeNull();
  // The start of the content: at least two lines' worth of it (48 px) above the fold.
  expect(first.next!, "the content starts on the first screen").toBeLessThanOrEqual(height - 48);
  expect(first.sideways, "sideways scroll at first load").toBe(0);
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

type Opened = Watched & {
  /** A page state's first screen as it loaded at each phone size (without JavaScript, both). */
  first: { viewport: (typeof PHONES)[number]; screen: FirstScreen }[];
  /** Sideways scroll once hydrated, at the first phone's size. */
  sidewaysHydrated?: number;
};

/**
 * Opens a state in a fresh page at the narrowest width and waits until it is laid out. A page
 * state opens on the smallest phone's screen, and its first screen is taken as it loads: with
 * JavaScript off, also at the second phone's size (the same CSS laid out again is what loading
 * there gives); with JavaScript on, that load is a test of its own below.
 */
async function openState(b: Browser, state: PageState, javaScriptEnabled: boolean): Promise<Opened> {
  const isPage = PAGE_STATES.includes(state);
  const watched = await watchedPage(b, { viewport: isPage ? PHONES[0] : { width: WIDTHS[0], height: 800 }, javaScriptEnabled, reducedMotion: "reduce" });
  const { page } = watched;
  const response = await page.goto(state.path);
  expect(response?.status()).toBe(state.notFound ? 404 : 200);
  const first: Opened["first"] = [];
  if (isPage) {
    first.push({ viewport: PHONES[0], screen: await firstScreen(page) });
    if (!javaScriptEnabled) {
      await page.setViewportSize(PHONES[1]);
      first.push({ viewport: PHONES[1], screen: await firstScreen(page) });
    }
  }
  let sidewaysHydrated: number | undefined;
  if (javaScriptEnabled) {
    await hydrated(page);
    if (isPage) sidewaysHydrated = await sideways(page);
    await state.open?.(page);
    if (state.dialog) await page.getByRole("dialog").waitFor();
    await layoutSettled(page);
  }
  return { ...watched, first, sidewaysHydrated };
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
      let watched: Opened | undefined;
      beforeAll(async () => {
        watched = await openState(browser(), state, javaScriptEnabled);
      });
      afterAll(async () => {
        await watched?.context.close();
      });
      if (PAGE_STATES.includes(state)) {
        const sizes = (javaScriptEnabled ? PHONES.slice(0, 1) : PHONES).map(({ width, height }) => `${width} × ${height}`).join(" and ");
        test(`${state.path} at ${sizes}: the bar, the h1 and the start of the content on the first screen, and no sideways scroll as it loads`, () => {
          expect(watched!.first.map(({ viewport }) => viewport)).toEqual(javaScriptEnabled ? PHONES.slice(0, 1) : PHONES);
          for (const { viewport, screen } of watched!.first) expectFirstScreen(screen, viewport.height);
          if (javaScriptEnabled) expect(watched!.sidewaysHydrated, "sideways scroll once hydrated").toBe(0);
        });
      }
      test.each(widths)(`${state.path} at %i px: no sideways scroll, nothing cut off, no control alone on its line`, async (width) => {
        expect(await problemsAt(watched!.page, width, javaScriptEnabled)).toEqual([]);
        expect(watched!.problems.filter((problem) => !(state.notFound && problem.includes("404")))).toEqual([]);
      });
    });
  }
}

// The second phone's first screen with JavaScript on, as that page loads there (the first phone's
// is taken where each state opens above; without JavaScript both are).
for (const javaScriptEnabled of [true, false]) {
  describe(`the first screen of a phone (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    if (javaScriptEnabled) {
      const viewport = PHONES[1];
      test.each(PAGE_STATES.map((state) => [state.path, viewport.width, viewport.height, state] as const))(
        "%s at %i × %i: the bar, the h1 and the start of the content, and no sideways scroll as it loads",
        async (path, _width, height, state) => {
          const { page, context, problems } = await watchedPage(browser(), { viewport, javaScriptEnabled });
          try {
            const response = await page.goto(path, { waitUntil: "load" });
            expect(response?.status()).toBe(state.notFound ? 404 : 200);
            expectFirstScreen(await firstScreen(page), height);
            await hydrated(page);
            expect(await sideways(page), "sideways scroll once hydrated").toBe(0);
            expect(problems.filter((problem) => !(state.notFound && problem.includes("404")))).toEqual([]);
          } finally {
            await context.close();
          }
        },
      );
    }

    test("each of the five sections is two taps away: the menu, then the link", async () => {
      const { page, context, problems } = await watchedPage(browser(), { viewport: PHONES[0], javaScriptEnabled, hasTouch: true });
      try {
        for (const target of ["/outdoor", "/woodwork", "/js-doc", "/demo", "/"]) {
          await page.goto("/js-doc/this-in-javascript");
          if (javaScriptEnabled) await hydrated(page);
          const header = page.locator("body > div header");
          const menu = header.getByText("Menu", { exact: true });
          expect(await menu.boundingBox().then((box) => box!.y + box!.height)).toBeLessThanOrEqual(BAR_MAX);
          await menu.tap();
          const link = header.getByRole("navigation", { name: "Site" }).locator(`a[href="${target}"]`);
          expect(await link.isVisible(), `${target} shows in the open menu`).toBe(true);
          const box = (await link.boundingBox())!;
          expect(box.y + box.height, `${target}: on the first screen`).toBeLessThanOrEqual(PHONES[0].height);
          await link.tap();
          await page.waitForURL((url) => url.pathname === target);
          if (javaScriptEnabled) {
            // A client navigation keeps the shell: the menu closes behind it.
            await page.waitForFunction(() => !document.querySelector("body > div header details")?.hasAttribute("open"));
          }
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });

    // Issue 55: a tap on the page below the open panel left it open. Without JavaScript it is the
    // <details> it always was: its button opens and closes it, and a tap elsewhere does nothing.
    test(`at 375 × 667 with touch, a tap outside the open menu ${javaScriptEnabled ? "closes it" : "leaves it, and its button closes it"}`, async () => {
      const { page, context, problems } = await watchedPage(browser(), { viewport: PHONES[1], javaScriptEnabled, hasTouch: true, isMobile: true });
      try {
        await page.goto("/js-doc/this-in-javascript");
        if (javaScriptEnabled) await hydrated(page);
        const menu = page.locator("body > div header details");
        const isOpen = () => menu.evaluate((details: HTMLDetailsElement) => details.open);
        const button = page.locator("body > div header summary");
        await button.tap();
        expect(await isOpen()).toBe(true);
        const panel = (await menu.locator("summary + div").boundingBox())!;
        // Below the panel, on the page's text: the first point down the screen where nothing of
        // the page takes a tap.
        const below = await page.evaluate((top) => {
          for (let y = Math.ceil(top) + 16; y < innerHeight - 8; y += 8) {
            for (let x = 24; x < innerWidth - 24; x += 24) {
              const hit = document.elementsFromPoint(x, y).find((el) => !el.closest("header"));
              if (hit && !hit.closest('a, button, summary, input, label, [tabindex]:not([tabindex="-1"])')) return { x, y };
            }
          }
          return null;
        }, panel.y + panel.height);
        expect(below, "a point below the panel that takes no tap").not.toBeNull();
        await page.touchscreen.tap(below!.x, below!.y);
        if (javaScriptEnabled) {
          await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>("body > div header details")!.open);
          // Opened again, a tap inside its panel (below its last link) keeps it open; a finger
          // that scrolls the page from below it scrolls the page and keeps it open too.
          await button.tap();
          expect(await isOpen()).toBe(true);
          await page.touchscreen.tap(panel.x + panel.width / 2, panel.y + panel.height - 6);
          expect(await isOpen()).toBe(true);
          const cdp = await context.newCDPSession(page);
          const touch = (type: "touchStart" | "touchMove" | "touchEnd", y?: number) =>
            cdp.send("Input.dispatchTouchEvent", { type, touchPoints: y === undefined ? [] : [{ x: below!.x, y }] });
          await touch("touchStart", below!.y);
          for (let step = 1; step <= 20; step++) await touch("touchMove", below!.y - step * 10);
          // Held still before it lifts: no fling after it.
          for (let step = 0; step < 5; step++) await touch("touchMove", below!.y - 200);
          await touch("touchEnd");
          await page.waitForFunction(() => window.scrollY > 100);
          expect(await isOpen()).toBe(true);
        } else expect(await isOpen()).toBe(true);
        await button.tap();
        expect(await isOpen()).toBe(false);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}

describe("the shell at every width", () => {
  test("below 1024 px a full-width bar and the profile after the content; from 1024 px the sidebar column; the e-mail breaks only before its @; the theme buttons share a line", async () => {
    const { page, problems, context } = await watchedPage(browser(), { viewport: { width: WIDTHS[0], height: 800 } });
    await page.goto("/");
    await hydrated(page);
    const header = page.locator("body > div header").first();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const box = (await header.boundingBox())!;
      // The profile, e-mail and theme show once: in the sidebar, or after the page's content.
      const email = page.locator("a[href^='mailto:']:visible");
      expect(await email.count(), `${width}px: e-mail links shown`).toBe(1);
      const main = (await page.locator("main").boundingBox())!;
      const emailBox = (await email.boundingBox())!;
      if (width < 1024) {
        expect(box.x, `${width}px`).toBe(0);
        expect(box.width, `${width}px`).toBe(await page.evaluate(() => window.innerWidth));
        expect(box.height, `${width}px: the bar`).toBeLessThanOrEqual(BAR_MAX);
        expect(emailBox.y, `${width}px: the e-mail after the content`).toBeGreaterThan(main.y + main.height);
      } else {
        expect(box.height, `${width}px: the column`).toBe(800);
        expect(emailBox.x + emailBox.width, `${width}px: the e-mail in the column`).toBeLessThanOrEqual(box.width);
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

      const buttons = await page
        .getByRole("group", { name: "Theme" })
        .getByRole("button")
        .evaluateAll((all) => all.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(buttons, `${width}px: one theme group shown`).toHaveLength(3);
      expect(new Set(buttons).size, `${width}px: the theme buttons' lines`).toBe(1);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  // Issue 55: at 1366 x 768, 1280 x 800 and 1024 x 768 the column was 24-56 px taller than the
  // window: the theme buttons were cut off, and the first wheel notches over it scrolled it.
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1280, height: 800 },
    { width: 1024, height: 640 },
    { width: 1440, height: 900 },
  ]) {
    const size = `${viewport.width}x${viewport.height}`;
    for (const javaScriptEnabled of [true, false]) {
      test(`${size}, JavaScript ${javaScriptEnabled ? "on" : "off"}: everything in the sidebar is in the window, and each wheel notch over it scrolls the page`, async () => {
        const { page, problems, context } = await watchedPage(browser(), { viewport, javaScriptEnabled });
        try {
          for (const path of ["/", "/js-doc/this-in-javascript"]) {
            await page.goto(path);
            if (javaScriptEnabled) await hydrated(page);
            const outside = await page.evaluate(() => {
              const header = document.querySelector("body > div header")!;
              const shown = [...header.querySelectorAll("a, button, img, p, h1, h2, span, [role=group]")].filter(
                (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden",
              );
              return {
                count: shown.length,
                cut: shown
                  .filter((el) => el.getBoundingClientRect().bottom > innerHeight || el.getBoundingClientRect().top < 0)
                  .map((el) => `${el.tagName} "${el.textContent?.trim().slice(0, 30)}"`),
                scrolls: header.scrollHeight > header.clientHeight,
              };
            });
            expect(outside.count, `${path}: elements in the sidebar`).toBeGreaterThan(15);
            expect(outside.cut, `${path}: cut at the window's edge`).toEqual([]);
            expect(outside.scrolls, `${path}: the column scrolls`).toBe(false);
            if (javaScriptEnabled) expect(await page.getByRole("group", { name: "Theme" }).getByRole("button").count()).toBe(3);
          }
          // Each notch moves the page, from the sidebar as from the content.
          for (const [x, label] of [
            [150, "over the sidebar"],
            [viewport.width - 200, "over the content"],
          ] as const) {
            await page.evaluate(() => window.scrollTo(0, 0));
            await page.mouse.move(x, viewport.height / 2);
            for (const notch of [1, 2]) {
              const before = await page.evaluate(() => window.scrollY);
              await page.mouse.wheel(0, 100);
              await page.waitForFunction((y) => window.scrollY > y, before, { timeout: 5000 }).catch(() => undefined);
              expect(await page.evaluate(() => window.scrollY), `${label}, notch ${notch}`).toBeGreaterThan(before);
            }
          }
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
