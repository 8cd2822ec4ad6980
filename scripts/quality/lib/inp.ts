// Interaction to Next Paint, measured in Chromium as the benchmarks take it (bench-inp.ts on the
// site's /demo, bench-inp-lab.ts on the widgets lab): the CPU slowed 4× (DevTools'
// Emulation.setCPUThrottlingRate), and for each interaction the longest Event Timing `event` entry
// with its interactionId (input delay + processing + presentation), read from the page itself.
import type { BrowserContext, Page } from "playwright-core";

export const SLOWDOWN = 4;
/** The smallest threshold Event Timing allows: shorter interactions are not reported, shown as "< 16". */
export const THRESHOLD_MS = 16;

/** A number from the command line (`--runs 5`), or the fallback. */
export function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? NaN : Number(process.argv[index + 1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Every value of a repeatable option from the command line (`--only /a --only /b`). */
export function options(name: string): string[] {
  return process.argv.flatMap((arg, i) => (arg === `--${name}` && process.argv[i + 1] ? [process.argv[i + 1]] : []));
}

/** Collects Event Timing entries from the start of the page, before any script of the page runs. */
const observe = `
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__events.push({ id: entry.interactionId, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: ${THRESHOLD_MS}, buffered: true });
`;

/** Records the page's interactions from its first script on; call before `page.goto`. */
export async function recordInteractions(page: Page): Promise<void> {
  await page.addInitScript(observe);
}

/** Slows the page's CPU down SLOWDOWN times, from now on. */
export async function slowDown(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
}

/** Does `act` (one interaction) and returns its INP in ms, or null when it stayed under the threshold. */
export async function measure(page: Page, act: () => Promise<void>): Promise<number | null> {
  await page.evaluate(() => ((window as unknown as { __events: unknown[] }).__events = []));
  await act();
  // Entries arrive after the next paint; two frames and a task later they are all in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  const events = await page.evaluate(() => (window as unknown as { __events: { id: number; duration: number }[] }).__events);
  return events.length === 0 ? null : Math.max(...events.map((event) => event.duration));
}

/** Prints a Markdown table of each interaction's median and worst over the runs. */
export function report(title: string, results: Map<{ widget: string; action: string }, (number | null)[]>, firstColumn = "widget"): void {
  const shown = (ms: number | null) => (ms === null ? `< ${THRESHOLD_MS}` : ms.toFixed(0));
  const median = (values: (number | null)[]) => {
    const sorted = values.map((value) => value ?? 0).sort((a, b) => a - b);
    const middle = sorted[Math.floor(sorted.length / 2)]!;
    return middle === 0 ? null : middle;
  };
  console.log(`${title}\n`);
  console.log(`| ${firstColumn} | interaction | median | worst |`);
  console.log("| --- | --- | --- | --- |");
  for (const [interaction, values] of results) {
    const worst = values.some((value) => value !== null) ? Math.max(...values.map((value) => value ?? 0)) : null;
    console.log(`| ${interaction.widget} | ${interaction.action} | ${shown(median(values))} | ${shown(worst)} |`);
  }
}
