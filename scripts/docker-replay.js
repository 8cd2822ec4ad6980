#!/usr/bin/env node
/**
 * There is no Docker engine on these machines, so this replays the Dockerfile here: each stage
 * gets a scratch folder standing for its filesystem root (tmp/docker-replay/<stage>), and its
 * WORKDIR, ENV, COPY (honouring .dockerignore and --from), RUN, USER and CMD steps run in order
 * against it. Then the final stage's CMD is started, its HEALTHCHECK is run, /healthz and two
 * pages are fetched, and its STOPSIGNAL must make it exit 0 within 10 s.
 *
 * Two shortcuts, like Docker's build cache, keep it under two minutes: `npm ci` hard-links this
 * checkout's node_modules when they were installed from the same lockfile, and `npm run build`
 * starts with this checkout's encoded image variants (their names are hashes of source and
 * settings, so scripts/images.js only re-encodes what changed). DOCKER_REPLAY_FULL=1 skips both.
 * Differences from a real build: the base image is this machine (its Node major must match the
 * FROM tag), and USER is honoured only when run as root (as uid 1000, the image's "node").
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { freePort } from "./lib/local-server.js";
import { dirname, join, posix, relative, resolve } from "node:path";

const context = resolve(process.argv[2] ?? ".");
const scratch = join(context, "tmp/docker-replay");
const full = process.env.DOCKER_REPLAY_FULL === "1";
const started = Date.now();
const step = (text) => console.log(`[docker-replay ${((Date.now() - started) / 1000).toFixed(1)}s] ${text}`);

/** Dockerfile lines as [instruction, argument string], continuations joined. */
function parse(text) {
  const out = [];
  let pending = "";
  for (const line of text.split("\n")) {
    if (!pending && /^\s*(#|$)/.test(line)) continue;
    if (/\\\s*$/.test(line)) {
      pending += line.replace(/\\\s*$/, " ");
      continue;
    }
    const whole = (pending + line).trim();
    pending = "";
    const [, instruction, args] = /^(\w+)\s+([\s\S]*)$/.exec(whole) ?? [];
    if (instruction) out.push([instruction.toUpperCase(), args.trim()]);
  }
  return out;
}

const isJson = (args) => args.startsWith("[");
const words = (args) => args.match(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g) ?? [];

function ignoreMatcher() {
  const file = join(context, ".dockerignore");
  const patterns = existsSync(file) ? readFileSync(file, "utf8").split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#")) : [];
  const regexes = patterns.map((p) => {
    const negate = p.startsWith("!");
    const body = posix.normalize(p.replace(/^!/, "").replace(/^\//, "")).replace(/\/$/, "");
    const source = body.split("**").map((part) => part.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*").replace(/\?/g, "[^/]")).join(".*");
    return { negate, regex: new RegExp(`^${source}(/.*)?$`) };
  });
  return (rel) => regexes.reduce((ignored, { negate, regex }) => (regex.test(rel) ? !negate : ignored), false);
}

const dockerfile = parse(readFileSync(join(context, "Dockerfile"), "utf8"));
const ignored = ignoreMatcher();
const stages = new Map();
let stage;

rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });

const inStage = (path) => join(stage.root, posix.resolve(stage.workdir, path));

function copyFromContext(sources, dest) {
  const target = inStage(dest);
  for (const source of sources) {
    const from = join(context, source);
    const walk = (abs) => {
      const rel = relative(context, abs).split("\\").join("/");
      if (rel && ignored(rel)) return;
      if (rel.startsWith("tmp/docker-replay")) return;
      if (statSync(abs).isDirectory()) return readdirSync(abs).forEach((name) => walk(join(abs, name)));
      const relToSource = statSync(from).isDirectory() ? relative(from, abs) : source.split("/").pop();
      const to = statSync(from).isDirectory() || dest.endsWith("/") ? join(target, relToSource) : target;
      mkdirSync(dirname(to), { recursive: true });
      cpSync(abs, to, { preserveTimestamps: true });
    };
    walk(from);
  }
}

function run(command) {
  const env = { ...process.env, ...stage.env };
  const cwd = join(stage.root, stage.workdir);
  if (!full && /^npm ci\b/.test(command) && existsSync(join(context, "node_modules/.package-lock.json"))) {
    const lock = readFileSync(join(context, "package-lock.json"), "utf8");
    if (existsSync(join(cwd, "package-lock.json")) && readFileSync(join(cwd, "package-lock.json"), "utf8") === lock) {
      step(`RUN ${command}  (same lockfile: hard-linking this checkout's node_modules)`);
      execFileSync("cp", ["-al", join(context, "node_modules"), join(cwd, "node_modules")]);
      return;
    }
  }
  if (!full && /\bnpm run build\b/.test(command) && existsSync(join(context, "app/content/generated/images.json"))) {
    // Like a build cache: image variants are named by a hash of their source and settings, so
    // scripts/images.js takes the ones this checkout already encoded as up to date.
    step("seeding public/generated and app/content/generated from this checkout (image cache)");
    mkdirSync(join(cwd, "public"), { recursive: true });
    execFileSync("cp", ["-al", join(context, "public/generated"), join(cwd, "public/generated")]);
    cpSync(join(context, "app/content/generated"), join(cwd, "app/content/generated"), { recursive: true });
  }
  step(`RUN ${command}`);
  const result = spawnSync("/bin/sh", ["-c", command], { cwd, env, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`RUN ${command} failed with ${result.status ?? result.signal}`);
}

for (const [instruction, args] of dockerfile) {
  switch (instruction) {
    case "FROM": {
      const [image, , name] = words(args);
      const major = /^node:(\d+)/.exec(image)?.[1];
      if (!major) throw new Error(`FROM ${image}: only node:<major> images can be replayed here`);
      if (process.versions.node.split(".")[0] !== major) throw new Error(`FROM ${image} needs Node ${major}, this machine runs ${process.version}`);
      stage = { name: name ?? String(stages.size), root: join(scratch, name ?? String(stages.size)), workdir: "/", env: {}, user: "root", cmd: undefined, health: undefined, stopSignal: "SIGTERM" };
      stages.set(stage.name, stage);
      mkdirSync(stage.root, { recursive: true });
      step(`FROM ${image} AS ${stage.name}`);
      break;
    }
    case "WORKDIR":
      stage.workdir = posix.resolve(stage.workdir, args);
      mkdirSync(join(stage.root, stage.workdir), { recursive: true });
      break;
    case "ENV": {
      const parts = words(args);
      if (parts[0].includes("=")) for (const part of parts) { const [k, ...v] = part.split("="); stage.env[k] = v.join("=").replace(/^"|"$/g, ""); }
      else stage.env[parts[0]] = parts.slice(1).join(" ");
      break;
    }
    case "COPY": {
      const parts = words(args);
      const flags = Object.fromEntries(parts.filter((p) => p.startsWith("--")).map((p) => p.slice(2).split("=")));
      const paths = parts.filter((p) => !p.startsWith("--"));
      const dest = paths.pop();
      step(`COPY ${args}`);
      if (flags.from) {
        const source = stages.get(flags.from);
        if (!source) throw new Error(`COPY --from=${flags.from}: no such stage`);
        for (const p of paths) {
          const from = join(source.root, posix.resolve(source.workdir, p));
          // Both sides are scratch folders, so hard links are a safe, fast copy.
          mkdirSync(dirname(inStage(dest)), { recursive: true });
          if (statSync(from).isDirectory()) execFileSync("cp", ["-al", from, inStage(dest)]);
          else cpSync(from, inStage(dest), { preserveTimestamps: true });
        }
      } else copyFromContext(paths, dest);
      break;
    }
    case "RUN":
      run(isJson(args) ? JSON.parse(args).join(" ") : args);
      break;
    case "USER":
      stage.user = args;
      break;
    case "CMD":
      stage.cmd = isJson(args) ? JSON.parse(args) : ["/bin/sh", "-c", args];
      break;
    case "HEALTHCHECK": {
      const cmd = args.replace(/^(--\S+\s+)*CMD\s+/, "");
      stage.health = isJson(cmd) ? JSON.parse(cmd) : ["/bin/sh", "-c", cmd];
      break;
    }
    case "STOPSIGNAL":
      stage.stopSignal = args.startsWith("SIG") ? args : `SIG${args}`;
      break;
    case "EXPOSE":
    case "ARG":
    case "LABEL":
      break;
    default:
      throw new Error(`${instruction} is not replayed by this script`);
  }
}

// The final stage, as `docker run` would start it (on a free port instead of 3000).
const final = stage;
if (!final.cmd) throw new Error("the final stage has no CMD");
const port = await freePort();
const env = { PATH: process.env.PATH, HOME: "/tmp", ...final.env, PORT: String(port), HOST: "127.0.0.1" };
const asUser = process.getuid?.() === 0 && final.user !== "root" ? { uid: 1000, gid: 1000 } : {};
if (!asUser.uid && final.user !== "root") step(`USER ${final.user} not applied (not running as root)`);
const cwd = join(final.root, final.workdir);
step(`CMD ${final.cmd.join(" ")}  (in ${relative(context, cwd)}, port ${port}${asUser.uid ? ", as uid 1000" : ""})`);
const server = spawn(final.cmd[0], final.cmd.slice(1), { cwd, env, stdio: ["ignore", "inherit", "inherit"], ...asUser });
const exited = new Promise((r) => server.once("exit", (code, signal) => r({ code, signal })));

const failures = [];
try {
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the container's CMD exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error("no answer on /healthz within 20 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  if (final.health) {
    const health = spawnSync(final.health[0], final.health.slice(1), { cwd, env, ...asUser, timeout: 3_000 });
    step(`HEALTHCHECK exited ${health.status}`);
    if (health.status !== 0) failures.push(`HEALTHCHECK exited ${health.status}`);
  }
  for (const [path, expected] of [["/healthz", "ok"], ["/", "</html>"], ["/outdoor", "</html>"]]) {
    const response = await fetch(base + path);
    const text = await response.text();
    step(`GET ${path} -> ${response.status}, ${text.length} bytes`);
    if (response.status !== 200 || !text.includes(expected)) failures.push(`GET ${path}: ${response.status}`);
  }
  const missing = await fetch(`${base}/no/such/page`);
  step(`GET /no/such/page -> ${missing.status}`);
  if (missing.status !== 404) failures.push(`GET /no/such/page: ${missing.status}, expected 404`);
} catch (error) {
  failures.push(error.message);
} finally {
  const stopAt = Date.now();
  server.kill(final.stopSignal);
  const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
  const { code, signal } = await exited;
  clearTimeout(timer);
  step(`${final.stopSignal} -> exit ${code ?? signal} after ${Date.now() - stopAt} ms`);
  if (code !== 0) failures.push(`${final.stopSignal}: exit ${code ?? signal}, expected 0`);
}

if (process.env.DOCKER_REPLAY_KEEP !== "1") rmSync(scratch, { recursive: true, force: true });
if (failures.length) {
  console.error(`docker-replay FAILED:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
step("the image builds and serves");
