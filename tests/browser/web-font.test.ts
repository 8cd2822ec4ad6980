// Issue 23 and docs/decisions/0006-web-font.md: one web font, and the first paint never waits for
// it. A first visit paints in the metric-matched fallback, requests no font before that paint,
// fetches the font once the page has loaded and does not swap it in under the reader (nothing
// moves). The next visit paints in the font from its first frame, and nothing moves either.
import type { BrowserContext, Page } from "playwright-core";
import { expect, test } from "vitest";
import { WEB_FONT } from "../../app/styles/web-font";
import { browserForFile, hydrated, LIGHTHOUSE_SCREENS, ROUTES, watchedPage } from "../helpers/browser";

const browser = browserForFile();

/** Layout shifts from the start of the page, as Chromium counts them (CLS's entries), each with what moved. */
async function watchShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
        const moved = (shift.sources ?? []).map((source) => {
          const node = source.node;
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${String(node.className).split(" ")[0]}` : node?.nodeName ?? "?";
          return `${name} "${(node?.textContent ?? "").trim().slice(0, 24)}" (${Math.round(source.previousRect.x)}, ${Math.round(source.previousRect.y)}) to (${Math.round(source.currentRect.x)}, ${Math.round(source.currentRect.y)})`;
        });
        shifts.push(`${shift.value.toFixed(5)} at ${Math.round(shift.startTime)} ms: ${moved.join("; ")}`);
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
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), "layout shifts").toEqual([]);

    // The next visit: the font from the first frame, from the browser's cache.
    await page.goto(path, { waitUntil: "load" });
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-webfont"))).toBe(true);
    expect(await h1Font(page)).toBe(WEB_FONT.family);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), "layout shifts").toEqual([]);
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
