// `npm run audit` (run by tsx, to read the page list from app/utils/site-routes.ts): builds, starts the production server and runs Lighthouse 12 (Debian's
// Chromium) on every page, mobile and desktop. Prints one table and exits 1 when any page misses
// a budget. A benchmark-style script, not a test: its numbers depend on the machine.
//
//   npm run audit                  build, then audit every page (median of 3 runs per row)
//   npm run audit -- --no-build    audit the existing build
//   npm run audit -- --runs 5      median of 5 Lighthouse runs per page and form factor
//   npm run audit -- --only /outdoor
import { spawn, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { freePort, waitForServer } from "./lib/local-server.js";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { SITE_ROUTES } from "../app/utils/site-routes.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
// One simulated-throttling run varies by tens of milliseconds of blocking time on a shared
// machine; the median of three is the figure a budget is held to.
const RUNS = Number(option("--runs", "3"));
// A run in which Lighthouse itself fails (its trace, its protocol) is repeated, at most this often;
// a page that keeps failing is reported as missing its budgets.
const ATTEMPTS = 3;
const ONLY = option("--only", null);
// Issue 9: mobile performance 100, at least 95 on a noisy machine such as a shared CI runner.
const MIN_MOBILE_PERFORMANCE = Number(process.env.AUDIT_MIN_PERFORMANCE ?? 95);

const KiB = 1024;
const budgets = {
  performance: { mobile: MIN_MOBILE_PERFORMANCE, desktop: MIN_MOBILE_PERFORMANCE },
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.0005, // "0": anything Lighthouse would print as 0.000
  tbt: 50,
  mobileLcp: 1500,
  js: 90 * KiB,
  transfer: { "/": 300 * KiB, "/outdoor": 700 * KiB },
};

const paths = SITE_ROUTES.map((route) => route.path).filter((path) => !ONLY || path === ONLY);

const stopAll = [];
async function cleanup() {
  for (const stop of stopAll.reverse()) await stop().catch(() => {});
}
process.on("SIGINT", () => cleanup().then(() => process.exit(130)));

async function startServer() {
  const port = await freePort();
  const server = spawn("npm", ["start", "--silent"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  stopAll.push(async () => {
    if (server.exitCode === null) {
      process.kill(-server.pid, "SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
  });
  await waitForServer(`http://127.0.0.1:${port}/`, server, { name: "npm start" });
  return `http://127.0.0.1:${port}`;
}

async function startChromium() {
  const port = await freePort();
  const profile = await mkdtemp(join(tmpdir(), "audit-chromium-"));
  const chromium = spawn(
    CHROMIUM,
    [
      "--headless=new", `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "--no-sandbox",
      "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update",
      "--disable-sync", "--disable-default-apps", "--disable-extensions", "--mute-audio", "about:blank",
    ],
    { stdio: "ignore", detached: true },
  );
  stopAll.push(async () => {
    if (chromium.exitCode === null) {
      process.kill(-chromium.pid, "SIGTERM");
      await new Promise((r) => chromium.once("exit", r));
    }
    await rm(profile, { recursive: true, force: true });
  });
  await waitForServer(`http://127.0.0.1:${port}/json/version`, chromium, { name: "chromium" });
  return port;
}

/**
 * The budget's "JavaScript … compressed": the bodies of the scripts a page loaded, as the server
 * sends them to a browser (brotli). Lighthouse's transfer size adds each response's headers,
 * about 0.8 KB per script here; the table shows that figure too.
 */
async function compressedBytes(urls) {
  let total = 0;
  for (const url of new Set(urls)) {
    const response = await fetch(url, { method: "HEAD", headers: { "Accept-Encoding": "br, gzip" } });
    const length = Number(response.headers.get("content-length"));
    if (!response.ok || !Number.isFinite(length)) throw new Error(`${url}: no compressed length (${response.status})`);
    total += length;
  }
  return total;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(url, formFactor, port) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    let result;
    for (let attempt = 1; ; attempt++) {
      result = await lighthouse(
        url,
        { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
        formFactor === "desktop" ? desktopConfig : undefined,
      );
      const error = result.lhr.runtimeError;
      if (!error) break;
      if (attempt === ATTEMPTS) throw new Error(`${url} ${formFactor}: ${error.message}`);
      process.stderr.write(`  ${url} ${formFactor}: Lighthouse ${error.code}, running again\n`);
    }
    const { categories, audits } = result.lhr;
    const items = audits["resource-summary"].details.items;
    const failed = ["accessibility", "best-practices", "seo"].flatMap((id) =>
      categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => `${id}: ${ref.id}`),
    );
    const scripts = audits["network-requests"].details.items.filter((item) => item.resourceType === "Script");
    runs.push({
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories["best-practices"].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcp: audits["largest-contentful-paint"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      transfer: items.find((item) => item.resourceType === "total").transferSize,
      js: await compressedBytes(scripts.map((item) => item.url)),
      jsTransfer: items.find((item) => item.resourceType === "script").transferSize,
      failed,
      report: result.report,
    });
  }
  // The median run by performance score stands for the page; its report is kept for reading.
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...byScore[Math.floor(byScore.length / 2)], lcp: median(runs.map((r) => r.lcp)), tbt: median(runs.map((r) => r.tbt)) };
}

function misses(path, formFactor, r) {
  const out = [];
  if (r.performance < budgets.performance[formFactor]) out.push(`performance ${r.performance} < ${budgets.performance[formFactor]}`);
  if (r.accessibility < budgets.accessibility) out.push(`accessibility ${r.accessibility}`);
  if (r.bestPractices < budgets.bestPractices) out.push(`best practices ${r.bestPractices}`);
  if (r.seo < budgets.seo) out.push(`SEO ${r.seo}`);
  if (r.cls >= budgets.cls) out.push(`CLS ${r.cls.toFixed(3)}`);
  if (r.tbt > budgets.tbt) out.push(`TBT ${Math.round(r.tbt)} ms`);
  if (formFactor === "mobile" && r.lcp > budgets.mobileLcp) out.push(`LCP ${(r.lcp / 1000).toFixed(2)} s`);
  if (r.js > budgets.js) out.push(`JS ${(r.js / KiB).toFixed(1)} KiB`);
  if (budgets.transfer[path] && r.transfer > budgets.transfer[path]) out.push(`transfer ${(r.transfer / KiB).toFixed(0)} KiB`);
  return out.concat(r.failed);
}

function table(rows) {
  const header = ["page", "form", "perf", "a11y", "best", "SEO", "LCP", "TBT", "CLS", "total KiB", "JS KiB", "JS+headers KiB", "budget"];
  const lines = rows.map(({ path, formFactor, r, missed }) => [
    path, formFactor, r.performance, r.accessibility, r.bestPractices, r.seo,
    `${(r.lcp / 1000).toFixed(2)} s`, `${Math.round(r.tbt)} ms`, r.cls.toFixed(3),
    (r.transfer / KiB).toFixed(0), (r.js / KiB).toFixed(1), (r.jsTransfer / KiB).toFixed(1), missed.length ? `MISSED: ${missed.join("; ")}` : "ok",
  ].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) => `| ${cells.map((c, i) => (i < 2 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  return [row(header), `|${widths.map((w, i) => (i < 2 || i === widths.length - 1 ? ` ${"-".repeat(w)} ` : ` ${"-".repeat(w - 1)}: `)).join("|")}|`, ...lines.map(row)].join("\n");
}

try {
  if (!args.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const base = await startServer();
  const port = await startChromium();
  const reports = join(root, "tmp", "audit");
  await mkdir(reports, { recursive: true });
  const rows = [];
  const started = Date.now();
  for (const path of paths) {
    for (const formFactor of ["mobile", "desktop"]) {
      let r;
      try {
        r = await audit(base + path, formFactor, port);
      } catch (error) {
        // A page that does not load is a missed budget, not a reason to skip the others.
        const empty = { performance: 0, accessibility: 0, bestPractices: 0, seo: 0, lcp: 0, tbt: 0, cls: 0, transfer: 0, js: 0, jsTransfer: 0 };
        rows.push({ path, formFactor, r: empty, missed: [String(error.message).replace(/^.*?: /, "").slice(0, 80)] });
        process.stderr.write(`  ${path} ${formFactor}: failed\n`);
        continue;
      }
      await writeFile(join(reports, `${path.slice(1).replace(/\//g, "-") || "home"}-${formFactor}.json`), r.report);
      rows.push({ path, formFactor, r, missed: misses(path, formFactor, r) });
      process.stderr.write(`  ${path} ${formFactor}: ${r.performance}\n`);
    }
  }
  console.log(`\nLighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, ${RUNS} run(s) per row, ${Math.round((Date.now() - started) / 1000)} s; reports in tmp/audit/\n`);
  console.log(table(rows));
  const failing = rows.filter((row) => row.missed.length);
  console.log(failing.length ? `\n${failing.length} of ${rows.length} audits missed a budget.` : `\nAll ${rows.length} audits within budget.`);
  process.exitCode = failing.length ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
