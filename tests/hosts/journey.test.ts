// One journey for every static host (tests/hosts/setup.ts starts the one STATIC_HOST names): the
// pages of the sitemap, client navigation, a project modal, the curriculum, a lesson, back and
// forward, and unknown URLs loaded directly and reached by client navigation, which must show the
// page of their 404 family as the Node server does, never "Something went wrong".
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { expect, inject, test } from "vitest";
import lessons from "../../app/content/lessons.json";
import { PAGES } from "../../app/utils/site-pages";
import { headersAt, parseRules } from "../../scripts/build/lib/static-host-headers";
import { baseURL, browserForFile, hydrated, watchedPage } from "../helpers/browser";
import { COMPRESSED_PATH, compressedCases, rangeCases, rangeFiles, send, wholeOf } from "../helpers/range-requests";

const browser = browserForFile();
const host = inject("staticHost");
/** Hosts that send the Node server's headers: those that read the export's _headers file, and nginx with build/nginx.conf. */
const SENDS_HEADERS = host === "cloudflare-pages" || host === "netlify" || host === "nginx";

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const NOT_FOUND: [string, string][] = [
  ["/no/such/page", "routes/_shell.$"],
  ["/projects/no-such-project", "routes/_shell.projects.$slug"],
  ["/js-doc/no-such-lesson", "routes/_shell.js-doc.$"],
];

type RouterState = { navigation: { state: string }; errors: Record<string, unknown> | null; matches: { route: { id: string } }[] };

/** Until the router has finished loading (client navigation is over). */
const settled = (page: Page) => page.waitForFunction(() => (window as unknown as { __remixRouter: { state: RouterState } }).__remixRouter.state.navigation.state === "idle");
const routerErrors = (page: Page) => page.evaluate(() => (window as unknown as { __remixRouter: { state: RouterState } }).__remixRouter.state.errors);

/** The deepest route the router matched, and whether a route's loader failed: the family's 404 is its splat or param route, with an error. */
const errorRoute = (page: Page) =>
  page.evaluate(() => {
    const state = (window as { __remixRouter?: { state: { errors: Record<string, unknown> | null; matches: { route: { id: string } }[] } } }).__remixRouter?.state;
    return state?.errors ? [state.matches.at(-1)?.route.id] : [];
  });

test(`${host}: every sitemap URL answers 200 with its page`, async () => {
  const paths = await sitemapPaths();
  expect(paths).toEqual(expect.arrayContaining([...PAGES.map((p) => p.path), ...lessons.map((l) => `/js-doc/${l.slug}`)]));
  for (const path of paths) {
    const response = await fetch(baseURL() + path);
    expect(response.status, path).toBe(200);
    expect(await response.text(), path).toContain('<main id="main"');
  }
});

test(`${host}: the journey, with a clean console`, async () => {
  const { page, problems, context } = await watchedPage(browser(), { baseURL: baseURL() });
  await page.goto("/");
  await hydrated(page);

  // A project, as a modal over the home page, then closed.
  await page.locator("section[aria-labelledby=projects] li > a").first().click();
  await page.getByRole("dialog").waitFor();
  expect(new URL(page.url()).search).toMatch(/^\?project=/);
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });

  // The curriculum, as a modal and as its page.
  await page.getByRole("link", { name: "view the curriculum" }).click();
  await page.locator("#curriculumModal").waitFor();
  await page.keyboard.press("Escape");
  await page.locator("#curriculumModal").waitFor({ state: "detached" });

  // Every page of the navigation, by client navigation.
  const nav = page.getByRole("navigation", { name: "Site" });
  for (const target of [...PAGES.slice(1), PAGES[0]]) {
    await nav.getByRole("link", { name: target.label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === target.path);
    await settled(page);
    expect(await routerErrors(page), target.path).toBeNull();
  }

  // A lesson from the lessons' index, then back and forward.
  await nav.getByRole("link", { name: "Lessons", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/js-doc");
  const lesson = lessons[0]!;
  await page.locator(`main a[href="/js-doc/${lesson.slug}"]`).first().click();
  await page.waitForURL((url) => url.pathname === `/js-doc/${lesson.slug}`);
  await settled(page);
  expect(await page.locator("main").textContent()).toContain(lesson.title);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === "/js-doc");
  await settled(page);
  await page.goForward();
  await page.waitForURL((url) => url.pathname === `/js-doc/${lesson.slug}`);
  await settled(page);
  expect(await page.locator("main").textContent()).toContain(lesson.title);
  expect(await routerErrors(page)).toBeNull();

  await page.goto("/curriculum");
  await hydrated(page);
  expect(await page.locator("main h1").count()).toBeGreaterThan(0);

  // Unknown URLs by client navigation: the 404 of their family, as the server renders it.
  for (const [path, route] of NOT_FOUND) {
    await page.evaluate((to) => (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(to), path);
    await page.waitForURL((url) => url.pathname === path);
    await settled(page);
    await page.waitForFunction(() => /not found|went wrong/i.test(document.title));
    expect(await page.title(), path).toMatch(/not found/i);
    expect(await errorRoute(page), path).toEqual([route]);
  }
  const asked = NOT_FOUND.map(([path]) => path);
  // Chromium reports each 404 it was asked for on the console; nothing else may appear.
  expect(problems.filter((p) => !(p.includes("status of 404 (Not Found)") && asked.some((path) => p.includes(path))))).toEqual([]);
  await context.close();
});

test(`${host}: unknown URLs loaded directly are a 404 page that hydrates`, async () => {
  for (const [path, route] of NOT_FOUND) {
    const { page, problems, context } = await watchedPage(browser(), { baseURL: baseURL() });
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await hydrated(page);
    expect(await page.title(), path).toMatch(/not found/i);
    // GitHub Pages has one 404 page for every URL: the site-wide family's.
    expect(await errorRoute(page), path).toEqual([host === "github-pages" ? "routes/_shell.$" : route]);
    expect(problems.filter((p) => !(p.includes("status of 404 (Not Found)") && p.includes(path)))).toEqual([]);
    await context.close();
  }
});

test.runIf(SENDS_HEADERS)(`${host}: every header _headers states for a path is sent once, with the Node server's value`, async () => {
  const rules = parseRules(readFileSync("build/static/_headers", "utf8"));
  const manifest = JSON.parse(readFileSync("build/prerender.json", "utf8")) as { pages: { path: string }[]; data: { path: string }[] };
  const paths = [...manifest.pages.map((p) => p.path), ...manifest.data.map((d) => d.path), "/favicon.svg", "/manifest.webmanifest"];
  for (const path of paths) {
    const response = await fetch(baseURL() + path);
    await response.arrayBuffer();
    expect(response.status, path).toBe(200);
    for (const [name, value] of Object.entries(headersAt(rules, path))) {
      // `netlify dev`'s own static server sends "public, max-age=0" on everything, whatever
      // _headers says (Netlify's CDN applies it); every other header it takes from _headers.
      if (host === "netlify" && name === "Cache-Control") continue;
      expect(response.headers.get(name), `${path}: ${name}`).toBe(value);
    }
  }
});

test.runIf(host === "nginx")("nginx: types, trailing-slash redirects, host files and twins not served, unknown data from its family", async () => {
  const get = (path: string, init: RequestInit = {}) => fetch(baseURL() + path, { redirect: "manual", ...init });
  for (const [path, type] of [
    ["/manifest.webmanifest", "application/manifest+json"],
    ["/outdoor.data", "text/x-script"],
    ["/__manifest", "application/json"],
    ["/outdoor", "text/html"],
  ]) {
    expect((await get(path!)).headers.get("content-type"), path).toMatch(new RegExp(`^${type!.replace("+", "\\+")}`));
  }
  const slash = await get("/outdoor/?a=1");
  expect(slash.status).toBe(308);
  expect(slash.headers.get("location")).toBe("/outdoor?a=1");
  for (const path of ["/_headers", "/_config.yml", "/.nojekyll", "/outdoor.html", "/index.html", "/index.html.gz", "/build/nonexistent.js", "/projects/404.html"]) {
    const response = await get(path);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).toContain('<main id="main"');
  }
  const compressed = await get("/outdoor", { headers: { "Accept-Encoding": "gzip" } });
  expect(compressed.headers.get("content-encoding")).toBe("gzip");
  for (const [path, route] of NOT_FOUND) {
    const data = await get(`${path}.data`);
    expect(data.status, path).toBe(404);
    expect(data.headers.get("content-type"), path).toBe("text/x-script");
    expect(await data.text(), path).toContain(`"${route}"`);
  }
});

// The Node server's Range cases (tests/server/range.test.ts), sent to nginx: the same answers,
// but where a case names nginx's own (and why).
test.runIf(host === "nginx")("nginx: Range requests on a PDF, an image and a font, and on a compressed page, answered as the Node server answers them", async () => {
  for (const [kind, path] of Object.entries(rangeFiles())) {
    const whole = await wholeOf(baseURL(), path);
    for (const rangeCase of rangeCases(whole.body.length)) {
      const answer = await send(baseURL(), path, rangeCase.headers(whole), rangeCase.method);
      expect((rangeCase.nginx?.check ?? rangeCase.check)(answer, whole), `${kind}: ${rangeCase.name}`).toEqual([]);
    }
  }
  const identity = (await wholeOf(baseURL(), COMPRESSED_PATH)).body;
  for (const compressedCase of compressedCases) {
    const answer = await send(baseURL(), COMPRESSED_PATH, compressedCase.headers);
    expect((compressedCase.nginx?.check ?? compressedCase.check)(answer, identity), compressedCase.name).toEqual([]);
  }
});
