import { expect, test } from "vitest";
import { THEME_STORAGE_KEY } from "../../app/utils/theme";
import { baseURL, browserForFile, hydrated, ROUTES, servedAndShownBlocks, watchedPage } from "../helpers/browser";

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

// React 18 hydrates the whole document, and an element it did not render before its own (a browser
// extension's <style> at the start of <head>, for instance) fails the hydration:
// React then renders the page again on the client. What only the document held (a lesson's text,
// a widget page's reference and code, the islands as served, the head script's attributes on
// <html>) would be gone; app/utils/keep-served.ts keeps them. React's errors for the failed hydration are the
// extension's doing, and expected here.
test.each(["/js-doc/this-in-javascript", "/widgets/counter", "/widgets"])(
  "%s keeps what it was served when React has to render it again (an extension's element in <head>)",
  async (path) => {
    const { page, problems, context } = await watchedPage(browser());
    try {
      await page.goto("/robots.txt");
      await page.evaluate((key) => localStorage.setItem(key, "dark"), THEME_STORAGE_KEY);
      await context.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => document.head.prepend(Object.assign(document.createElement("style"), { className: "extension" })));
      });
      await page.goto(path, { waitUntil: "load" });
      await hydrated(page);
      const shown = {
        blocks: await servedAndShownBlocks(page),
        ...(await page.evaluate(() => ({
          root: { js: document.documentElement.hasAttribute("data-js"), theme: document.documentElement.getAttribute("data-theme") },
        }))),
      };
      // The hydration did fail (or this test would not test the fallback), and only that was reported.
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.filter((problem) => !/Minified React error #(418|423)/.test(problem))).toEqual([]);
      expect(shown.blocks.shown).toBeGreaterThan(10);
      expect(shown).toEqual({ blocks: { served: shown.blocks.served, shown: shown.blocks.served }, root: { js: true, theme: "dark" } });
      if (path.startsWith("/js-doc/")) await page.waitForFunction(() => document.querySelectorAll("[data-lesson-text] [data-code-block] figcaption button").length > 0);
    } finally {
      await context.close();
    }
  },
);
