// The demo page's paginator, slider and table are islands (app/components/island.tsx): HTML from
// the loader at once, their code only when one shows on the screen or the visitor presses a key. Decision
// 0005, "Follow-up".
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { browserForFile, documentHydrated, LIGHTHOUSE_SCREENS, watchedPage, type Watched } from "../helpers/browser";

const browser = browserForFile();

const ISLANDS = ["demo-paginator", "demo-slider", "demo-table"];
const PARTS = /\/demo-parts-[A-Z0-9]+\.js$/;

const island = (page: Page, block: string) => page.locator(`section[aria-labelledby="${block}"] [data-island]`);
const state = (page: Page, block: string) => island(page, block).getAttribute("data-island");
const scrollTo = (page: Page, block: string) => page.locator(`section[aria-labelledby="${block}"]`).evaluate((element) => element.scrollIntoView());

/**
 * Opens `path` on a phone-sized screen with the console watched (`before` runs first, to route
 * requests), waits for the page's hydration (not the islands'), runs the journey, and closes.
 */
async function onPhone(path: string, journey: (watched: Watched) => Promise<void>, before?: (page: Page) => Promise<unknown>) {
  const watched = await watchedPage(browser(), LIGHTHOUSE_SCREENS.phone);
  try {
    await before?.(watched.page);
    await watched.page.goto(path, { waitUntil: "networkidle" });
    await documentHydrated(watched.page);
    await journey(watched);
  } finally {
    await watched.context.close();
  }
}

test("on a phone's first screen the blocks below are served HTML, their code not fetched, until a visitor scrolls to one", async () => {
  const requested: string[] = [];
  await onPhone(
    "/demo",
    async ({ page, problems }) => {
      // Two idle periods of the page's: whatever the load would wake has woken.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
      for (const block of ISLANDS) expect(await state(page, block)).toBe("served");
      expect(requested.filter((path) => PARTS.test(path))).toEqual([]);
      // Served HTML: the table reads, its controls wait (disabled, as before any hydration).
      expect(await island(page, "demo-table").getByRole("table").getByRole("row").count()).toBeGreaterThan(1);
      expect(await island(page, "demo-table").locator("thead button").first().isDisabled()).toBe(true);

      // Scrolling to the table brings the blocks' code and the table goes live.
      await scrollTo(page, "demo-table");
      await expect.poll(() => state(page, "demo-table")).toBe("live");
      expect(await island(page, "demo-table").locator("thead button").first().isEnabled()).toBe(true);
      expect(requested.some((path) => PARTS.test(path))).toBe(true);
      expect(problems).toEqual([]);
    },
    async (page) => {
      page.on("request", (request) => {
        if (request.resourceType() === "script") requested.push(new URL(request.url()).pathname);
      });
    },
  );
});

test("a first key press anywhere wakes every block, and they work", async () => {
  await onPhone("/demo", async ({ page, problems }) => {
    await page.keyboard.press("Tab");
    for (const block of ISLANDS) await expect.poll(() => state(page, block)).toBe("live");
    // The paginator's default template moves on a tap of its next arrow.
    const paginator = island(page, "demo-paginator").getByRole("navigation", { name: "Default template" });
    await paginator.getByRole("button", { name: "Next page" }).click();
    await expect.poll(() => paginator.textContent()).toContain("2 di 12");
    expect(problems).toEqual([]);
  });
});

test("after a client navigation the blocks show at once and wake as the visitor gets to them", async () => {
  await onPhone("/", async ({ page, problems }) => {
    // On a phone the site navigation is in the bar's menu (issue 23).
    await page.locator("body > div header summary").click();
    await page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Libraries" }).click();
    await page.waitForURL("**/demo");
    await expect.poll(() => island(page, "demo-table").getByRole("table").getByRole("row").count()).toBeGreaterThan(1);
    await scrollTo(page, "demo-table");
    await expect.poll(() => state(page, "demo-table")).toBe("live");
    expect(problems).toEqual([]);
  });
});

test("if the blocks' code cannot load, they stay as served, the page keeps working and the console says why", async () => {
  await onPhone(
    "/demo",
    async ({ page, problems }) => {
      await page.keyboard.press("Tab");
      await expect.poll(() => problems.filter((problem) => problem.includes("could not be loaded")).length).toBe(3);
      for (const block of ISLANDS) expect(await state(page, block)).toBe("served");
      expect(await island(page, "demo-table").getByRole("table").getByRole("row").count()).toBeGreaterThan(1);
      // The countdown's form, part of the page itself, still works.
      await expect.poll(() => page.locator("form[aria-label='Try your own dates'] fieldset:not([disabled])").count()).toBe(1);
    },
    (page) => page.route(PARTS, (route) => route.abort("failed")),
  );
});

test("a card link that has the focus when its block goes live keeps it: the live link takes over", async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await onPhone(
    "/demo",
    async ({ page, problems }) => {
      // The served slider's first card link takes the focus (which wakes the blocks: their code is held).
      const servedLink = island(page, "demo-slider").locator("a[href]").first();
      const href = await servedLink.getAttribute("href");
      await servedLink.focus();
      expect(await state(page, "demo-slider")).toBe("served");
      release();
      await expect.poll(() => state(page, "demo-slider")).toBe("live");
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        return { href: element?.getAttribute("href"), live: element?.closest("[data-island]")?.getAttribute("data-island") };
      });
      expect(focused).toEqual({ href, live: "live" });
      expect(problems).toEqual([]);
    },
    (page) =>
      page.route(PARTS, async (route) => {
        await held;
        await route.continue();
      }),
  );
});
