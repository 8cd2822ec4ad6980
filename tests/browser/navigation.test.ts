// Every public page is reachable by links from every page, through the site navigation in the
// shell, with or without JavaScript, at every width.
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import lessons from "../../app/content/lessons.json";
import projects from "../../app/content/projects.json";
import site from "../../app/content/site.json";
import { WIDGET_IDS } from "../../app/content/widget-ids";
import { PAGES } from "../../app/utils/site-pages";
import { baseURL, browserForFile, hydrated, ROUTES, watchedPage } from "../helpers/browser";
import { WIDTHS } from "../helpers/page-states";

const browser = browserForFile();

/** The sitemap's pages, as paths: what must be reachable. */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The site's own pages a page links to (no files, no fragments, no queries). */
function internalLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const paths = new Set<string>();
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin || /\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith("/generated/")) continue;
      paths.add(url.pathname.replace(/(.)\/+$/, "$1"));
    }
    return [...paths];
  });
}

test("without JavaScript, a crawl of the links from / reaches every page of the sitemap, and every page links to every other", async () => {
  const { page, context } = await watchedPage(browser(), { javaScriptEnabled: false });
  const wanted = await sitemapPaths();
  // The navigation's pages, the lessons, the curriculum, the projects, and the widgets' index and pages.
  expect(wanted.length).toBe(PAGES.length + lessons.length + 1 + projects.length + 1 + WIDGET_IDS.length);

  // Breadth-first from the home page, following only links.
  const linksOf = new Map<string, string[]>();
  const queue = ["/"];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (linksOf.has(path)) continue;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const links = await internalLinks(page);
    linksOf.set(path, links);
    queue.push(...links.filter((link) => !linksOf.has(link)));
  }
  expect([...linksOf.keys()]).toEqual(expect.arrayContaining(wanted));

  // From every page reached, every sitemap page is a few clicks away; the top pages are one.
  for (const from of [...linksOf.keys(), "/this-page-does-not-exist"]) {
    if (!linksOf.has(from)) {
      await page.goto(from);
      linksOf.set(from, await internalLinks(page));
    }
    const reached = new Set([from]);
    let frontier = [from];
    for (let clicks = 0; clicks < 3 && frontier.length > 0; clicks++) {
      frontier = frontier.flatMap((path) => linksOf.get(path) ?? []).filter((path) => !reached.has(path));
      frontier.forEach((path) => reached.add(path));
      // Pages the crawl did not load (none today) would stop the walk here; the assertion says which.
    }
    expect(
      wanted.filter((path) => !reached.has(path)),
      `not reachable from ${from}`,
    ).toEqual([]);
    expect(
      PAGES.map((p) => p.path).filter((path) => !linksOf.get(from)!.includes(path)),
      `not linked from ${from}`,
    ).toEqual([]);
  }
  await context.close();
});

/** The site navigation's links: name, target and aria-current. */
function siteNav(page: Page) {
  return page
    .getByRole("navigation", { name: "Site" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => ({ name: link.textContent?.trim(), href: link.getAttribute("href"), current: link.getAttribute("aria-current") })));
}

test("the site navigation marks the current page, and the lessons' index on a lesson", async () => {
  const { page, problems, context } = await watchedPage(browser());
  const expected = (current: string, how: "page" | "true") => PAGES.map((p) => ({ name: p.label, href: p.path, current: p.path === current ? how : null }));
  for (const p of PAGES) {
    await page.goto(p.path);
    expect(await siteNav(page), p.path).toEqual(expected(p.path, "page"));
  }
  for (const lesson of lessons) {
    await page.goto(`/js-doc/${lesson.slug}`);
    expect(await siteNav(page)).toEqual(expected("/js-doc", "true"));
  }
  await page.goto("/projects/countdown");
  expect(await siteNav(page)).toEqual(expected("/", "true"));
  await page.goto("/this-page-does-not-exist");
  expect((await siteNav(page)).filter((link) => link.current)).toEqual([]);

  // Client-side navigation moves the mark along.
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Lessons" }).click();
  await page.locator("main h1", { hasText: "Le Basi di Javascript" }).waitFor();
  expect(await siteNav(page)).toEqual(expected("/js-doc", "page"));
  // Chromium reports the 404 page's own status on the console; that one was asked for.
  expect(problems.filter((p) => !p.includes("status of 404 (Not Found)") || !p.includes("/this-page-does-not-exist"))).toEqual([]);
  await context.close();
});

for (const javaScriptEnabled of [true, false]) {
  test(`the site navigation shows every link whole, with no link alone on a line, at every width (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
    const { page, context } = await watchedPage(browser(), { javaScriptEnabled, viewport: { width: WIDTHS[0], height: 800 } });
    await page.goto("/woodwork");
    const nav = page.getByRole("navigation", { name: "Site" });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // Below 1024 px the navigation is in the bar's menu: open it (a <details>, with or without JavaScript).
      const menu = page.locator("body > div header details");
      if (width < 1024 && !(await menu.evaluate((details: HTMLDetailsElement) => details.open))) await menu.locator("summary").click();
      const boxes = await nav.getByRole("link").evaluateAll((links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect();
          const text = document.createRange();
          text.selectNodeContents(link);
          // Whole: the label fits its pill, on one line.
          const whole = link.scrollWidth <= link.clientWidth && new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size === 1;
          return { top: Math.round(box.top), left: box.left, right: box.right, whole };
        }),
      );
      expect(boxes).toHaveLength(PAGES.length);
      for (const box of boxes) {
        expect(box.left, `${width}px`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${width}px`).toBeLessThanOrEqual(width);
        expect(box.whole, `${width}px`).toBe(true);
      }
      const rows = [...new Set(boxes.map((box) => box.top))].map((top) => boxes.filter((box) => box.top === top).length);
      // One row, or rows that each hold more than one link, or (in the desktop sidebar) a column.
      expect(rows.length === 1 || rows.every((n) => n > 1) || rows.every((n) => n === 1), `${width}px: rows of ${rows.join(", ")}`).toBe(true);
    }
    await context.close();
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`a project page's "Back to the home page" lands on the projects grid, with no modal opening (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
    const { page, context, problems } = await watchedPage(browser(), { javaScriptEnabled, viewport: { width: 375, height: 667 } });
    try {
      for (const project of projects.slice(0, 2)) {
        await page.goto(`/projects/${project.slug}`);
        if (javaScriptEnabled) await hydrated(page);
        await page.getByRole("link", { name: "Back to the home page" }).click();
        await page.waitForURL((url) => url.pathname === "/" && url.hash === "#projects");
        if (javaScriptEnabled) await hydrated(page);
        const heading = page.getByRole("heading", { name: "Personal projects", level: 2 });
        await page.waitForFunction(() => {
          const box = document.getElementById("projects")?.getBoundingClientRect();
          return box !== undefined && box.top >= 0 && box.bottom <= innerHeight;
        });
        expect(await heading.isVisible()).toBe(true);
        expect(new URL(page.url()).search).toBe("");
        expect(await page.getByRole("dialog").count(), `${project.slug}: a dialog`).toBe(0);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

// One test per page and per project modal: together they took over the 30 s a test is given on a
// slow machine, as one.
const ownLinkStates = [...ROUTES, "/curriculum", ...projects.map((project) => `/?project=${project.slug}`)];
for (const path of ownLinkStates) {
  test(`${path}: links to the site's own pages are paths and open in the same tab, unless they say they do not`, async () => {
    const origin = new URL(site.origin).origin;
    const { page, context, problems } = await watchedPage(browser());
    try {
      await page.goto(path);
      await hydrated(page);
      if (path.includes("?project=")) await page.getByRole("dialog").waitFor();
      const wrong = await page.evaluate((origin) => {
        const found: string[] = [];
        for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
          const href = link.getAttribute("href")!;
          const url = new URL(link.href);
          if (url.origin === origin) found.push(`${href}: names the public origin`);
          // The demo slider's cards are the widget's own markup, which opens every card link in a
          // new tab (widgets 2.0, issue 24, decides that); their links are paths all the same.
          const widgetCard = link.closest('[aria-roledescription="carousel"]') !== null;
          // A project's link buttons open in a new tab (SPEC §2), and say so in their name.
          const saysSo = link.textContent?.includes("(opens in a new tab)") ?? false;
          if (url.origin === location.origin && link.target === "_blank" && !widgetCard && !saysSo && !/\.[a-z0-9]+$/i.test(url.pathname))
            found.push(`${href}: opens a page of the site in a new tab without saying so`);
        }
        return found;
      }, origin);
      expect(wrong, path).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
