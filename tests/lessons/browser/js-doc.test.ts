// Journeys through the js-doc area against the production server (vitest.browser.config.ts).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { browserForFile, layoutSettled, watchedPage } from "../../helpers/browser";
import { lessonPath, lessons } from "../../../app/lessons/lessons";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const browser = browserForFile();

/** The lesson pages' own sign of hydration: copy buttons exist only after it. */
async function lessonHydrated(page: Page) {
  await page.getByRole("button", { name: "Copia il codice" }).first().waitFor();
}

/** axe on the routed content (the sidebar and footer have their own journeys). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run({ include: ["main"] }),
  );
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** For every box that may scroll sideways: does it scroll, and is it a Tab stop? */
function scrollers(page: Page) {
  return page.locator("main article").evaluate((article) =>
    [...article.querySelectorAll<HTMLElement>("pre, [data-table-scroll]")].map((box) => ({
      scrolls: box.scrollWidth > box.clientWidth + 1,
      stop: box.tabIndex === 0 && box.hasAttribute("tabindex"),
    })),
  );
}

/** Waits until every block is laid out and the Tab stops follow what scrolls at this width. */
async function scrollStopsSettled(page: Page) {
  await layoutSettled(page);
  await expect.poll(async () => (await scrollers(page)).filter((box) => box.scrolls !== box.stop).length).toBe(0);
}

for (const lesson of lessons) {
  test(`${lessonPath(lesson.slug)}: an Italian article in the lesson tree, with working anchors, copy buttons and no axe violations`, async () => {
    const { page, problems, context } = await watchedPage(browser());
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const response = await page.goto(lessonPath(lesson.slug));
    expect(response?.status()).toBe(200);
    await lessonHydrated(page);

    expect(await page.title()).toContain(lesson.title);
    const current = page.locator('nav[aria-label="JavaScript lessons"] [aria-current="page"]');
    expect(await current.allTextContents()).toEqual([lesson.title]);
    const article = page.locator("main article");
    expect(await article.getAttribute("lang")).toBe("it");
    expect(await article.locator("h1").textContent()).toBe(lesson.title);

    // Every table-of-contents link and heading anchor points at an element on the page.
    const hrefs = await page.locator('main a[href^="#"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) expect(await page.locator(`[id="${href.slice(1)}"]`).count(), href).toBe(1);

    const firstBlock = page.getByRole("figure", { name: "JavaScript" }).first();
    await firstBlock.getByRole("button", { name: "Copia il codice" }).click();
    await expect.poll(() => firstBlock.getByRole("status").textContent()).toBe("Copiato!");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await firstBlock.locator("code").textContent());

    await scrollStopsSettled(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
}

test("without JavaScript a lesson is complete and highlighted, with no copy buttons", async () => {
  const { page, context } = await watchedPage(browser(), { javaScriptEnabled: false });
  await page.goto(lessonPath(lessons[0].slug));
  expect(await page.locator("main pre code span[class^='sh-']").count()).toBeGreaterThan(100);
  expect(await page.getByRole("navigation", { name: "In questa lezione" }).count()).toBe(1);
  expect(await page.locator("main").getByRole("button").count()).toBe(0);
  expect(await page.locator("main samp").first().textContent()).toBe("Giulia 2024 Torino");
  await context.close();
});

test("the index grid and the previous/next links move between lessons on the client", async () => {
  const { page, problems, context } = await watchedPage(browser());
  await page.goto("/js-doc");
  expect(await page.locator("main h1").textContent()).toBe("Le Basi di Javascript");
  await page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));
  const [first, second] = lessons;
  await page.locator("main section").getByRole("link", { name: first.title }).click();
  await expect.poll(() => page.title()).toContain(first.title);
  await page.getByRole("link", { name: new RegExp(`Lezione successiva.*${second.title}`) }).click();
  await expect.poll(() => page.title()).toContain(second.title);
  expect(await page.locator('[aria-current="page"]').allTextContents()).toContain(second.title);
  expect(problems).toEqual([]);
  await context.close();
});

test("an unknown lesson is a 404 beside the lesson tree", async () => {
  const { page, context } = await watchedPage(browser());
  const response = await page.goto("/js-doc/non-esiste");
  expect(response?.status()).toBe(404);
  expect(await page.locator("main h1").textContent()).toBe("Lesson not found");
  expect(await page.getByRole("navigation", { name: "JavaScript lessons" }).getByRole("link").count()).toBe(lessons.length + 1);
  await context.close();
});

for (const lesson of lessons) {
  test(`${lessonPath(lesson.slug)}: only a block that really scrolls is a Tab stop, at any width`, async () => {
    const { page, problems, context } = await watchedPage(browser(), { viewport: { width: 1280, height: 800 } });
    await page.goto(lessonPath(lesson.slug));
    await lessonHydrated(page);
    await scrollStopsSettled(page);
    const wide = await scrollers(page);
    expect(wide.length).toBeGreaterThan(20);
    expect(wide.filter((box) => box.stop).length).toBeLessThan(wide.length / 4);

    await page.setViewportSize({ width: 320, height: 700 });
    await expect.poll(async () => (await scrollers(page)).filter((box) => box.scrolls !== box.stop).length).toBe(0);
    const narrow = await scrollers(page);
    expect(narrow.filter((box) => box.stop).length).toBeGreaterThan(wide.filter((box) => box.stop).length);
    expect(problems).toEqual([]);
    await context.close();
  });
}
