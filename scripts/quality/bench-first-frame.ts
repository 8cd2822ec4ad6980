/*
 * What separates each page from the audit's floor before its first contentful paint (issue 28).
 * Every page and the floor (lib/floor.ts) are loaded in alternating rounds, each load a first
 * visit in a fresh context, under the throttling `npm run audit` applies on a phone (Lighthouse's
 * mobile profile: 562.5 ms a request, 1.6 Mbit/s down, the CPU slowed 4x, 412 x 823 at 1.75x),
 * with a Chromium trace. Prints, per page, the medians of:
 *   FCP and its ratio to the floor's;
 *   how many first frames already had content, and how many empty frames came before it;
 *   the first parser pump (ms, tokens; the script and stylesheet work in it): Chromium does not
 *   yield inside <head>, so a head that outlasts its ~10 ms budget paints an empty first frame;
 *   style and layout before the first contentful paint, and the layout objects of that frame;
 *   the long tasks (over 50 ms) from the first pump until the page has hydrated and two seconds
 *   more: how many, how many loads had none, the longest, and the font lookups inside them;
 *   blocking time as Lighthouse counts it from the first contentful paint (to the trace's end);
 *   with --tasks, every load's long tasks and what they did (parse, script, style, layout, fonts).
 * Asserts nothing: the figures depend on the machine and its load (printed); compare rows of one
 * run. About 6 s a load, against about 20 s a Lighthouse run. The page is read through CDP's
 * Runtime.evaluate only: Playwright's page.evaluate injects its script, itself a long task at 4x.
 *   npm run build && npm run bench:first-frame [-- --runs 9] [--only /demo ...] [--tasks]
 */
import { mkdir, readFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { createAppServer } from "../../server/app";
import { SITE_ROUTES } from "../../app/utils/site-routes";
import { freePort } from "../lib/local-server";
import { FLOOR_PATH, writeFloorBuild } from "./lib/floor";
import { blockingTime, type FirstFrame, firstFrame, type LongTask, longTasks, TRACE_CATEGORIES, type TraceEvent } from "./lib/first-frame";
import { option, options } from "./lib/inp";
import { markdownTable } from "./lib/markdown-table";

const root = fileURLToPath(new URL("../..", import.meta.url));
const RUNS = option("runs", 7);
const only = options("only");
const listTasks = process.argv.includes("--tasks");
const paths = [FLOOR_PATH, ...(only.length ? only : SITE_ROUTES.map((route) => route.path))];

/** Lighthouse 12's mobile profile under applied throttling (constants.throttling.mobileSlow4G, emulated phone). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const NETWORK = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
const CPU_SLOWDOWN = 4;

const site = JSON.parse(await readFile(join(root, "app/content/site.json"), "utf8")) as { headline: string; intro: string };
const floorDir = join(root, "tmp", "first-frame", "floor-build");
await mkdir(floorDir, { recursive: true });
const { server, close } = createAppServer({ buildDir: await writeFloorBuild(join(root, "build"), floorDir, site) });
const port = await freePort();
await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

type Load = FirstFrame & { fcp: number; longTasks: LongTask[] };
const loads = new Map<string, Load[]>(paths.map((path) => [path, []]));
const loadAverages: number[] = [];

async function load(path: string): Promise<Load | null> {
  const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { categories: TRACE_CATEGORIES, transferMode: "ReportEvents" });
    const url = `http://127.0.0.1:${port}${path}`;
    await page.goto(url, { waitUntil: "load" });
    const read = async <T>(expression: string): Promise<T> => (await cdp.send("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true })).result.value as T;
    const fcp = await read<number>(
      "new Promise((resolve) => new PerformanceObserver((list, observer) => { observer.disconnect(); resolve(list.getEntriesByName('first-contentful-paint')[0].startTime); }).observe({ type: 'paint', buffered: true }))",
    );
    // Until React has hydrated the page (root.tsx marks <html data-hydrated>; the floor has no
    // script), then two seconds for what follows hydration.
    const settled = "document.documentElement.hasAttribute('data-hydrated') || !document.querySelector('script[type=module]')";
    for (let waited = 0; waited < 15_000 && !(await read<boolean>(settled)); waited += 100) await sleep(100);
    await sleep(2_000);
    await cdp.send("Tracing.end");
    await complete;
    const figures = firstFrame(events, url);
    const tasks = longTasks(events, url);
    return figures && tasks && { ...figures, fcp, longTasks: tasks };
  } finally {
    await context.close();
  }
}

try {
  for (let round = 1; round <= RUNS; round++) {
    for (const path of paths) {
      const figures = await load(path);
      if (figures) loads.get(path)!.push(figures);
      else process.stderr.write(`  ${path}: no parse or no first contentful paint in the trace, run left out\n`);
    }
    loadAverages.push(loadavg()[0]);
    process.stderr.write(`round ${round}/${RUNS} done, load ${loadavg()[0].toFixed(1)}\n`);
  }
} finally {
  await browser.close();
  await close(2_000);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const of = (path: string, pick: (load: Load) => number) => median(loads.get(path)!.map(pick));
const floorFcp = of(FLOOR_PATH, (l) => l.fcp);
const header = ["page", "FCP", "x floor", "1st frame has content", "empty frames", "1st pump ms", "tokens", "script ms", "CSS ms", "style ms", "layout ms", "objects", "long tasks", "loads with none", "longest ms", "font ms in them", "blocking ms"];
const rows = paths.map((path) => {
  const list = loads.get(path)!;
  const fcp = of(path, (l) => l.fcp);
  return [
    path,
    `${Math.round(fcp)} ms`,
    `${(fcp / floorFcp).toFixed(2)}x`,
    `${list.filter((l) => l.contentfulFirstFrame).length}/${list.length}`,
    String(of(path, (l) => l.emptyFrames)),
    of(path, (l) => l.firstPump.ms).toFixed(1),
    String(of(path, (l) => l.firstPump.tokens)),
    of(path, (l) => l.firstPump.scriptMs).toFixed(1),
    of(path, (l) => l.firstPump.cssMs).toFixed(1),
    of(path, (l) => l.styleMs).toFixed(1),
    of(path, (l) => l.layoutMs).toFixed(1),
    String(of(path, (l) => l.contentfulFrameObjects)),
    String(of(path, (l) => l.longTasks.length)),
    `${list.filter((l) => !l.longTasks.length).length}/${list.length}`,
    of(path, (l) => Math.max(0, ...l.longTasks.map((task) => task.ms))).toFixed(0),
    of(path, (l) => l.longTasks.reduce((sum, task) => sum + task.fontMs, 0)).toFixed(0),
    of(path, (l) => blockingTime(l.longTasks, l.fcpAt)).toFixed(0),
  ];
});
console.log(`\nFirst frame, phone under applied throttling, median of ${RUNS} (load average ${Math.min(...loadAverages).toFixed(1)} to ${Math.max(...loadAverages).toFixed(1)})\n`);
console.log(markdownTable(header, rows, { left: 1 }));
if (listTasks) {
  console.log("\nEach load's long tasks (ms from the first parser pump; the parts overlap: a script the parser runs counts in both)\n");
  const task = (t: LongTask, fcpAt: number) =>
    `${t.at.toFixed(0)}${t.at + t.ms <= fcpAt ? " (before FCP)" : t.at < fcpAt ? " (over FCP)" : ""}: ${t.ms.toFixed(0)} ms, parse ${t.parseMs.toFixed(0)}, script ${t.scriptMs.toFixed(0)}, style ${t.styleMs.toFixed(0)}, layout ${t.layoutMs.toFixed(0)}, fonts ${t.fontMs.toFixed(0)}`;
  for (const path of paths) {
    for (const [i, l] of loads.get(path)!.entries()) {
      console.log(`${path} #${i + 1}, FCP at ${l.fcpAt.toFixed(0)}: ${l.longTasks.map((t) => task(t, l.fcpAt)).join("; ") || "none"}`);
    }
  }
}
