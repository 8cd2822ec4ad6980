/*
 * Interaction to Next Paint of the Table's, Slider's and Carousel's interactions on the widgets lab
 * (packages/widgets/test/lab: the built package, production React), a 10,000-row table included,
 * in Chromium with the CPU slowed 4× (scripts/quality/lib/inp.ts). Prints a table; asserts
 * nothing, because timings depend on the machine and its load: compare runs taken together.
 *   npm run build:widgets && npx tsx scripts/quality/bench-inp-lab.ts [--runs 5]
 */
import { fileURLToPath } from "node:url";
import { chromium, type CDPSession, type Locator, type Page } from "playwright-core";
import { buildHarness } from "../lib/harness";
import { measure, option, recordInteractions, report, slowDown, SLOWDOWN } from "./lib/inp";

const RUNS = option("runs", 5);

type Interaction = { widget: string; action: string; run: (page: Page, cdp: CDPSession) => Promise<void> };

const big = (page: Page) => page.getByRole("table", { name: "Ten thousand people" });
const bigRoot = (page: Page) => page.getByRole("region", { name: "Ten thousand people" }).locator("xpath=..");
const woods = (page: Page) => page.getByRole("region", { name: "Woods", exact: true });
const colours = (page: Page) => page.getByRole("region", { name: "Colours", exact: true });

/** A mouse press on the element's middle, moved `dx` in six steps and let go (DevTools input, as a hand's). */
async function drag(cdp: CDPSession, target: Locator, dx: number) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2 - dx / 2;
  const y = box.y + Math.min(box.height / 2, 100);
  const send = (type: "mouseMoved" | "mousePressed" | "mouseReleased", px: number, buttons: number) =>
    cdp.send("Input.dispatchMouseEvent", { type, x: px, y, button: "left", buttons, clickCount: 1 });
  await send("mouseMoved", x, 0);
  await send("mousePressed", x, 1);
  for (let i = 1; i <= 6; i++) await send("mouseMoved", x + (dx * i) / 6, 1);
  await send("mouseReleased", x + dx, 0);
}

const interactions: Interaction[] = [
  { widget: "Table (10,000 rows)", action: "sort by age (numbers), first time (click)", run: (page) => big(page).getByRole("button", { name: "Age", exact: true }).click() },
  { widget: "Table (10,000 rows)", action: "sort by name (text), first time (click)", run: (page) => big(page).getByRole("button", { name: "name", exact: true }).click() },
  { widget: "Table (10,000 rows)", action: "sort by name, descending (click)", run: (page) => big(page).getByRole("button", { name: "name", exact: true }).click() },
  { widget: "Table (10,000 rows)", action: "next page (click)", run: (page) => bigRoot(page).getByRole("button", { name: "Next page" }).click() },
  {
    widget: "Table (10,000 rows)",
    action: "page size 50 (key on the select)",
    run: async (page) => {
      await bigRoot(page).getByRole("combobox", { name: "Items per page:" }).focus();
      await page.keyboard.press("ArrowDown");
    },
  },
  { widget: "Table (10,000 rows)", action: "open a filter (click)", run: (page) => big(page).getByRole("button", { name: "Filter surname" }).click() },
  {
    widget: "Table (10,000 rows)",
    action: "apply a filter (Enter)",
    run: async (page) => {
      await big(page).getByRole("textbox", { name: "Find by surname" }).fill("ro");
      await page.keyboard.press("Enter");
    },
  },
  { widget: "Table (10,000 rows)", action: "select the page (click)", run: (page) => big(page).getByRole("checkbox", { name: "Select all rows on this page" }).click() },
  { widget: "Table (10,000 rows)", action: "select a row (click)", run: (page) => big(page).locator("tbody input[type=checkbox]:not(:disabled)").first().click() },
  { widget: "Slider (loop)", action: "next slide (click)", run: (page) => woods(page).getByRole("button", { name: "Next slide" }).click() },
  {
    widget: "Slider (loop)",
    action: "ArrowRight on a card",
    run: async (page) => {
      await woods(page).locator("[aria-roledescription=slide][data-state=active] a").focus();
      await page.keyboard.press("ArrowRight");
    },
  },
  { widget: "Slider (loop)", action: "drag one slide (mouse)", run: (page, cdp) => drag(cdp, woods(page).locator("[data-part=viewport]"), -300) },
  { widget: "Carousel", action: "next slide (click)", run: (page) => colours(page).getByRole("button", { name: "Next slide" }).click() },
  { widget: "Carousel", action: "slide picker (click)", run: (page) => colours(page).getByRole("button", { name: "Show slide 1 of 3" }).click() },
  { widget: "Carousel", action: "swipe (mouse)", run: (page, cdp) => drag(cdp, colours(page).locator("[aria-live]"), -200) },
];

const lab = await buildHarness(fileURLToPath(new URL("../../packages/widgets/test/lab", import.meta.url)), "/__widgets-lab/");
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const results = new Map<Interaction, (number | null)[]>(interactions.map((interaction) => [interaction, []]));
try {
  for (let run = 0; run < RUNS; run++) {
    // No reduced motion: the slider's track follows the drag, as most visitors see it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await lab.serve(context);
    const page = await context.newPage();
    await recordInteractions(page);
    await page.goto(`http://127.0.0.1${lab.base}`);
    await page.getByRole("heading", { name: "Widgets lab" }).waitFor();
    const cdp = await context.newCDPSession(page);
    await slowDown(context, page);
    for (const interaction of interactions) results.get(interaction)!.push(await measure(page, () => interaction.run(page, cdp)));
    await context.close();
  }
} finally {
  await browser.close();
  lab.remove();
}

report(`INP per interaction on the widgets lab, Chromium, CPU ${SLOWDOWN}× slower, ${RUNS} runs (ms; median and worst)`, results);
