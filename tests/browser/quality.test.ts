import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { SITE_ROUTES } from "~/utils/site-routes";
import { readThrough } from "../../scripts/lib/read-through";
import { animationsSettled, expectNoAxeViolations, stopRotation } from "../helpers/axe";
import { baseURL, browserForFile, documentHydrated, hydrated, LIGHTHOUSE_SCREENS, ROUTES, watchedPage } from "../helpers/browser";

const browser = browserForFile();

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** Relative luminance of an `rgb(r, g, b)` string, 0 (black) to 1 (white). */
function luminance(rgb: string) {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? [])
    .slice(0, 3)
    .map(Number)
    .map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test("the page list of the site and of the journeys is the same", () => {
  expect(SITE_ROUTES.map((route) => route.path)).toEqual([...ROUTES]);
});

/**
 * Checks the page as it is now with axe in the light theme, then turns the system setting to dark
 * and checks it again: the themes change colours only, so one load serves both. Each check waits
 * for the colours' transitions to end, and the dark one first makes sure the page did turn dark.
 */
async function expectNoAxeViolationsInBothThemes(page: Page, label: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await animationsSettled(page);
    expect(luminance(await bodyBackground(page)) < 0.2, `${label}: the page is ${colorScheme}`).toBe(colorScheme === "dark");
    await expectNoAxeViolations(page, `${label} (${colorScheme})`);
  }
}

describe("accessibility (axe, WCAG 2.2 A and AA)", () => {
  for (const path of ROUTES) {
    test(`${path} in the light and the dark theme`, async () => {
      const { page, problems, context } = await watchedPage(browser(), { colorScheme: "light" });
      expect((await page.goto(path))?.status()).toBe(200);
      await hydrated(page);
      // To the end and back, so lazy images, observers and entrance effects have all run.
      await readThrough(page);
      await stopRotation(page);
      await expectNoAxeViolationsInBothThemes(page, path);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  // Lighthouse runs axe on a page as it loaded: nothing scrolled, no key pressed, the islands as
  // served. The journeys above press a key (hydrated) and read the page through; this one leaves
  // it alone. Reduced motion keeps a carousel still without a click on its control.
  test("every page as Lighthouse's axe sees it: loaded on a phone and left alone", async () => {
    const { page, problems, context } = await watchedPage(browser(), { ...LIGHTHOUSE_SCREENS.phone, reducedMotion: "reduce" });
    for (const path of ROUTES) {
      expect((await page.goto(path, { waitUntil: "load" }))?.status()).toBe(200);
      await documentHydrated(page);
      await expectNoAxeViolations(page, `${path} as loaded`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the 404 page in both themes", async () => {
    const { page, context } = await watchedPage(browser(), { colorScheme: "light" });
    await page.goto("/no/such/page");
    await hydrated(page);
    await expectNoAxeViolationsInBothThemes(page, "404");
    await context.close();
  });

  // Every interactive state is checked with axe too, in both themes. Add one entry per state:
  // where it is and how a visitor opens it; the check itself is the same for all.
  const STATES: { name: string; path: string; open: (page: Page) => Promise<void> }[] = [
    {
      name: "home: the curriculum modal open",
      path: "/",
      open: async (page) => {
        await page.getByRole("link", { name: "view the curriculum" }).click();
        await page.getByRole("dialog").waitFor();
      },
    },
    {
      name: "home: a project modal open",
      path: "/",
      open: async (page) => {
        await page.locator("section[aria-labelledby=projects] li > a").first().click();
        await page.getByRole("dialog").waitFor();
      },
    },
    {
      name: "outdoor: the carousel open",
      path: "/outdoor",
      open: async (page) => {
        await page.locator("main a[href^='/generated/']").first().click();
        await page.getByRole("dialog").waitFor();
      },
    },
    {
      name: "demo: a table filter box open",
      path: "/demo",
      open: async (page) => {
        await page.getByRole("button", { name: "Filter surname" }).click();
        await page
          .getByRole("textbox", { name: /surname/i })
          .first()
          .waitFor();
      },
    },
    {
      name: "a lesson: an example's output shown and another example's editor open",
      path: "/js-doc/this-in-javascript",
      open: async (page) => {
        await page.getByRole("button", { name: /^Esegui l'esempio 1,/ }).click();
        await page.locator("[data-state=done]").waitFor();
        await page.getByRole("button", { name: /^Modifica l'esempio 2,/ }).click();
        await page.getByRole("textbox", { name: /^Codice dell'esempio 2,/ }).waitFor();
      },
    },
    {
      name: "demo: the counter form showing an error",
      path: "/demo",
      open: async (page) => {
        await page.getByRole("textbox", { name: "Start date" }).fill("2026/13/01 10:00");
        await page.getByRole("button", { name: "Start the countdown" }).click();
        await page.locator("input[aria-invalid=true]").first().waitFor();
      },
    },
  ];
  for (const state of STATES) {
    test(`${state.name}, in the light and the dark theme`, async () => {
      const { page, problems, context } = await watchedPage(browser(), { colorScheme: "light" });
      expect((await page.goto(state.path))?.status()).toBe(200);
      await hydrated(page);
      await state.open(page);
      await expectNoAxeViolationsInBothThemes(page, state.name);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe("dark mode", () => {
  test("follows the system setting when nothing is chosen", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const { page, context } = await watchedPage(browser(), { colorScheme });
      await page.goto("/woodwork");
      expect(await page.locator("html").getAttribute("data-theme")).toBeNull();
      const dark = luminance(await bodyBackground(page)) < 0.2;
      expect(dark, colorScheme).toBe(colorScheme === "dark");
      await context.close();
    }
  });

  test("the toggle switches at once and remembers the choice in this browser, never on the server", async () => {
    const { page, problems, context } = await watchedPage(browser(), { colorScheme: "light" });
    await page.goto("/outdoor");
    await hydrated(page);
    const group = page.getByRole("group", { name: "Theme" });
    await expect(group.getByRole("button", { name: "Auto" }).getAttribute("aria-pressed")).resolves.toBe("true");

    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
    await group.getByRole("button", { name: "Dark" }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === "dark");
    expect(luminance(await bodyBackground(page))).toBeLessThan(0.2);
    await expect(group.getByRole("button", { name: "Dark" }).getAttribute("aria-pressed")).resolves.toBe("true");
    expect(page.url()).toBe(`${baseURL()}/outdoor`);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    // Nothing was sent anywhere, and no cookie was set.
    expect(requests.filter((r) => !r.startsWith("GET "))).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    await expectNoAxeViolations(page, "/outdoor with the toggle on dark");

    await group.getByRole("button", { name: "Auto" }).click();
    await page.waitForFunction(() => !document.documentElement.hasAttribute("data-theme"));
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a stored choice is painted before the page's scripts run: no flash, on every page", async () => {
    const { page, problems, context } = await watchedPage(browser(), { colorScheme: "light" });
    await context.addInitScript(() => localStorage.setItem("theme", "dark"));
    // Hold the page's modules back until it has been looked at: whatever shows before they arrive
    // is the first paint. (A timed hold raced the checks on a loaded machine.)
    let release = () => {};
    let held = Promise.resolve();
    await context.route("**/build/**/*.js", async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    for (const path of ROUTES) {
      held = new Promise((resolve) => (release = resolve));
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const early = await page.evaluate(() => ({ theme: document.documentElement.dataset.theme, hydrated: document.documentElement.hasAttribute("data-hydrated") }));
      expect(early, path).toEqual({ theme: "dark", hydrated: false });
      expect(luminance(await bodyBackground(page)), path).toBeLessThan(0.2);
      // The pressed button is drawn from the page's theme before hydration sets aria-pressed.
      const pressed = await page.evaluate(() => getComputedStyle(document.querySelector("[data-value=dark]")!).fontWeight);
      expect(pressed, path).toBe("700");
      release();
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a stored light choice wins over a dark system setting, and the server sends every visitor the same page", async () => {
    const { page, context } = await watchedPage(browser(), { colorScheme: "dark" });
    await context.addInitScript(() => localStorage.setItem("theme", "light"));
    const response = await page.goto("/");
    expect(await page.locator("html").getAttribute("data-theme")).toBe("light");
    expect(luminance(await bodyBackground(page))).toBeGreaterThan(0.5);
    const fresh = await fetch(`${baseURL()}/`, { headers: { "accept-encoding": response?.headers()["content-encoding"] ?? "identity" } });
    expect(response?.headers().etag).toBe(fresh.headers.get("etag"));
    await context.close();
  });

  test("a choice made in another tab shows here too", async () => {
    const { page, context } = await watchedPage(browser(), { colorScheme: "light" });
    const other = await context.newPage();
    await page.goto("/woodwork");
    await other.goto("/demo");
    await hydrated(page);
    await hydrated(other);
    await other.getByRole("group", { name: "Theme" }).getByRole("button", { name: "Dark" }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === "dark");
    await expect(page.getByRole("button", { name: "Dark" }).getAttribute("aria-pressed")).resolves.toBe("true");
    await context.close();
  });

  test("without JavaScript the page follows the system, and the toggle, which could not work, is not shown", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const { page, context } = await watchedPage(browser(), { javaScriptEnabled: false, colorScheme });
      await page.goto("/woodwork");
      expect(luminance(await bodyBackground(page)) < 0.2, colorScheme).toBe(colorScheme === "dark");
      expect(await page.getByRole("group", { name: "Theme" }).isVisible()).toBe(false);
      expect(await page.getByRole("button", { name: "Dark" }).count()).toBe(0);
      await context.close();
    }
  });
});
