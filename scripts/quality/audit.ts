/**
 * `npm run audit`: Lighthouse 12 in Debian's Chromium on every page, mobile and desktop, measured
 * two ways. Applied throttling (`devtools`: the browser's network and CPU really slowed, each
 * request costing about 650 ms on the mobile profile) gives the figures the budgets hold; the
 * simulated run (Lighthouse's default, which estimates from an unthrottled trace) is printed
 * beside it for reference. Each row is the median of five runs.
 *
 * Beside the pages it measures a floor (lib/floor.ts: the home page's headline and introduction
 * in one document, CSS inline, no script) served by the same server, in the same alternating
 * rounds; every row gives its FCP and LCP as a multiple of the floor's, and a phone's must stay
 * within 1.4x (lib/audit-budget.ts has every budget). The floor is measured a second time at
 * another path, last in each round where the floor is first: that control row's ratios are what
 * the instrument reads between two identical documents in the same run; a page's spread beyond
 * that is its own (decision 0005, stop 54). With a lesson among the pages it also prints what a
 * lesson loads only when a reader runs or edits an example (lib/on-demand.ts). Exits
 * 1 when a page misses a budget on a quiet machine, 2 when it misses one on a loaded machine (no
 * verdict: the load is printed).
 *
 *   npm run audit                          build, serve, audit every page
 *   npm run audit -- --no-build            audit the existing build
 *   npm run audit -- --runs 3              median of three runs per row (quicker, less steady)
 *   npm run audit -- --only /outdoor       one page (repeatable)
 *   npm run audit -- --method devtools     one method (devtools | simulate)
 *   npm run audit -- --form mobile         one form factor (mobile | desktop)
 *   npm run audit -- --compare before=tmp/old/build after=build
 *       two or more builds side by side (each a folder holding prerender.json), each served by
 *       this checkout's server; runs alternate between them page by page, and the table gives
 *       each metric's median with its range and the difference of medians. No budgets.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse, { type Flags, type Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { existsSync, readFileSync } from "node:fs";
import { SITE_ROUTES } from "../../app/utils/site-routes";
import { ensureDebianTools } from "../dev/ensure-debian.ts";
import { freePort, waitForServer } from "../lib/local-server.ts";
import { BUDGETS, type Figures, type Form, loadedMachine, misses } from "./lib/audit-budget.ts";
import { FLOOR_AGAIN_PATH, FLOOR_PATH, writeFloorBuild } from "./lib/floor.ts";
import { markdownTable } from "./lib/markdown-table.ts";
import { describeOnDemand, lessonOnDemand } from "./lib/on-demand.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const args = process.argv.slice(2);
const option = (name: string): string[] => args.flatMap((arg, i) => (arg === name && args[i + 1] ? [args[i + 1]] : []));
const RUNS = Number(option("--runs")[0] ?? 5);
// A run in which Lighthouse itself fails (its trace, its protocol) is repeated, at most this often.
const ATTEMPTS = 3;
const ONLY = option("--only");
type Method = "devtools" | "simulate";
const METHODS = (option("--method").length ? option("--method") : ["devtools", "simulate"]) as Method[];
const FORMS = (option("--form").length ? option("--form") : ["mobile", "desktop"]) as Form[];
/** Every argument after --compare up to the next option. */
const compareSpecs = args.includes("--compare") ? args.slice(args.indexOf("--compare") + 1).filter((_, i, rest) => !rest.slice(0, i + 1).some((a) => a.startsWith("--"))) : [];
const COMPARE = compareSpecs.map((spec) => {
  const [name, dir] = spec.includes("=") ? spec.split("=") : [spec, spec];
  return { name, dir: resolve(dir) };
});

const KiB = 1024;

type Run = Figures & { si: number; report: string };
const stopAll: (() => Promise<void>)[] = [];
async function cleanup() {
  for (const stop of stopAll.reverse()) await stop().catch(() => {});
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void cleanup().then(() => process.exit(130)));

function stopOnExit(child: ChildProcess, after?: () => Promise<void>) {
  stopAll.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, "SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    await after?.();
  });
}

/**
 * `npm start` on a free port; or, given a build folder, that build served by the server module
 * given, else its own server: the one compiled into it (<build>/server/app.js), or its checkout's
 * (<checkout>/server/app.js, before the server was TypeScript), or this checkout's sources.
 */
async function startServer(buildDir?: string, serverModule?: string): Promise<string> {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" } as NodeJS.ProcessEnv;
  const own = serverModule ?? (buildDir && [join(buildDir, "server", "app.js"), join(buildDir, "..", "server", "app.js")].find((file) => existsSync(file)));
  const serverArgs = own ? [own] : [];
  const child = buildDir
    ? spawn(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/quality/serve-build.ts", buildDir, String(port), ...serverArgs], {
        cwd: root,
        env,
        stdio: ["ignore", "ignore", "inherit"],
        detached: true,
      })
    : spawn("npm", ["start", "--silent"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"], detached: true });
  stopOnExit(child);
  await waitForServer(`http://127.0.0.1:${port}/healthz`, child, { name: buildDir ?? "npm start", ready: (r) => r.status === 200 });
  return `http://127.0.0.1:${port}`;
}

async function startChromium(): Promise<number> {
  const port = await freePort();
  const profile = await mkdtemp(join(tmpdir(), "audit-chromium-"));
  const chromium = spawn(
    CHROMIUM,
    [
      "--headless=new",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-default-apps",
      "--disable-extensions",
      "--mute-audio",
      "about:blank",
    ],
    { stdio: "ignore", detached: true },
  );
  stopOnExit(chromium, () => rm(profile, { recursive: true, force: true }));
  await waitForServer(`http://127.0.0.1:${port}/json/version`, chromium, { name: "chromium" });
  return port;
}

/** One Lighthouse run, repeated when Lighthouse itself fails to record it. */
async function lighthouseRun(url: string, form: Form, method: Method, port: number): Promise<Run> {
  let result: Result | undefined;
  for (let attempt = 1; ; attempt++) {
    const flags: Flags = {
      port,
      output: "json",
      logLevel: "error",
      throttlingMethod: method,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // Every run a first visit: Lighthouse empties the HTTP cache but by default keeps
      // localStorage, where a theme chosen in an earlier run would stay.
      clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage"],
    };
    const runner = await lighthouse(url, flags, form === "desktop" ? desktopConfig : undefined);
    result = runner?.lhr;
    const error = result?.runtimeError;
    if (result && !error) {
      const { categories, audits } = result;
      const summary = (audits["resource-summary"].details as unknown as { items: { resourceType: string; transferSize: number }[] }).items;
      const size = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
      const failed = ["accessibility", "best-practices", "seo"].flatMap((id) =>
        categories[id].auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score! < 1).map((ref) => `${id}: ${ref.id}`),
      );
      const score = (id: string) => Math.round((categories[id].score ?? 0) * 100);
      const value = (id: string) => audits[id].numericValue ?? Number.NaN;
      return {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcp: value("first-contentful-paint"),
        lcp: value("largest-contentful-paint"),
        si: value("speed-index"),
        tbt: value("total-blocking-time"),
        cls: value("cumulative-layout-shift"),
        transfer: size("total"),
        js: size("script"),
        failed,
        report: runner!.report as string,
      };
    }
    if (attempt === ATTEMPTS) throw new Error(`${url} ${form} ${method}: ${error?.message ?? "no result"}`);
    process.stderr.write(`  ${url} ${form} ${method}: Lighthouse ${error?.code ?? "failed"}, running again\n`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The row for a page: the median of each metric; scores and sizes from the median run by performance. */
function summarize(runs: Run[]): Run {
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = byScore[Math.floor(byScore.length / 2)];
  const m = (key: "fcp" | "lcp" | "si" | "tbt" | "cls") => median(runs.map((r) => r[key]));
  return { ...middle, fcp: m("fcp"), lcp: m("lcp"), si: m("si"), tbt: m("tbt"), cls: m("cls") };
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

/** The floor (see lib/floor.ts) with the headline and introduction the owner's home page opens with. */
async function floorBuild(): Promise<string> {
  const site = JSON.parse(readFileSync(join(root, "app/content/site.json"), "utf8")) as { headline: string; intro: string };
  return writeFloorBuild(join(root, "build"), join(root, "tmp", "audit", "floor-build"), site);
}

const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}x`;

/** Beside a lesson's first load, what it loads only when a reader runs or edits an example. */
const isLesson = (path: string) => path.startsWith("/js-doc/");
async function printOnDemand(base: string, buildDir: string, name?: string) {
  const parts = await lessonOnDemand(base, buildDir);
  console.log(`Lessons, not in their first load${name ? ` (${name})` : ""}: ${parts ? describeOnDemand(parts) : "no runner in this build"}.`);
}

async function audit(paths: string[], port: number) {
  // The site and the floor from one server: the one `npm start` runs, compiled by the build.
  const base = await startServer(await floorBuild(), join(root, "build", "server", "app.js"));
  const reports = join(root, "tmp", "audit");
  await mkdir(reports, { recursive: true });
  const rows: { path: string; form: Form; method: Method; r: Run; floor: Run; missed: string[]; load: string }[] = [];
  const loads: number[] = [];
  const measured = [FLOOR_PATH, ...paths, FLOOR_AGAIN_PATH];
  // The floor and its control are held to no budget.
  const isFloor = (path: string) => path === FLOOR_PATH || path === FLOOR_AGAIN_PATH;
  for (const form of FORMS) {
    for (const method of METHODS) {
      const runs = new Map<string, Run[]>();
      const failures = new Map<string, string>();
      const loadBefore = loadavg()[0];
      // Rounds alternate the order, so that no page always runs first or right after the floor.
      for (let i = 0; i < RUNS; i++) {
        for (const path of i % 2 ? [...measured].reverse() : measured) {
          if (failures.has(path)) continue;
          loads.push(loadavg()[0]);
          try {
            const run = await lighthouseRun(base + path, form, method, port);
            runs.set(path, [...(runs.get(path) ?? []), run]);
            process.stderr.write(`  ${path} ${form} ${method} #${i + 1}: ${run.performance}, FCP ${s(run.fcp)}, LCP ${s(run.lcp)}, TBT ${Math.round(run.tbt)} ms\n`);
          } catch (error) {
            // A page that does not load is a missed budget, not a reason to skip the others.
            failures.set(path, String((error as Error).message).slice(0, 100));
            process.stderr.write(`  ${path} ${form} ${method}: failed\n`);
          }
        }
      }
      const load = `${loadBefore.toFixed(1)}-${loadavg()[0].toFixed(1)}`;
      const floorRuns = runs.get(FLOOR_PATH);
      if (!floorRuns) throw new Error(`the floor could not be measured (${form}, ${method}): ${failures.get(FLOOR_PATH)}`);
      const floor = summarize(floorRuns);
      for (const path of measured) {
        const failure = failures.get(path);
        if (failure) {
          const empty: Run = { performance: 0, accessibility: 0, bestPractices: 0, seo: 0, fcp: 0, lcp: 0, si: 0, tbt: 0, cls: 0, transfer: 0, js: 0, failed: [], report: "" };
          rows.push({ path, form, method, r: empty, floor, missed: [failure], load: "" });
          continue;
        }
        const r = summarize(runs.get(path)!);
        const name = `${path.slice(1).replace(/\//g, "-") || "home"}-${form}-${method}.json`;
        await writeFile(join(reports, name), r.report);
        const missed = method === "devtools" && !isFloor(path) ? misses(path, form, r, floor) : [];
        rows.push({ path, form, method, r, floor, missed, load });
      }
    }
  }
  const header = ["page", "form", "throttling", "perf", "a11y", "best", "SEO", "FCP", "LCP", "FCP/floor", "LCP/floor", "TBT", "CLS", "total KiB", "JS KiB", "load avg", "budget"];
  const lines = rows.map(({ path, form, method, r, floor, missed, load: l }) =>
    [
      path === FLOOR_PATH ? `${path} (floor)` : path === FLOOR_AGAIN_PATH ? `${path} (control)` : path,
      form,
      method === "devtools" ? "applied" : "simulated",
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      s(r.fcp),
      s(r.lcp),
      ratio(r.fcp, floor.fcp),
      ratio(r.lcp, floor.lcp),
      `${Math.round(r.tbt)} ms`,
      r.cls.toFixed(3),
      (r.transfer / KiB).toFixed(0),
      (r.js / KiB).toFixed(1),
      l,
      path === FLOOR_PATH
        ? "(baseline)"
        : path === FLOOR_AGAIN_PATH
          ? "(the floor again)"
          : method !== "devtools"
            ? "(reference)"
            : missed.length
              ? `MISSED: ${missed.join("; ")}`
              : "ok",
    ].map(String),
  );
  console.log(markdownTable(header, lines, { left: 3, lastLeft: true }));
  console.log(
    `\nJS KiB and total KiB are as transferred: compressed bodies plus response headers. Budgets hold the applied-throttling rows; a phone's FCP and LCP at most ${BUDGETS.floorRatio}x the floor's of the same run.`,
  );
  if (paths.some(isLesson)) await printOnDemand(base, join(root, "build"));
  const failing = rows.filter((row) => row.missed.length);
  const held = rows.filter((row) => row.method === "devtools" && !isFloor(row.path)).length;
  console.log(failing.length ? `${failing.length} of ${held} applied-throttling audits missed a budget.` : `All ${held} applied-throttling audits within budget.`);
  for (const { form, r, floor } of rows.filter((row) => row.path === FLOOR_AGAIN_PATH && row.method === "devtools" && row.r.fcp > 0)) {
    console.log(
      `The floor measured again (${form}): FCP ${ratio(r.fcp, floor.fcp)}, LCP ${ratio(r.lcp, floor.lcp)} of itself, the spread two identical documents show in this run.`,
    );
  }
  const loaded = loadedMachine(loads, cpus().length);
  if (loaded)
    console.log(
      `The machine was loaded (1-minute load average up to ${Math.max(...loads).toFixed(1)} on ${cpus().length} cores): these figures are not a verdict. Run again on a quiet machine.`,
    );
  return failing.length === 0 ? "held" : loaded ? "inconclusive" : "missed";
}

async function compare(paths: string[], port: number) {
  for (const { dir } of COMPARE) if (!existsSync(join(dir, "prerender.json"))) throw new Error(`${dir} holds no prerender.json: give build folders`);
  const site = JSON.parse(readFileSync(join(root, "app/content/site.json"), "utf8")) as { headline: string; intro: string };
  const bases: { name: string; dir: string; base: string }[] = [];
  // Each build served with the floor beside it; the floor and its control are measured from the
  // first build's server, first and last in each round (the reverse in the next).
  for (const variant of COMPARE) {
    const served = await writeFloorBuild(variant.dir, join(root, "tmp", "audit", `floor-${variant.name}`), site);
    const own = join(variant.dir, "server", "app.js");
    bases.push({ ...variant, base: await startServer(served, existsSync(own) ? own : undefined) });
  }
  type Key = "performance" | "fcp" | "lcp" | "si" | "tbt" | "cls";
  const results = new Map<string, Run[]>();
  const loads: number[] = [];
  const floors = [FLOOR_PATH, FLOOR_AGAIN_PATH];
  for (const form of FORMS) {
    for (const method of METHODS) {
      for (let i = 0; i < RUNS; i++) {
        const round = [FLOOR_PATH, ...paths, FLOOR_AGAIN_PATH];
        for (const path of i % 2 ? round.reverse() : round) {
          // The order alternates from one round to the next, so neither build always goes first.
          const order = floors.includes(path) ? bases.slice(0, 1) : i % 2 ? [...bases].reverse() : bases;
          for (const { name, base } of order) {
            loads.push(loadavg()[0]);
            const run = await lighthouseRun(base + path, form, method, port);
            const key = `${path}|${form}|${method}|${name}`;
            results.set(key, [...(results.get(key) ?? []), run]);
            process.stderr.write(`  ${path} ${form} ${method} ${name} #${i + 1}: FCP ${s(run.fcp)} LCP ${s(run.lcp)} TBT ${Math.round(run.tbt)} ms\n`);
          }
        }
      }
    }
  }
  const metrics: [Key, string, (v: number) => string][] = [
    ["performance", "perf", (v) => String(Math.round(v))],
    ["fcp", "FCP ms", (v) => String(Math.round(v))],
    ["lcp", "LCP ms", (v) => String(Math.round(v))],
    ["si", "SI ms", (v) => String(Math.round(v))],
    ["tbt", "TBT ms", (v) => String(Math.round(v))],
    ["cls", "CLS", (v) => v.toFixed(3)],
  ];
  const lines: string[][] = [];
  for (const form of FORMS) {
    for (const method of METHODS) {
      const floor = results.get(`${FLOOR_PATH}|${form}|${method}|${bases[0].name}`)!;
      const floorMedian = (key: "fcp" | "lcp") => median(floor.map((r) => r[key]));
      for (const path of [FLOOR_PATH, ...paths, FLOOR_AGAIN_PATH]) {
        const first = results.get(`${path}|${form}|${method}|${bases[0].name}`)!;
        for (const { name } of floors.includes(path) ? bases.slice(0, 1) : bases) {
          const runs = results.get(`${path}|${form}|${method}|${name}`)!;
          const label = path === FLOOR_PATH ? `${path} (floor)` : path === FLOOR_AGAIN_PATH ? `${path} (control)` : path;
          lines.push([
            label,
            `${form} ${method === "devtools" ? "applied" : "simulated"}`,
            floors.includes(path) ? "-" : name,
            ...metrics.map(([key, , f]) => {
              const values = runs.map((r) => r[key]);
              const delta =
                name === bases[0].name ? "" : ` (${median(values) - median(first.map((r) => r[key])) >= 0 ? "+" : ""}${f(median(values) - median(first.map((r) => r[key])))})`;
              return `${f(median(values))} [${f(Math.min(...values))}-${f(Math.max(...values))}]${delta}`;
            }),
            ratio(median(runs.map((r) => r.fcp)), floorMedian("fcp")),
            ratio(median(runs.map((r) => r.lcp)), floorMedian("lcp")),
            `${(runs[0].js / KiB).toFixed(1)} / ${(runs[0].transfer / KiB).toFixed(0)}`,
          ]);
        }
      }
    }
  }
  console.log(markdownTable(["page", "profile", "build", ...metrics.map(([, label]) => label), "FCP/floor", "LCP/floor", "JS / total KiB"], lines, { left: 3, lastLeft: true }));
  console.log(
    `\nMedian [min-max] of ${RUNS} alternating runs; (±) is the difference from ${bases[0].name}'s median; the ratios are to the floor's median of the same run, and the control row is the floor again. Load average during the runs: ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}.`,
  );
  if (paths.some(isLesson)) for (const { name, dir, base } of bases) await printOnDemand(base, dir, name);
}

try {
  const missing = ensureDebianTools(["chromium"]);
  if (missing.length) throw new Error(missing.join("\n"));
  if (!COMPARE.length && !args.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const paths = SITE_ROUTES.map((route) => route.path).filter((path) => !ONLY.length || ONLY.includes(path));
  const port = await startChromium();
  const started = Date.now();
  const version = (await import("lighthouse/package.json", { with: { type: "json" } })).default.version;
  console.log(
    `Lighthouse ${version}, Chromium ${spawnSync(CHROMIUM, ["--version"], { encoding: "utf8" }).stdout.trim()}, Node ${process.version}; load average ${load()} (1, 5, 15 min) at the start`,
  );
  console.log(`Median of ${RUNS} run(s) per row; applied throttling = --throttling-method=devtools; simulated = Lighthouse's default. Reports in tmp/audit/.\n`);
  const outcome = COMPARE.length ? (await compare(paths, port), "held") : await audit(paths, port);
  console.log(`\n${Math.round((Date.now() - started) / 1000)} s; load average ${load()} at the end.`);
  // 1: a budget missed on a quiet machine; 2: missed on a loaded one, which is no verdict.
  process.exitCode = { held: 0, missed: 1, inconclusive: 2 }[outcome];
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
