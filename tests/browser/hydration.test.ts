import { expect, test } from "vitest";
import { baseURL, browserForFile, hydrated, ROUTES, watchedPage } from "../helpers/browser";

// docs/decisions/0005-first-paint-from-the-document.md: no JavaScript is fetched before the first
// contentful paint, and the page still hydrates, cleanly, with every module it preloaded.

const browser = browserForFile();

const NOT_FOUND = "/no-such-page";

test.each([...ROUTES, NOT_FOUND])("%s holds its scripts back in the HTML it is served", async (path) => {
  const response = await fetch(new URL(path, baseURL()));
  expect(response.status).toBe(path === NOT_FOUND ? 404 : 200);
  const html = await response.text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
  expect(preloads.length).toBeGreaterThan(3);
  // Every preload is held, and the loader of app/components/hydration-scripts.tsx starts them.
  expect(preloads.filter((tag) => !tag.includes('media="not all"'))).toEqual([]);
  expect(html).toMatch(/<script id="hydrate-after-paint" type="module" async="">const hydrate = async \(\) => \{/);
});

test.each(ROUTES)("%s fetches no script before its first contentful paint, then hydrates", async (path) => {
  const { page, problems, context } = await watchedPage(browser());
  await page.goto(path, { waitUntil: "load" });
  await hydrated(page);
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
    const held = [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => ({
      href: new URL((link as HTMLLinkElement).href).pathname,
      media: (link as HTMLLinkElement).media,
    }));
    return { fcp, scripts, held };
  });
  expect(timing.fcp).toBeGreaterThan(0);
  expect(timing.scripts.length).toBeGreaterThan(3);
  expect(timing.scripts.filter((s) => s.start < timing.fcp)).toEqual([]);
  // Every preload was released and used: the modules the page hydrated with are those it listed.
  const fetched = new Set(timing.scripts.map((s) => s.path));
  expect(timing.held.filter((link) => link.media !== "all" || !fetched.has(link.href))).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});
