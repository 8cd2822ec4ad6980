/*
 * Interaction to Next Paint per widget interaction on the built site's /demo, in Chromium with a 4×
 * CPU slowdown (DevTools' Emulation.setCPUThrottlingRate), read from the page's own Event Timing
 * entries: for each interaction, the longest `event` entry with its interactionId (input delay +
 * processing + presentation). Prints a table; asserts nothing, because timings depend on the
 * machine (and on whoever else is using it): compare runs taken together.
 *   npm run build && npm run bench:inp [-- --runs 5]
 * With --first, a visitor's first interaction on each page instead (issue 28): on a phone, once the
 * page has hydrated, one of a tap on the h1, a Shift key, a tap on the bar's Menu, or a tap on the
 * first link of the page's content to another page (a client navigation), each in a fresh context.
 *   npm run bench:inp -- --first [--runs 3] [--only /widgets ...]
 */
import { chromium, type Locator, type Page } from "playwright-core";
import { createAppServer } from "../../server/app";
import { SITE_ROUTES } from "../../app/utils/site-routes";
import { freePort } from "../lib/local-server";
import { measure, option, options, recordInteractions, report, slowDown, SLOWDOWN } from "./lib/inp";

const FIRST = process.argv.includes("--first");
const RUNS = option("runs", FIRST ? 3 : 5);

type Interaction = { widget: string; action: string; target: (page: Page) => Locator; reset?: (page: Page) => Promise<void> };

const table = (page: Page) => page.getByRole("table", { name: "Sample people" });
const interactions: Interaction[] = [
  { widget: "Paginator", action: "next page (click)", target: (page) => page.getByRole("navigation", { name: "Default template" }).getByRole("button", { name: "Next page" }) },
  { widget: "Paginator", action: "page number (click)", target: (page) => page.getByRole("navigation", { name: "templateTwo" }).getByRole("button", { name: "Page 3" }) },
  { widget: "Slider", action: "next slide (click)", target: (page) => page.getByRole("region", { name: "Demo cards", exact: true }).getByRole("button", { name: "Next slide" }) },
  { widget: "Table", action: "sort by name (click)", target: (page) => table(page).getByRole("button", { name: "name", exact: true }) },
  { widget: "Table", action: "open a filter (click)", target: (page) => table(page).getByRole("button", { name: "Filter gender" }) },
];

const port = await freePort();
const { server, close } = createAppServer({ buildDir: new URL("../../build", import.meta.url).pathname });
await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
if (FIRST) {
  await firstInteractions();
  process.exit(0);
}
const results = new Map<Interaction, (number | null)[]>(interactions.map((interaction) => [interaction, []]));
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    await recordInteractions(page);
    await page.goto(`http://127.0.0.1:${port}/demo`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await slowDown(context, page);
    for (const interaction of interactions) {
      // Islands wake when they come into view: bring the control in and wait until it works.
      const target = interaction.target(page);
      await target.scrollIntoViewIfNeeded();
      await target.waitFor({ state: "visible" });
      // The island's live markup replaces the served one: ask the locator again each time.
      const deadline = Date.now() + 30_000;
      while (await target.isDisabled()) {
        if (Date.now() > deadline) throw new Error(`${interaction.widget}, ${interaction.action}: the control never became usable`);
        await page.waitForTimeout(100);
      }
      results.get(interaction)!.push(
        await measure(page, async () => {
          await target.scrollIntoViewIfNeeded();
          await target.click();
        }),
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await close(2_000);
}

report(`INP per interaction on /demo, Chromium, CPU ${SLOWDOWN}× slower, ${RUNS} runs (ms; median and worst)`, results);

/** The --first table: each page's first interaction, one kind per fresh phone context. */
async function firstInteractions() {
  const only = options("only");
  const paths = only.length ? only : SITE_ROUTES.map((route) => route.path);
  const tap = (selector: string) => async (page: Page) => {
    const box = (await page.locator(selector).first().boundingBox())!;
    await page.touchscreen.tap(box.x + Math.min(12, box.width / 2), box.y + box.height / 2);
  };
  // The first of them a visitor sees (a page's content may have no link to another page).
  const link = 'main a[href^="/"]:visible';
  const firsts = [
    { action: "tap on the h1", act: tap("main h1") },
    { action: "Shift key", act: (page: Page) => page.keyboard.press("Shift") },
    { action: "tap on Menu", act: tap("header summary") },
    { action: "tap on a link (client navigation)", act: tap(link), when: (page: Page) => page.locator(link).count() },
  ];
  const found = new Map<{ widget: string; action: string }, (number | null)[]>();
  try {
    for (const path of paths) {
      for (const { action, act, when } of firsts) {
        const values: (number | null)[] = [];
        let absent = false;
        for (let run = 0; run < RUNS; run++) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
          const page = await context.newPage();
          await recordInteractions(page);
          await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "load" });
          await page.waitForSelector("html[data-hydrated]", { state: "attached" });
          // What the load schedules after hydration (the fonts, idle work) settles first.
          await page.waitForTimeout(1_500);
          absent = when !== undefined && (await when(page)) === 0;
          if (!absent) {
            await slowDown(context, page);
            values.push(await measure(page, () => act(page)));
          }
          await context.close();
          if (absent) break;
        }
        if (!absent) found.set({ widget: path, action }, values);
      }
    }
  } finally {
    await browser.close();
    await close(2_000);
  }
  report(`INP of a first interaction, phone, Chromium, CPU ${SLOWDOWN}× slower, ${RUNS} runs (ms; median and worst)`, found, "page");
}
