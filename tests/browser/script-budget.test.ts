// The JavaScript budget (issue 53), held on every page: at most 92 KiB of script as transferred,
// response headers included, on a phone and on a desktop screen (Lighthouse's two), for what a
// visit loads before the visitor does anything. The audit's budget is 100 KiB; 92 here leaves a
// new section room to fit.
// Bytes, not time: Chromium's own count of each response's bytes on the wire, which is what
// Lighthouse's resource summary reports (decision 0005, "Follow-up"). A new import can add a
// shared chunk, and with it a response, to every page; this says so before the audit does.
import { expect, test } from "vitest";
import projects from "../../app/content/projects.json";
import { browserForFile, documentHydrated, LIGHTHOUSE_SCREENS, ROUTES, watchedPage } from "../helpers/browser";

const browser = browserForFile();

const BUDGET_KIB = 92;
const PAGES = [...ROUTES, "/curriculum", `/projects/${projects[0]!.slug}`];
const CASES = PAGES.flatMap((path) => (["phone", "desktop"] as const).map((screen) => [path, screen] as const));

test.each(CASES)(`%s loads at most ${BUDGET_KIB} KiB of script on a %s, headers included`, async (path, screen) => {
  const { page, context, problems } = await watchedPage(browser(), LIGHTHOUSE_SCREENS[screen]);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const scripts = new Set<string>();
    const bytes = new Map<string, number>();
    const inFlight = new Set<string>();
    cdp.on("Network.requestWillBeSent", (event) => inFlight.add(event.requestId));
    cdp.on("Network.responseReceived", (event) => {
      if (event.type === "Script") scripts.add(event.requestId);
    });
    cdp.on("Network.loadingFinished", (event) => {
      bytes.set(event.requestId, event.encodedDataLength);
      inFlight.delete(event.requestId);
    });
    cdp.on("Network.loadingFailed", (event) => inFlight.delete(event.requestId));
    await page.goto(path, { waitUntil: "load" });
    await documentHydrated(page);
    // What the page fetches once it has hydrated counts too: two idle periods of the page's, then
    // until nothing is on its way.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(null), { timeout: 1000 }), { timeout: 1000 })));
    await expect.poll(() => inFlight.size, { interval: 50 }).toBe(0);

    const sizes = [...scripts].map((id) => bytes.get(id) ?? 0);
    expect(sizes.length).toBeGreaterThan(5);
    expect(sizes.every((size) => size > 0)).toBe(true);
    const kib = sizes.reduce((sum, size) => sum + size, 0) / 1024;
    expect(kib, `${path}: ${kib.toFixed(1)} KiB of script in ${sizes.length} responses`).toBeLessThanOrEqual(BUDGET_KIB);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
