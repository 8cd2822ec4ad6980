import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { readThrough } from "../../scripts/lib/read-through";
import { browserForFile, hydrated, layoutSettled, ROUTES, watchedPage } from "../helpers/browser";

const browser = browserForFile();

/**
 * Marks every control a keyboard user must be able to reach (visible, enabled, not removed from
 * the tab order, one per radio group) with data-kb, and returns how many there are.
 */
function markTabbables(page: Page) {
  return page.evaluate(() => {
    const selector = "a[href], button, input, select, textarea, summary, [tabindex], [contenteditable=true], audio[controls], video[controls], iframe";
    const radiosSeen = new Set<string>();
    let count = 0;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.tabIndex < 0 || el.closest("[inert], [aria-hidden=true]")) continue;
      if ((el as HTMLButtonElement).disabled || (el as HTMLInputElement).type === "hidden") continue;
      if (!el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions) && !el.matches("[href='#main']")) continue;
      if (el instanceof HTMLInputElement && el.type === "radio") {
        const checked = document.querySelector(`input[type=radio][name="${el.name}"]:checked`);
        if (radiosSeen.has(el.name) || (checked && checked !== el)) continue;
        radiosSeen.add(el.name);
      }
      el.dataset.kb = String(count++);
    }
    return count;
  });
}

type Stop = { kb: string | null; label: string; visibleFocus: boolean; inViewport: boolean };

/** What the focused element is and whether a sighted keyboard user can see where focus is. */
function focusState(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    const rect = el.getBoundingClientRect();
    const inViewport = rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth && rect.width > 0;
    const label = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    return { kb: el.dataset.kb ?? null, label, visibleFocus: el.matches(":focus-visible") && (outline || ring), inViewport };
  });
}

describe("keyboard only", () => {
  for (const path of ROUTES) {
    test(`${path}: Tab reaches every control, focus always shows, and nothing traps it`, async () => {
      const { page, problems, context } = await watchedPage(browser(), { viewport: { width: 1280, height: 800 } });
      expect((await page.goto(path))?.status()).toBe(200);
      await hydrated(page);
      await layoutSettled(page);
      const expected = await markTabbables(page);
      expect(expected).toBeGreaterThan(5);
      const reached = new Set<string>();
      const invisible: string[] = [];
      let leftThePage = false;
      // Enough presses to go round once; reaching the end of the page proves no trap.
      for (let press = 0; press < expected + 5; press++) {
        await page.keyboard.press("Tab");
        const stop = await focusState(page);
        if (!stop) {
          leftThePage = true;
          break;
        }
        if (stop.kb) reached.add(stop.kb);
        if (!stop.visibleFocus || !stop.inViewport) invisible.push(stop.label);
      }
      expect(leftThePage, "Tab never left the page: a keyboard trap").toBe(true);
      expect(invisible, "focused without a visible focus indicator").toEqual([]);
      const missed = await page.evaluate(
        (seen) =>
          Array.from(document.querySelectorAll<HTMLElement>("[data-kb]"))
            .filter((el) => !seen.includes(el.dataset.kb!))
            .map((el) => el.outerHTML.slice(0, 120)),
        [...reached],
      );
      expect(missed, "controls Tab never reached").toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  test("the skip link is the first stop and moves focus to the main content", async () => {
    const { page, context } = await watchedPage(browser());
    await page.goto("/outdoor");
    await hydrated(page);
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Skip to main content");
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
    await context.close();
  });

  test("the theme toggle works from the keyboard", async () => {
    const { page, context } = await watchedPage(browser(), { colorScheme: "light" });
    await page.goto("/demo");
    await hydrated(page);
    await page.getByRole("button", { name: "Dark" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.documentElement.dataset.theme === "dark");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await page.waitForFunction(() => document.documentElement.dataset.theme === "light");
    await context.close();
  });

  // Dialogs are the one place focus may be held: Tab cycles inside, Escape closes, focus returns.
  test("home: the curriculum modal holds focus until Escape, then returns it", async () => {
    const { page, problems, context } = await watchedPage(browser());
    await page.goto("/");
    await hydrated(page);
    const trigger = page.getByRole("link", { name: "view the curriculum" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor();
    const insideDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")));
    for (let i = 0; i < 40; i++) {
      expect(await insideDialog(), `after ${i} Tab presses`).toBe(true);
      await page.keyboard.press(i % 7 === 6 ? "Shift+Tab" : "Tab");
    }
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("prefers-reduced-motion", () => {
  for (const path of ROUTES) {
    test(`${path}: nothing moves by itself`, async () => {
      const { page, problems, context } = await watchedPage(browser(), { reducedMotion: "reduce", viewport: { width: 1280, height: 800 } });
      // The page's timers and frames on a clock of the test's: time is made to pass, not waited for.
      await page.clock.install();
      expect((await page.goto(path))?.status()).toBe(200);
      await hydrated(page);
      await readThrough(page);
      await page.waitForLoadState("networkidle");
      const moving = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === "running")
          .map((a) => ({ a, timing: a.effect?.getComputedTiming() }))
          .filter(({ timing }) => timing && (timing.iterations === Infinity || Number(timing.duration) > 10))
          .map(({ a }) => `${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? "animation"} on ${(a.effect as KeyframeEffect)?.target?.tagName}`),
      );
      expect(moving).toEqual([]);
      // Script-driven motion (a carousel, a ticking ring) shows up as a changing picture.
      const before = await page.screenshot();
      await page.clock.runFor(1500);
      const after = await page.screenshot();
      expect(after.equals(before), "the page changed by itself within 1.5 s").toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
