/**
 * `npm run bench` (after `npm run build`): HTTP throughput with wrk on loopback, for three servers
 * holding the same build:
 *
 * - ours: `node build/server/index.js` (`npm start`), the production server;
 * - nginx (one worker, `gzip_static`), serving build/static: the very bytes ours sends, and the
 *   headers ours sends, copied from its answers into `add_header ... always` lines;
 * - remix-serve, rendering every request (the framework's own server);
 * - node:http, a bare Node server answering each path with ours' very status, headers and bytes
 *   from one lookup: the ceiling of any Node server on this machine, so that every run shows how
 *   close ours comes to it (target >= 0.9x on the pages).
 *
 * GET /, /outdoor and the largest hashed script, with `Accept-Encoding: gzip` (Debian's nginx has
 * no brotli module). The servers take turns: every run of one is followed by a run of the others,
 * twice over, and the best of each server's two runs is kept, since a shared machine can take
 * 40% off any single run. Prints req/s, p99 latency, errors and the ratios; exits 1 only when a
 * server cannot start or does not answer as ours does. A benchmark, not a test.
 *
 * Then the flood of issue 27 (scripts/quality/flood.ts): 500 connections pipelining without
 * reading, each kind of answer, FLOOD_RUNS runs of FLOOD_SECONDS seconds (10 and 5 by default;
 * FLOOD_RUNS=0 skips it), against ours with a 256 MB heap; prints aborts, peak RSS and /healthz
 * p99, and exits 1 if the server died.
 *
 * BENCH_DURATION (seconds per run, default 5), BENCH_CONNECTIONS (default 50).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDebianTools } from "../dev/ensure-debian.ts";
import { getAsSent, type Answer } from "../lib/get-as-sent.ts";
import { freePort, waitForServer } from "../lib/local-server.ts";
import { markdownTable } from "./lib/markdown-table.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const staticDir = join(root, "build/static");
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = 2;
const ENCODING = "gzip";
const children: ChildProcess[] = [];

type Server = { name: string; port: number };

function fail(message: string): never {
  console.error(message);
  stopAll();
  process.exit(1);
}

function stopAll() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
}
process.on("exit", stopAll);
process.on("SIGINT", () => process.exit(130));

function which(command: string, candidates: string[]): string | undefined {
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  const found = spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** A Debian package's program (installed by ensureDebianTools first), where it is. */
function ensure(command: "wrk" | "nginx", candidates: string[]): string {
  const problems = ensureDebianTools([command]);
  if (problems.length) fail(`${problems.join("\n")}\nthen run \`npm run bench\` again.`);
  return which(command, candidates) ?? fail(`${command} is installed but not found in ${candidates.join(", ")} or on PATH`);
}

/** One GET as wrk sends it, with the raw header block's size and the body as it came on the wire. */
const get = (port: number, path: string) => getAsSent(`http://127.0.0.1:${port}${path}`, ENCODING);

async function startOurs(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", LOG_REQUESTS: "0" },
    stdio: "ignore",
  });
  children.push(child);
  await waitForServer(`http://127.0.0.1:${port}/healthz`, child, { name: "our server", ready: (r) => r.status === 200 });
  return { name: "ours", port };
}

/**
 * A bare node:http server holding ours' answer (status, header lines, body) for each path:
 * one Map lookup and one writeHead per request, nothing else.
 */
async function startBareNode(ours: Server, paths: string[]): Promise<Server> {
  const answers: Record<string, { status: number; headers: string[]; body: string }> = {};
  for (const path of paths) {
    const answer = await get(ours.port, path);
    // Node writes these itself, as it does for ours.
    const headers = answer.headers.filter(([k]) => !["date", "connection", "keep-alive"].includes(k.toLowerCase())).flat();
    answers[path] = { status: answer.status, headers, body: answer.body.toString("base64") };
  }
  const dir = join(root, "tmp/bench-node");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "answers.json");
  writeFileSync(file, JSON.stringify(answers));
  const program = `
    const { createServer } = require("node:http");
    const answers = new Map(Object.entries(JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"))).map(([path, a]) => [path, { status: a.status, headers: a.headers, body: Buffer.from(a.body, "base64") }]));
    createServer((req, res) => {
      const a = answers.get(req.url);
      if (!a) { res.writeHead(404); return res.end(); }
      res.writeHead(a.status, a.headers);
      res.end(a.body);
    }).listen(Number(process.env.PORT), "127.0.0.1");`;
  const port = await freePort();
  const child = spawn(process.execPath, ["-e", program, file], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
  children.push(child);
  await waitForServer(`http://127.0.0.1:${port}/`, child, { name: "node:http", ready: (r) => r.status === 200 });
  return { name: "node:http", port };
}

async function startRemixServe(): Promise<Server> {
  const port = await freePort();
  const cli = join(root, "node_modules/@remix-run/serve/dist/cli.js");
  const child = spawn(process.execPath, [cli, "build/index.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: "ignore",
  });
  children.push(child);
  await waitForServer(`http://127.0.0.1:${port}/`, child, { name: "remix-serve", ready: (r) => r.status === 200 });
  return { name: "remix-serve", port };
}

/** Headers nginx makes itself, for every answer: it is not told to add them. */
const NGINX_OWN = new Set(["date", "connection", "keep-alive", "content-length", "content-encoding", "etag", "vary", "transfer-encoding", "content-type"]);
const quote = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * nginx with one exact location per benched path: the file ours answers it from (its .gz twin
 * through gzip_static), ours' Content-Type, and every other header ours sent, word for word.
 */
async function startNginx(nginx: string, ours: Server, files: Map<string, string>): Promise<Server> {
  const port = await freePort();
  const dir = join(root, "tmp/bench-nginx");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "logs"), { recursive: true });
  const locations: string[] = [];
  for (const [path, file] of files) {
    const answer = await get(ours.port, path);
    const type = answer.headers.find(([k]) => k.toLowerCase() === "content-type")?.[1] ?? "application/octet-stream";
    const added = answer.headers.filter(([k]) => !NGINX_OWN.has(k.toLowerCase())).map(([k, v]) => `      add_header ${k} ${quote(v)} always;`);
    // Ours sends no ETag for a hashed file: nor does nginx then.
    if (!answer.headers.some(([k]) => k.toLowerCase() === "etag")) added.push("      etag off;");
    locations.push(`    location = ${path} {\n      types { }\n      default_type ${quote(type)};\n${added.join("\n")}\n      try_files /${file} =404;\n    }`);
  }
  const conf = join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? "user nobody nogroup;\n" : ""}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  gzip_static on;
  gzip_vary on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${staticDir};
${locations.join("\n")}
  }
}
`,
  );
  const child = spawn(nginx, ["-p", dir, "-c", conf, "-e", join(dir, "error.log")], { stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  await waitForServer(`http://127.0.0.1:${port}/`, child, { name: "nginx", ready: (r) => r.status === 200 });
  return { name: "nginx", port };
}

type Result = { rps: number; p99: number; errors: number; load: number };

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 } as Record<string, number>)[unit];

/** One wrk run: 1 thread, CONNECTIONS connections, DURATION seconds, after a 1 s warm-up. */
function wrk(bin: string, url: string): Result {
  const base = ["-t1", `-c${CONNECTIONS}`, "-H", `Accept-Encoding: ${ENCODING}`];
  spawnSync(bin, [...base, "-d1s", url], { encoding: "utf8" });
  const load = loadavg()[0];
  const run = spawnSync(bin, [...base, `-d${DURATION}s`, "--latency", url], { encoding: "utf8" });
  if (run.status !== 0) fail(`wrk failed on ${url}: ${run.stderr}`);
  const out = run.stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(out);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const errors = non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  return { rps, p99: p99 ? toMs(p99[1], p99[2]) : Number.NaN, errors, load };
}

/** The largest hashed script of the build: the bench's third URL. */
function largestScript(): string {
  const dir = join(staticDir, "build");
  const scripts = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith(".js"));
  const largest = scripts.map((e) => join(e.parentPath, e.name)).sort((a, b) => statSync(b).size - statSync(a).size)[0];
  return "/" + relative(staticDir, largest).split("\\").join("/");
}

const sha = (body: Buffer) => createHash("sha256").update(body).digest("hex").slice(0, 12);

if (!existsSync(join(root, "build/prerender.json"))) fail("No prerendered build: run `npm run build` first.");
const wrkBin = ensure("wrk", ["/usr/bin/wrk", "/usr/local/bin/wrk"]);
const nginxBin = ensure("nginx", ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]);

const script = largestScript();
/** Each benched path, and the file of build/static that answers it. */
const files = new Map([
  ["/", "index.html"],
  ["/outdoor", "outdoor.html"],
  [script, script.slice(1)],
]);
const ours = await startOurs();
const servers = [ours, await startNginx(nginxBin, ours, files), await startBareNode(ours, [...files.keys()]), await startRemixServe()];

// Same bytes, same headers: checked before anything is measured, and shown.
const sizes = new Map<string, string>();
for (const path of files.keys()) {
  const answers = await Promise.all(servers.map((server) => get(server.port, path)));
  for (const [i, answer] of answers.entries()) {
    if (answer.status !== 200) fail(`${servers[i].name} answers ${path} with ${answer.status}`);
    sizes.set(`${servers[i].name} ${path}`, `${answer.headBytes} + ${answer.body.length} B`);
  }
  const [mine, ...others] = answers;
  // Each server's own: connection management, and what nginx adds to a file (its name, a date).
  const names = (a: Answer) =>
    a.headers
      .map(([k]) => k.toLowerCase())
      .filter((k) => !["server", "last-modified", "accept-ranges", "connection", "keep-alive"].includes(k))
      .sort();
  for (const [i, theirs] of others.slice(0, 2).entries()) {
    const name = servers[i + 1].name;
    if (!mine.body.equals(theirs.body)) fail(`${name} does not send ours' bytes for ${path} (${sha(mine.body)} vs ${sha(theirs.body)})`);
    const missing = names(mine).filter((header) => !names(theirs).includes(header));
    if (missing.length) fail(`${name} lacks headers ours sends for ${path}: ${missing.join(", ")}`);
  }
}

console.log(
  `wrk -t1 -c${CONNECTIONS} -d${DURATION}s -H 'Accept-Encoding: ${ENCODING}', after a 1 s warm-up; loopback; ${ROUNDS} alternating rounds, best kept; node ${process.version}; ${spawnSync(nginxBin, ["-v"], { encoding: "utf8" }).stderr.trim()}`,
);
console.log(
  `load average at the start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} (1, 5, 15 min)\n`,
);

const best = new Map<string, Result & { runs: number[] }>();
for (let round = 0; round < ROUNDS; round++) {
  for (const path of files.keys()) {
    // Each round reverses the order, so no server always runs right after the same other one.
    for (const server of round % 2 ? [...servers].reverse() : servers) {
      const result = wrk(wrkBin, `http://127.0.0.1:${server.port}${path}`);
      const key = `${server.name} ${path}`;
      const previous = best.get(key);
      const runs = [...(previous?.runs ?? []), result.rps];
      best.set(
        key,
        previous && previous.rps >= result.rps
          ? { ...previous, runs, errors: previous.errors + result.errors }
          : { ...result, runs, errors: result.errors + (previous?.errors ?? 0) },
      );
      process.stderr.write(`  round ${round + 1} ${key}: ${Math.round(result.rps)} req/s (load ${result.load.toFixed(1)})\n`);
    }
  }
}

const rows = [...files.keys()].flatMap((path) =>
  servers.map(({ name }) => {
    const r = best.get(`${name} ${path}`)!;
    return [
      path,
      name,
      Math.round(r.rps).toLocaleString("en"),
      r.runs.map((n) => Math.round(n).toLocaleString("en")).join(" / "),
      `${r.p99.toFixed(2)} ms`,
      String(r.errors),
      sizes.get(`${name} ${path}`)!,
      r.load.toFixed(1),
    ];
  }),
);
const header = ["path", "server", "best req/s", "runs req/s", "p99 (best run)", "errors (all runs)", "head + body", "load avg"];
console.log(markdownTable(header, rows, { left: 2 }));
console.log("");
let missed = 0;
for (const path of files.keys()) {
  const rps = (name: string) => best.get(`${name} ${path}`)!.rps;
  const vsNginx = rps("ours") / rps("nginx");
  const vsNode = rps("ours") / rps("node:http");
  const vsRemix = rps("ours") / rps("remix-serve");
  const page = path === "/" || path === "/outdoor";
  const ok = (!page || (vsNginx >= 0.8 && vsNode >= 0.9)) && vsRemix >= 10 && best.get(`ours ${path}`)!.errors === 0;
  if (!ok) missed++;
  console.log(
    `GET ${path}: ours/nginx ${vsNginx.toFixed(2)}x${page ? " (target >= 0.8x)" : ""}, ours/node:http ${vsNode.toFixed(2)}x${page ? " (target >= 0.9x)" : ""}, ours/remix-serve ${vsRemix.toFixed(1)}x (target >= 10x), ours' errors ${best.get(`ours ${path}`)!.errors}${ok ? "" : "  <- below target"}`,
  );
}
console.log(
  `\nload average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}${missed ? `; ${missed} path(s) below target (a busy machine can do that: compare the load averages)` : ""}`,
);
stopAll();
rmSync(join(root, "tmp/bench-nginx"), { recursive: true, force: true });
rmSync(join(root, "tmp/bench-node"), { recursive: true, force: true });

// The flood of issue 27, against ours with the heap of a 256 MB container.
const FLOOD_RUNS = Number(process.env.FLOOD_RUNS ?? 10);
const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 5);
if (FLOOD_RUNS > 0) {
  const port = await freePort();
  const target = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", LOG_REQUESTS: "0", NODE_OPTIONS: "--max-old-space-size=256" },
    stdio: "ignore",
  });
  children.push(target);
  await waitForServer(`http://127.0.0.1:${port}/healthz`, target, { name: "our server", ready: (r) => r.status === 200 });
  console.log(`\nnode --max-old-space-size=256 build/server/index.js under scripts/quality/flood.ts (load average ${loadavg()[0].toFixed(1)}):`);
  const flood = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      join(root, "scripts/quality/flood.ts"),
      "--url",
      `http://127.0.0.1:${port}`,
      "--connections",
      "500",
      "--kind",
      "all",
      "--runs",
      String(FLOOD_RUNS),
      "--seconds",
      String(FLOOD_SECONDS),
      "--pid",
      String(target.pid),
    ],
    { cwd: root, stdio: ["ignore", "inherit", "ignore"] },
  );
  const died = target.exitCode !== null || target.signalCode !== null;
  stopAll();
  if (died) fail("our server died under the flood");
  if (flood.status !== 0) console.log("(the flood's /healthz p99 passed 1,000 ms on some run: compare the load average)");
}
