import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The screens Lighthouse measures (its mobile and desktop presets): the script budget and the
 * largest paint are taken where the audit takes them.
 */
export const LIGHTHOUSE_SCREENS = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 } },
} satisfies Record<string, BrowserContextOptions>;

/** Every route of SPEC §2 and the widgets' documentation (issue 25), in one place for every journey. */
export const ROUTES = [
  "/",
  "/outdoor",
  "/woodwork",
  "/js-doc",
  "/js-doc/variabili-in-javascript",
  "/js-doc/this-in-javascript",
  "/demo",
  "/widgets",
  "/widgets/counter",
  "/widgets/paginator",
  "/widgets/slider",
  "/widgets/table",
  "/widgets/progress-ring",
  "/widgets/carousel",
  "/widgets/modal",
] as const;

export function baseURL(): string {
  return inject("baseURL");
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // Nothing leaves the machine: every name but the loopback ones fails to resolve at once, so
      // an off-machine request is an error the page sees (and watchedPage reports), without the
      // cost of intercepting every request.
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    ],
  });
}

/**
 * One Chromium for the whole file: launched before its tests, closed after them.
 * @returns a getter, because the browser exists only once `beforeAll` has run.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser starts in beforeAll: use it inside a test");
    return browser;
  };
}

export type Watched = {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings, page errors, and requests that tried to leave the machine. */
  problems: string[];
};

/**
 * A fresh context whose page records every console error or warning, uncaught error and
 * off-machine request; a journey ends by asserting `problems` is empty.
 */
export async function watchedPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  const problems: string[] = [];
  context.on("request", (request) => {
    const url = new URL(request.url());
    const local = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
    if (!local && url.protocol !== "data:" && url.protocol !== "blob:") problems.push(`external request: ${url.href}`);
  });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
}

/**
 * Waits until React has hydrated the document (root.tsx marks <html data-hydrated> in an effect),
 * and does nothing else: no key pressed, so the islands and the deferred blocks stay as a visitor
 * who has not touched the page has them.
 */
export async function documentHydrated(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/**
 * Waits until React has hydrated the document (root.tsx marks <html data-hydrated> in an effect)
 * and its islands (app/components/island.tsx). Those wait for a visitor to scroll to them or to
 * press a key: this presses Shift, as a keyboard user's first key would, then waits for each to
 * go live. tests/browser/islands.test.ts covers the waiting itself.
 */
export async function hydrated(page: Page) {
  await documentHydrated(page);
  if ((await page.locator('[data-island="served"]').count()) === 0) return;
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => document.querySelector('[data-island="served"]') === null);
}

/**
 * Waits, after a resize, until the widgets that measure themselves (the sliders, through a
 * ResizeObserver) have laid out at the new width: until three looks in a row, two frames and a
 * task apart, show the same sizes and the same cards inert. A resize can reach them in steps (a
 * frame at an in-between width first), and React may render the new window a task later, more
 * slowly on a busy machine.
 */
export async function resizeSettled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const state = () =>
      [
        document.documentElement.scrollWidth,
        ...[...document.querySelectorAll<HTMLElement>("[style]")].map((el) => el.getAttribute("style")),
        ...[...document.querySelectorAll("[inert]")].map((el) => el.textContent?.slice(0, 20)),
      ].join("|");
    let before = state();
    let same = 0;
    for (let i = 0; i < 40 && same < 2; i++) {
      await frame();
      const now = state();
      same = now === before ? same + 1 : 0;
      before = now;
    }
  });
}

/**
 * Waits until the browser has rendered two more frames, so that what measures the layout after
 * hydration (which code blocks scroll, and so are Tab stops) has run.
 */
export async function layoutSettled(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The content blocks in `main` (paragraphs, headings, code, list items, images, tables, labels),
 * counted in the HTML the server sends for the page's URL and on the page as it is now: where a
 * page must show every block it was served, the two are equal.
 */
export function servedAndShownBlocks(page: Page): Promise<{ served: number; shown: number }> {
  return page.evaluate(async () => {
    const count = (root: ParentNode) => root.querySelectorAll("main p, main h2, main h3, main pre, main li, main img, main table, main label").length;
    const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), "text/html");
    return { served: count(served), shown: count(document) };
  });
}
