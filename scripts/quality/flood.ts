/**
 * A flood of clients that pipeline requests and never read the answers, against a server on
 * loopback, while a normal client asks for /healthz every 50 ms (issue 27):
 *
 *   tsx scripts/quality/flood.ts --url http://127.0.0.1:PORT [--connections 500]
 *     [--kind head|get|304|404|healthz|all] [--seconds N] [--runs N] [--pid PID]
 *
 * Each of `--connections` connections writes pipelined requests of one kind (HEAD /outdoor,
 * GET /outdoor, a conditional GET answered 304, a 404, /healthz), at most 64 KB of them, and
 * reads nothing; a connection the server drops is opened again while the run lasts. Prints one
 * row per kind and run: whether the target was aborted (its process gone, or it stopped
 * answering), its peak RSS (from /proc/PID when --pid is given, otherwise "n/a"), and the
 * normal client's /healthz latency (p50, p99; a request unanswered after 5 s counts as 5 s).
 * Exits 1 when the target died or a run's /healthz p99 passed 1,000 ms. A benchmark, not a test:
 * bounded in time (--seconds per run, default 10) and in bytes, and loopback only.
 */
import { existsSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { markdownTable } from "./lib/markdown-table.ts";

export const KINDS = ["head", "get", "304", "404", "healthz"] as const;
export type Kind = (typeof KINDS)[number];

/** Bytes of requests one connection writes at most. */
const PER_CONNECTION_BYTES = 64 * 1024;
/** Times one connection slot is opened again after the server dropped it, at most, per run. */
const REOPENS = 200;
const HEALTH_EVERY_MS = 50;
const HEALTH_TIMEOUT_MS = 5_000;
/** A run's /healthz p99 above this fails the flood. */
export const P99_LIMIT_MS = 1_000;

export type FloodRow = { kind: Kind; run: number; aborted: string; peakRssMB: number | undefined; p50: number; p99: number; health: string; written: number; dropped: number };

/** The request each kind pipelines; a 304 needs the ETag the target gives /outdoor. */
async function requestFor(kind: Kind, url: URL): Promise<string> {
  const line = (method: string, path: string, extra = "") => `${method} ${path} HTTP/1.1\r\nHost: ${url.host}\r\n${extra}\r\n`;
  if (kind === "head") return line("HEAD", "/outdoor");
  if (kind === "get") return line("GET", "/outdoor");
  if (kind === "404") return line("GET", "/no/such/page");
  if (kind === "healthz") return line("GET", "/healthz");
  const etag = (await fetch(new URL("/outdoor", url))).headers.get("etag");
  if (!etag) throw new Error(`${url.origin}/outdoor has no ETag: no 304 to flood with`);
  return line("GET", "/outdoor", `If-None-Match: ${etag}\r\n`);
}

/**
 * The normal client, in a thread of its own so that the flood's work does not delay it: a
 * /healthz request on a new connection every HEALTH_EVERY_MS, and the target's RSS beside it.
 * Posts { latencies, failed, refused, peakKB, gone } when told "stop".
 */
const POLLER = `
const { parentPort, workerData } = require("node:worker_threads");
const { request } = require("node:http");
const { existsSync, readFileSync } = require("node:fs");
const { url, every, timeout, pid } = workerData;
const latencies = [];
let failed = 0, refusedInARow = 0, refused = false, peakKB = 0, gone = false, polls = 0, stopping = false;
const status = () => { try { return readFileSync("/proc/" + pid + "/status", "utf8"); } catch { return ""; } };
function poll() {
  const start = performance.now();
  polls++;
  let settled = false;
  const done = (ok, wasRefused) => {
    if (settled) return;
    settled = true;
    polls--;
    latencies.push(ok ? performance.now() - start : timeout);
    if (!ok) failed++;
    refusedInARow = wasRefused ? refusedInARow + 1 : 0;
    if (refusedInARow >= 10) refused = true;
    if (stopping && polls === 0) finish();
  };
  const req = request(url + "/healthz", { agent: false, timeout }, (res) => {
    res.resume();
    res.on("end", () => done(res.statusCode === 200, false));
    res.on("error", () => done(false, false));
  });
  req.on("timeout", () => (req.destroy(), done(false, false)));
  req.on("error", (e) => done(false, e.code === "ECONNREFUSED"));
  req.end();
}
const timer = setInterval(() => {
  poll();
  if (pid !== undefined) {
    const text = status();
    if (!text || /^State:\\s+Z/m.test(text)) gone = true;
    const kb = /^VmRSS:\\s+(\\d+) kB/m.exec(text);
    if (kb) peakKB = Math.max(peakKB, Number(kb[1]));
  }
}, every);
function finish() { parentPort.postMessage({ latencies, failed, refused, peakKB, gone }); process.exit(0); }
parentPort.on("message", () => { clearInterval(timer); stopping = true; if (polls === 0) finish(); });
`;

/**
 * One /healthz request on a new connection, as a load balancer's check makes it: whether it
 * answered 200 within 5 s. A kept-alive connection from before may have been closed meanwhile.
 */
export function health(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(new URL("/healthz", url), { agent: false, timeout: HEALTH_TIMEOUT_MS }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode === 200));
      res.on("error", () => resolve(false));
    });
    req.on("timeout", () => (req.destroy(), resolve(false)));
    req.on("error", () => resolve(false));
    req.end();
  });
}

const alive = (pid: number) => existsSync(`/proc/${pid}`) && !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, "utf8"));
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN);
const until = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One run of one kind. */
export async function floodOnce({
  url,
  kind,
  connections,
  seconds,
  pid,
  run = 1,
}: {
  url: URL;
  kind: Kind;
  connections: number;
  seconds: number;
  pid?: number | undefined;
  run?: number;
}): Promise<FloodRow> {
  const bytes = await requestFor(kind, url);
  const block = Buffer.from(bytes.repeat(Math.max(1, Math.floor((16 * 1024) / bytes.length))));
  const end = performance.now() + seconds * 1000;
  const sockets = new Set<Socket>();
  let written = 0;
  let dropped = 0;
  let died = "";
  let stopped = false;

  // Flood: each slot keeps one connection that writes and never reads.
  const slot = (reopens: number) => {
    if (performance.now() >= end || died || stopped) return;
    const socket = connect(Number(url.port), url.hostname);
    sockets.add(socket);
    socket.pause();
    let sent = 0;
    const pump = () => {
      while (sent < PER_CONNECTION_BYTES && !socket.destroyed) {
        sent += block.length;
        written += block.length / bytes.length;
        if (!socket.write(block)) return;
      }
    };
    // Past its share, a connection sends an empty line (which HTTP allows between requests)
    // now and then, only to learn that the server dropped it and open another.
    const probe = setInterval(() => sent >= PER_CONNECTION_BYTES && socket.writableLength === 0 && socket.write("\r\n"), 200);
    socket.on("connect", pump);
    socket.on("drain", pump);
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(probe);
      sockets.delete(socket);
      dropped++;
      if (reopens < REOPENS) setTimeout(() => slot(reopens + 1), 100);
    });
  };
  for (let i = 0; i < connections; i++) slot(0);

  // The normal client, and the target's memory, until the run's time is up.
  const poller = new Worker(POLLER, { eval: true, workerData: { url: url.origin, every: HEALTH_EVERY_MS, timeout: HEALTH_TIMEOUT_MS, pid } });
  const report = new Promise<{ latencies: number[]; failed: number; refused: boolean; peakKB: number; gone: boolean }>((resolve, reject) => {
    poller.once("message", resolve);
    poller.once("error", reject);
  });
  while (performance.now() < end && !died) {
    if (pid !== undefined && !alive(pid)) died = "process gone";
    await until(100);
  }
  poller.postMessage("stop");
  const { latencies, failed, refused, peakKB, gone } = await report;
  stopped = true;
  for (const socket of sockets) socket.destroy();
  if (gone || (pid !== undefined && !alive(pid))) died ||= "process gone";
  if (refused) died ||= "stopped accepting connections";
  const peak = pid === undefined ? undefined : peakKB / 1024;
  // After the flood the target must answer again, within 10 s.
  if (!died) {
    let back = false;
    for (let i = 0; i < 20 && !back; i++) {
      back = await health(url);
      if (!back) await until(500);
    }
    if (!back) died = pid !== undefined && !alive(pid) ? "process gone" : "stopped answering";
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    kind,
    run,
    aborted: died || "no",
    peakRssMB: peak,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    health: `${latencies.length - failed}/${latencies.length}`,
    written,
    dropped,
  };
}

export function formatTable(rows: FloodRow[]): string {
  const header = ["kind", "run", "aborted", "peak RSS", "/healthz p50", "/healthz p99", "/healthz ok", "requests written", "connections dropped"];
  const cells = rows.map((r) => [
    r.kind,
    String(r.run),
    r.aborted,
    r.peakRssMB === undefined ? "n/a" : `${r.peakRssMB.toFixed(0)} MB`,
    `${r.p50.toFixed(0)} ms`,
    `${r.p99.toFixed(0)} ms`,
    r.health,
    r.written.toLocaleString("en"),
    r.dropped.toLocaleString("en"),
  ]);
  return markdownTable(header, cells, { left: 3 });
}

/** Whether a run failed the flood: the target died or the normal client waited too long. */
export const failedRun = (row: FloodRow) => row.aborted !== "no" || !(row.p99 <= P99_LIMIT_MS);

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      connections: { type: "string", default: "500" },
      kind: { type: "string", default: "all" },
      seconds: { type: "string", default: "10" },
      runs: { type: "string", default: "1" },
      pid: { type: "string" },
    },
  });
  const usage = "usage: tsx scripts/quality/flood.ts --url http://127.0.0.1:PORT [--connections 500] [--kind head|get|304|404|healthz|all] [--seconds N] [--runs N] [--pid PID]";
  const whole = (name: string, value: string | undefined, max: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > max) {
      console.error(`--${name} ${value} is not a whole number from 1 to ${max}\n${usage}`);
      process.exit(2);
    }
    return n;
  };
  if (!values.url) {
    console.error(usage);
    process.exit(2);
  }
  const url = new URL(values.url);
  if (url.protocol !== "http:" || !["127.0.0.1", "localhost", "[::1]"].includes(url.hostname) || !url.port) {
    console.error(`--url ${values.url}: the flood runs against loopback only (http://127.0.0.1:PORT)`);
    process.exit(2);
  }
  const kinds: Kind[] =
    values.kind === "all"
      ? [...KINDS]
      : KINDS.includes(values.kind as Kind)
        ? [values.kind as Kind]
        : (console.error(`--kind ${values.kind}: one of ${KINDS.join(", ")}, all\n${usage}`), process.exit(2));
  const connections = whole("connections", values.connections, 2000);
  const seconds = whole("seconds", values.seconds, 120);
  const runs = whole("runs", values.runs, 20);
  const pid = values.pid === undefined ? undefined : whole("pid", values.pid, 2 ** 22);

  console.log(
    `flood: ${connections} connections pipelining without reading, ${seconds} s per run, ${runs} run(s) per kind, against ${url.origin}${pid ? ` (pid ${pid})` : ""}; /healthz every ${HEALTH_EVERY_MS} ms on a new connection\n`,
  );
  const rows: FloodRow[] = [];
  for (const kind of kinds) {
    for (let run = 1; run <= runs; run++) {
      const row = await floodOnce({ url, kind, connections, seconds, pid, run });
      rows.push(row);
      process.stderr.write(`  ${kind} run ${run}: aborted ${row.aborted}, peak RSS ${row.peakRssMB?.toFixed(0) ?? "n/a"} MB, /healthz p99 ${row.p99.toFixed(0)} ms\n`);
      if (row.aborted !== "no") break;
    }
    if (rows.at(-1)!.aborted !== "no") break;
  }
  console.log(formatTable(rows));
  const failures = rows.filter(failedRun);
  const aborts = rows.filter((r) => r.aborted !== "no").length;
  const peak = Math.max(...rows.map((r) => r.peakRssMB ?? 0));
  console.log(
    `\n${rows.length} run(s): ${aborts} aborted, peak RSS ${pid ? `${peak.toFixed(0)} MB` : "n/a"}, worst /healthz p99 ${Math.max(...rows.map((r) => r.p99)).toFixed(0)} ms (limit ${P99_LIMIT_MS} ms)`,
  );
  process.exit(failures.length ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("scripts/quality/flood.ts")) await main();
