// Issue 23 and docs/decisions/0006-web-font.md: one web font, and the first paint never waits for
// it. A first visit paints in the metric-matched fallback, requests no font before that paint,
// fetches the font once the page has loaded and does not swap it in under the reader (nothing
// moves). The next visit paints in the font from its first frame, and nothing moves either.
import type { BrowserContext, Page } from "playwright-core";
import { expect, test } from "vitest";
import { WEB_FONT } from "../../app/styles/web-font";
import { WEB_FONT_STORAGE_KEY } from "../../app/utils/theme";
import { browserForFile, hydrated, LIGHTHOUSE_SCREENS, ROUTES, servedAndShownBlocks, watchedPage } from "../helpers/browser";

const browser = browserForFile();

/** A layout shift as Chromium counts it (one of CLS's entries): when, how much, and what moved. */
type Shift = { start: number; text: string };

/**
 * Layout shifts from the start of the page, each with what moved, and when the page's fonts were
 * in (`fontsIn`, ms after navigation: the last `loadingdone` of `document.fonts`).
 */
async function watchShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const shifts: { start: number; text: string }[] = [];
    const seen = window as unknown as { shifts: typeof shifts; fontsIn: number | null };
    seen.shifts = shifts;
    seen.fontsIn = null;
    document.fonts.addEventListener("loadingdone", () => (seen.fontsIn = performance.now()));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
        const moved = (shift.sources ?? []).map((source) => {
          const node = source.node;
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${String(node.className).split(" ")[0]}` : node?.nodeName ?? "?";
          return `${name} "${(node?.textContent ?? "").trim().slice(0, 24)}" (${Math.round(source.previousRect.x)}, ${Math.round(source.previousRect.y)}) to (${Math.round(source.currentRect.x)}, ${Math.round(source.currentRect.y)})`;
        });
        shifts.push({ start: shift.startTime, text: `${shift.value.toFixed(5)} at ${Math.round(shift.startTime)} ms: ${moved.join("; ")}` });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The family Chromium drew the page's h1 with. */
async function h1Font(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "main h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName).join(", ");
}

const fontRequests = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".woff2")).map((entry) => ({ name: entry.name, start: entry.startTime })));
const firstPaint = (page: Page) => page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null);
const shiftsSeen = (page: Page) => page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
const facesLoaded = (page: Page) =>
  page.evaluate((family) => [...document.fonts].filter((face) => face.family.replace(/"/g, "") === family && face.status !== "unloaded").map((face) => `${face.style} ${face.status}`), WEB_FONT.family);
const fontsIn = (page: Page) => page.evaluate(() => (window as unknown as { fontsIn: number | null }).fontsIn);

test.each(ROUTES)("%s: the first visit paints without the font, fetches it after, and nothing moves; the next paints in it", async (path) => {
  const { page, context, problems } = await watchedPage(browser(), LIGHTHOUSE_SCREENS.phone);
  try {
    await watchShifts(context);
    await page.goto(path, { waitUntil: "load" });
    await hydrated(page);
    await page.waitForFunction(() => localStorage.getItem("webfont") !== null, undefined, { timeout: 10_000 });
    const paint = await firstPaint(page);
    const requests = await fontRequests(page);
    expect(paint).not.toBeNull();
    expect(requests.length, "the font is fetched for the next page").toBeGreaterThan(0);
    for (const request of requests) expect(request.start, `${request.name} starts after the first paint`).toBeGreaterThan(paint!);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-webfont"))).toBe(false);
    expect(await h1Font(page)).not.toContain(WEB_FONT.family);
    // Into the HTTP cache only: a face loaded into the page makes Chromium lay the whole page out
    // again, for nothing on screen (issue 28).
    expect(await facesLoaded(page), "web font faces loaded into the page").toEqual([]);
    expect((await shiftsSeen(page)).map((shift) => shift.text), "layout shifts").toEqual([]);

    // The next visit: the font from the first frame, from the browser's cache.
    await page.goto(path, { waitUntil: "load" });
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-webfont"))).toBe(true);
    expect(await h1Font(page)).toBe(WEB_FONT.family);
    // The preloaded font holds the first layout while the HTTP cache answers, a few ms. A machine
    // too busy to answer before the first paint has laid the text out in the fallback's metrics
    // (drawn after the block period, invisible within it) and lays it out again when the font
    // comes in: the one move decision 0006 accepts. It is told apart by when the font came in;
    // any other shift, or one before the font, fails. (A CI run on a busy machine saw a 0.0005
    // shift on /widgets at 919 ms that this test passed locally; the font's arrival was not
    // printed then, so this reading of it is the likely one, not a measured one; a failure now
    // prints it.)
    const shifts = await shiftsSeen(page);
    const arrived = await fontsIn(page);
    const painted = await firstPaint(page);
    const lateFontAt = arrived !== null && painted !== null && arrived > painted ? arrived : null;
    const unexplained = shifts.filter((shift) => lateFontAt === null || shift.start < lateFontAt);
    if (shifts.length > unexplained.length) console.warn(`${path}: the cached font came ${Math.round(lateFontAt! - painted!)} ms after the first paint (a busy machine): ${shifts.map((shift) => shift.text).join(" | ")}`);
    expect(unexplained.map((shift) => shift.text), `layout shifts (first paint at ${painted} ms, fonts in at ${arrived} ms)`).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

// A later visit whose font files are slow to come (gone from the cache, a busy machine): the head
// script's preloads are still in <head> when the page starts hydrating. React hydrates the whole
// document and fails on an element it did not render; it then renders the page again on the
// client, and a lesson's text, which only the served HTML holds, was gone (a CI run saw the
// errors on a lesson). The files are held here until the page has hydrated.
test.each(["/js-doc/this-in-javascript", "/"])("%s: a later visit whose font is slow hydrates cleanly, keeps its text, and the font still comes in", async (path) => {
  const { page, context, problems } = await watchedPage(browser(), LIGHTHOUSE_SCREENS.phone);
  try {
    await page.goto("/robots.txt");
    await page.evaluate(([key, family]) => localStorage.setItem(key, family), [WEB_FONT_STORAGE_KEY, WEB_FONT.family] as const);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await context.route("**/*.woff2", async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await hydrated(page);
    const preloadsAtHydration = await page.evaluate(() => document.head.querySelectorAll('link[rel="preload"][as="font"]').length);
    release();
    // The text the server sent, block by block, is the text on the page.
    const blocks = await servedAndShownBlocks(page);
    expect(blocks.shown).toBeGreaterThan(10);
    expect(blocks).toEqual({ served: blocks.served, shown: blocks.served });
    await expect.poll(() => facesLoaded(page), { timeout: 10_000 }).toContain("normal loaded");
    expect(preloadsAtHydration, "the font preloads left before React hydrated").toBe(0);
    expect(asked.sort(), "each file requested once: the preload's request served the face").toEqual(Object.values(WEB_FONT.urls).sort());
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("without JavaScript no font is requested: the page reads in the fallback", async () => {
  const { page, context, problems } = await watchedPage(browser(), { ...LIGHTHOUSE_SCREENS.phone, javaScriptEnabled: false });
  try {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    for (const path of ROUTES) await page.goto(path, { waitUntil: "load" });
    expect(fonts).toEqual([]);
    expect(await h1Font(page)).not.toContain(WEB_FONT.family);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
