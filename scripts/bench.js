#!/usr/bin/env node
/**
 * `npm run bench` (after `npm run build`): GET / and /outdoor on loopback with autocannon
 * against three servers holding the same build — ours (node server/index.js), remix-serve
 * rendering every request, and nginx (one worker) serving build/static — then the ratios.
 * A benchmark, not a test: it prints numbers and fails only when a server cannot start.
 * BENCH_DURATION (s, default 10) and BENCH_CONNECTIONS (default 50) tune it.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { freePort, waitForServer } from "./lib/local-server.js";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";

const root = resolve(".");
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const paths = ["/", "/outdoor"];
const children = [];

if (!existsSync(join(root, "build/prerender.json"))) {
  console.error("No prerendered build: run `npm run build` first.");
  process.exit(1);
}

function findNginx() {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(candidate)) return candidate;
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

function ensureNginx() {
  let nginx = findNginx();
  if (nginx) return nginx;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("nginx is missing: installing Debian's package (apt-get install -y nginx)");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], { stdio: "inherit", env });
    nginx = findNginx();
    if (nginx) return nginx;
  }
  console.error("nginx is not installed. On Debian or Ubuntu: `sudo apt-get install -y nginx` (the bench starts it with its own config; the system service is not used).");
  process.exit(1);
}

async function startOurs() {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/index.js"], { env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", LOG_REQUESTS: "0" }, stdio: "ignore" });
  children.push(child);
  await waitForServer(`http://127.0.0.1:${port}/healthz`, child, { name: "our server", ready: (response) => response.status === 200 });
  return { name: "ours", port };
}

async function startRemixServe() {
  const port = await freePort();
  const cli = join(root, "node_modules/@remix-run/serve/dist/cli.js");
  const child = spawn(process.execPath, [cli, "build/index.js"], { env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" }, stdio: "ignore" });
  children.push(child);
  await waitForServer(`http://127.0.0.1:${port}/`, child, { name: "remix-serve", ready: (response) => response.status === 200 });
  return { name: "remix-serve", port };
}

async function startNginx() {
  const nginx = ensureNginx();
  const port = await freePort();
  const dir = join(root, "tmp/bench-nginx");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "logs"), { recursive: true });
  const conf = join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? "user nobody nogroup;\n" : ""}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  types { text/x-script data; }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  gzip_static on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${join(root, "build/static")};
    location = / { try_files /index.html =404; }
    location / { try_files $uri $uri.html =404; }
    error_page 404 /404.html;
  }
}
`,
  );
  const child = spawn(nginx, ["-p", dir, "-c", conf, "-e", join(dir, "error.log")], { stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  await waitForServer(`http://127.0.0.1:${port}/outdoor`, child, { name: "nginx", ready: (response) => response.status === 200 });
  return { name: "nginx", port };
}

// What Chromium sends: each server answers as it would a visitor (ours and nginx from the
// precompressed twins, remix-serve compressing on the fly).
const REQUEST_HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };

function load(url, seconds) {
  return new Promise((ok, fail) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1, headers: REQUEST_HEADERS }, (error, result) => (error ? fail(error) : ok(result)));
  });
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}
process.on("exit", stopAll);
process.on("SIGINT", () => process.exit(130));

const servers = [await startOurs(), await startRemixServe(), await startNginx()];
const results = {};
console.log(`autocannon: ${connections} connections, ${duration} s per run, after a 2 s warm-up; loopback; Accept-Encoding: ${REQUEST_HEADERS["accept-encoding"]}; node ${process.version}; load average before: ${loadavg()[0].toFixed(2)}`);
for (const path of paths) {
  for (const server of servers) {
    const url = `http://127.0.0.1:${server.port}${path}`;
    await load(url, 2);
    const r = await load(url, duration);
    const errors = r.errors + r.timeouts + r.non2xx;
    results[`${server.name} ${path}`] = { rps: r.requests.average, p99: r.latency.p99, errors, bytes: r.throughput.average };
    console.log(`${server.name.padEnd(12)} GET ${path.padEnd(9)} ${Math.round(r.requests.average).toLocaleString("en").padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${errors}`);
  }
}
console.log("");
for (const path of paths) {
  const ours = results[`ours ${path}`].rps;
  const vsRemix = ours / results[`remix-serve ${path}`].rps;
  const vsNginx = ours / results[`nginx ${path}`].rps;
  console.log(`GET ${path.padEnd(9)} ours/remix-serve ${vsRemix.toFixed(1)}x (target >= 10x)   ours/nginx ${vsNginx.toFixed(2)}x (target >= 0.8x)`);
}
stopAll();
rmSync(join(root, "tmp/bench-nginx"), { recursive: true, force: true });
process.exit(0);
