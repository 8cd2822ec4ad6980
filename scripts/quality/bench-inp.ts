/*
 * Interaction to Next Paint per widget interaction on the built site's /demo, in Chromium with a 4×
 * CPU slowdown (DevTools' Emulation.setCPUThrottlingRate), read from the page's own Event Timing
 * entries: for each interaction, the longest `event` entry with its interactionId (input delay +
 * processing + presentation). Prints a table; asserts nothing, because timings depend on the
 * machine (and on whoever else is using it): compare runs taken together.
 *   npm run build && npm run bench:inp [-- --runs 5]
 */
import { chromium, type Locator, type Page } from "playwright-core";
import { createAppServer } from "../../server/app";
import { freePort } from "../lib/local-server";
import { measure, option, recordInteractions, report, slowDown, SLOWDOWN } from "./lib/inp";

const RUNS = option("runs", 5);

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
