import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { SITE_ROUTES } from "~/utils/site-routes";
import { expectNoAxeViolations } from "../helpers/axe";
import { baseURL, browserForFile, hydrated, ROUTES, watchedPage } from "../helpers/browser";

const browser = browserForFile();

/** Scroll to the end and back so lazy images, observers and entrance effects have all run. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 20)));
    }
    window.scrollTo(0, 0);
  });
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** Relative luminance of an `rgb(r, g, b)` string, 0 (black) to 1 (white). */
function luminance(rgb: string) {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test("the page list of the site and of the journeys is the same", () => {
  expect(SITE_ROUTES.map((route) => route.path)).toEqual([...ROUTES]);
});

describe("accessibility (axe, WCAG 2.2 A and AA)", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const path of ROUTES) {
      test(`${path} in the ${colorScheme} theme`, async () => {
        const { page, problems, context } = await watchedPage(browser(), { colorScheme });
        expect((await page.goto(path))?.status()).toBe(200);
        await hydrated(page);
        await scrollThrough(page);
        await expectNoAxeViolations(page, `${path} (${colorScheme})`);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  test("the 404 page in both themes", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const { page, context } = await watchedPage(browser(), { colorScheme });
      await page.goto("/no/such/page");
      await hydrated(page);
      await expectNoAxeViolations(page, `404 (${colorScheme})`);
      await context.close();
    }
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
        await page.getByRole("textbox", { name: /surname/i }).first().waitFor();
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
    for (const colorScheme of ["light", "dark"] as const) {
      test(`${state.name} (${colorScheme})`, async () => {
        const { page, problems, context } = await watchedPage(browser(), { colorScheme });
        expect((await page.goto(state.path))?.status()).toBe(200);
        await hydrated(page);
        await state.open(page);
        await expectNoAxeViolations(page, `${state.name} (${colorScheme})`);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
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

  test("the toggle switches at once, remembers the choice and the server paints it first", async () => {
    const { page, problems, context } = await watchedPage(browser(), { colorScheme: "light" });
    await page.goto("/outdoor");
    await hydrated(page);
    const group = page.getByRole("group", { name: "Theme" });
    await expect(group.getByRole("button", { name: "Auto" }).getAttribute("aria-pressed")).resolves.toBe("true");

    await group.getByRole("button", { name: "Dark" }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === "dark");
    expect(luminance(await bodyBackground(page))).toBeLessThan(0.2);
    await expect(group.getByRole("button", { name: "Dark" }).getAttribute("aria-pressed")).resolves.toBe("true");
    expect(page.url()).toBe(`${baseURL()}/outdoor`);
    await page.waitForFunction(() => document.cookie.includes("theme=dark"));

    // No flash: the very first HTML of the next page already carries the theme, on every page.
    for (const path of ROUTES) {
      const response = await context.request.get(path);
      expect(await response.text(), path).toMatch(/<html lang="en" data-theme="dark"/);
    }
    await expectNoAxeViolations(page, "/outdoor with the toggle on dark");

    await group.getByRole("button", { name: "Auto" }).click();
    await page.waitForFunction(() => !document.documentElement.hasAttribute("data-theme"));
    await page.waitForFunction(() => !document.cookie.includes("theme="));
    expect((await context.request.get("/outdoor").then((r) => r.text())).match(/<html[^>]*>/)?.[0]).toBe('<html lang="en">');
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a stored light choice wins over a dark system setting", async () => {
    const { page, context } = await watchedPage(browser(), { colorScheme: "dark" });
    await context.addCookies([{ name: "theme", value: "light", url: baseURL() }]);
    await page.goto("/");
    expect(await page.locator("html").getAttribute("data-theme")).toBe("light");
    expect(luminance(await bodyBackground(page))).toBeGreaterThan(0.5);
    await context.close();
  });

  test("the toggle works without JavaScript", async () => {
    const { page, context } = await watchedPage(browser(), { javaScriptEnabled: false, colorScheme: "light" });
    await page.goto("/woodwork");
    await page.getByRole("button", { name: "Dark" }).click();
    await page.waitForURL("**/woodwork");
    expect(await page.locator("html").getAttribute("data-theme")).toBe("dark");
    expect(luminance(await bodyBackground(page))).toBeLessThan(0.2);
    await context.close();
  });
});
