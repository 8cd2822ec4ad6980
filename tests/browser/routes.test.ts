import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { readThrough } from "../../scripts/lib/read-through";
import { browserForFile, hydrated, ROUTES, watchedPage } from "../helpers/browser";

const browser = browserForFile();

for (const path of ROUTES) {
  test(`${path} renders, hydrates and stays on this machine with a clean console`, async () => {
    const { page, problems, context } = await watchedPage(browser());
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    await hydrated(page);
    // Read through so lazy images and observers run too.
    await readThrough(page, { step: 600 });
    await page.waitForLoadState("networkidle");
    expect(await page.title()).not.toBe("");
    expect(await page.locator("main h1").count()).toBe(1);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(problems).toEqual([]);
    await context.close();
  });
}

test("every route has its own title and description", async () => {
  const { page, context } = await watchedPage(browser());
  const titles = new Set<string>();
  for (const path of ROUTES) {
    await page.goto(path);
    titles.add(await page.title());
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
  }
  expect(titles.size).toBe(ROUTES.length);
  await context.close();
});

test("an unknown path is a 404 inside the shell", async () => {
  const { page, problems, context } = await watchedPage(browser());
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.locator("main h1").textContent()).resolves.toBe("Page not found");
  expect(await page.locator("header nav[aria-label='Social profiles'] a").count()).toBe(5);
  // Chromium reports the document's own 404 on the console; that one is the point of this test.
  expect(problems.filter((p) => !p.includes("status of 404 (Not Found) (" + page.url()))).toEqual([]);
  await context.close();
});

// Every route with a param or a splat, from the prerender's own list, with values it does not
// know: by a full page load (the server's prerendered 404 of that route) and by client-side
// navigation (its single-fetch data), each a 404 inside the shell that hydrates cleanly.
const NOT_FOUND = (JSON.parse(readFileSync("build/prerender.json", "utf8")).notFound as { pattern: string }[]).flatMap(({ pattern }) =>
  ["nope", "Nope-2/"].map((value) => pattern.replace(/:[\w-]+|\*/, value)),
);

test.each(NOT_FOUND)("%s, an unknown value of a route with a parameter, is a 404 inside the shell, loaded or navigated to", async (path) => {
  const { page, problems, context } = await watchedPage(browser());
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await hydrated(page);
  const shell = async () => {
    expect(await page.getByRole("link", { name: "Skip to main content" }).count(), path).toBe(1);
    expect(await page.locator("main h1").textContent(), path).toMatch(/not found/i);
  };
  await shell();
  expect(problems.filter((p) => !p.includes("status of 404 (Not Found)"))).toEqual([]);

  await page.goto("/outdoor");
  await hydrated(page);
  const before = problems.length;
  // The router's own navigation, as a link to that address would do it.
  await page.evaluate((to) => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(to), path);
  await page.waitForFunction((to) => location.pathname === to, path);
  await page.waitForFunction(() => /not found/i.test(document.querySelector("main h1")?.textContent ?? ""));
  await shell();
  // Only the data request's own 404 may be on the console: no decoding error, no crash.
  expect(problems.slice(before).filter((p) => !p.includes("status of 404 (Not Found)"))).toEqual([]);
  await context.close();
});

test("client-side navigation moves between routes without a reload", async () => {
  const { page, problems, context } = await watchedPage(browser());
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.locator("main").getByRole("link", { name: "Outdoor", exact: true }).click();
  await page.waitForURL("**/outdoor");
  // The URL changes before the new page renders; wait for its heading rather than reading at once.
  await page.locator("main h1", { hasText: "I love traveling" }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(problems).toEqual([]);
  await context.close();
});

test("the sidebar has the photo, title, motto, five social links and the e-mail", async () => {
  const { page, context } = await watchedPage(browser());
  await page.goto("/woodwork");
  const sidebar = page.locator("body > div header").first();
  await expect(sidebar.textContent()).resolves.toMatch(/front end developer/i);
  await expect(sidebar.textContent()).resolves.toContain("never give up");
  const social = sidebar.locator("nav[aria-label='Social profiles'] a");
  expect(await social.count()).toBe(5);
  for (const link of await social.all()) {
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
  }
  expect(await sidebar.locator("a[href^='mailto:']").count()).toBe(1);
  // The photo and name lead home, and so does the site navigation's first link (one navigation
  // shows at a time: the column's from 1024 px, the bar's menu below).
  expect(await sidebar.locator("a[href='/']:visible").count()).toBe(2);
  expect(await sidebar.getByRole("navigation", { name: "Site" }).locator("a[href='/']").count()).toBe(1);
  await context.close();
});

test("every route is readable with JavaScript off", async () => {
  const { page, context } = await watchedPage(browser(), { javaScriptEnabled: false });
  for (const path of ROUTES) {
    await page.goto(path);
    expect((await page.locator("main h1").textContent())?.trim(), path).toBeTruthy();
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text.length, path).toBeGreaterThan(120);
  }
  await context.close();
});
