// The static export (build/static) served by the engines static hosts run, on this machine, each
// on a free loopback port: nginx with the README's configuration, GitHub Pages' Jekyll build
// (Debian's jekyll, `--safe` as GitHub runs it) served by `jekyll serve`, Cloudflare Pages
// (`wrangler pages dev`) and Netlify (`netlify dev --offline`). wrangler and netlify-cli need
// Node 22.12 or later: they run on Node 24 from the npm registry (scripts/lib/node-dist.ts) and
// are installed once into tmp/hosts/<name> (kept between runs: CI caches tmp/).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { listFiles } from "../../../server/static-files.ts";
import { ensureDebianTools } from "../../dev/ensure-debian.ts";
import { freePort, waitForServer } from "../../lib/local-server.ts";
import { ensureNode } from "../../lib/node-dist.ts";

export const HOSTS = ["nginx", "github-pages", "cloudflare-pages", "netlify"] as const;
export type HostName = (typeof HOSTS)[number];
export type RunningHost = { name: HostName; url: string; stop: () => Promise<void> };

/** The versions CI installs (wrangler 4.1xx needs Node >= 22.12, netlify-cli 27 Node >= 22.13). */
export const TOOL_VERSIONS = { wrangler: "4.164.0", "netlify-cli": "27.10.2" } as const;

const root = resolve(".");
const STATIC = join(root, "build/static");
const scratch = join(root, "tmp/hosts");

/** Stops a host started in its own process group, with its workers; says why it ended early. */
function stopper(child: ChildProcess, name: string): () => Promise<void> {
  let output = "";
  let stopping = false;
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  child.once("exit", (code, signal) => {
    if (!stopping && signal === null) console.error(`${name} exited with ${code}:\n${output.slice(-3000)}`);
  });
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    stopping = true;
    const exited = new Promise((r) => child.once("exit", r));
    // Its own process group: the tool's workers go with it. SIGINT, as Ctrl-C: each tool
    // (jekyll's WEBrick above all) stops cleanly on it.
    process.kill(-child.pid, "SIGINT");
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
}

/** Installs an npm tool once into tmp/hosts/<name>, with Node 24's npm; returns its bin. */
function ensureTool(pkg: keyof typeof TOOL_VERSIONS, bin: string): { node: string; bin: string } {
  const dist = ensureNode(24, root);
  const dir = join(scratch, pkg);
  const path = join(dir, "node_modules/.bin", bin);
  const wanted = `${pkg}@${TOOL_VERSIONS[pkg]}`;
  const installed = () => existsSync(path) && JSON.parse(readFileSync(join(dir, "node_modules", pkg, "package.json"), "utf8")).version === TOOL_VERSIONS[pkg];
  if (!installed()) {
    console.log(`installing ${wanted} into ${relative(root, dir)} (Node ${dist.version})`);
    mkdirSync(dir, { recursive: true });
    const result = spawnSync(dist.node, [join(dist.npmDir, "bin/npm-cli.js"), "install", "--prefix", dir, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", wanted], {
      stdio: "inherit",
      env: { ...process.env, PATH: `${join(dist.node, "..")}:${process.env.PATH}` },
    });
    if (result.status !== 0 || !installed()) throw new Error(`could not install ${wanted} (npm exited ${result.status})`);
  }
  return { node: dist.node, bin: path };
}

/** Files of the export, as paths: what a host that drops some would lose. */
export function exportFiles(dir: string): string[] {
  return [...listFiles(dir).keys()].sort();
}

async function nginx(port: number): Promise<ChildProcess> {
  const problems = ensureDebianTools(["nginx"]);
  if (problems.length) throw new Error(problems.join("\n"));
  const dir = join(scratch, "nginx");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "logs"), { recursive: true });
  // The README's server block, as written there, with this machine's paths and port.
  const server = readmeNginxServer().replace("listen 80;", `listen 127.0.0.1:${port};`).replaceAll("/srv/portfolio/", `${root}/`);
  writeFileSync(
    join(dir, "nginx.conf"),
    `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/logs/error.log warn;\nevents { worker_connections 256; }\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;\n${server}\n}\n`,
  );
  const child = spawn("nginx", ["-p", dir, "-c", join(dir, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"], detached: true });
  return child;
}

/** The nginx server block of the README's nginx section. */
export function readmeNginxServer(readme = readFileSync(join(root, "README.md"), "utf8")): string {
  const block = /```nginx\n(server \{[\s\S]*?\n\})\n```/.exec(readme)?.[1];
  if (!block) throw new Error("README.md has no ```nginx block holding a server { } block");
  return block;
}

async function githubPages(port: number): Promise<ChildProcess> {
  const problems = ensureDebianTools(["jekyll"]);
  if (problems.length) throw new Error(problems.join("\n"));
  const site = join(scratch, "github-pages/_site");
  rmSync(join(scratch, "github-pages"), { recursive: true, force: true });
  // GitHub Pages' classic build: Jekyll in safe mode over the published folder.
  const build = spawnSync("jekyll", ["build", "--safe", "--quiet", "-s", STATIC, "-d", site], { encoding: "utf8" });
  if (build.status !== 0) throw new Error(`jekyll build failed (${build.status}): ${build.stderr}`);
  // Jekyll reads _config.yml (the export's own, which keeps the names starting with "_") and does not copy it.
  const dropped = exportFiles(STATIC).filter((path) => path !== "/_config.yml" && !existsSync(join(site, path)));
  if (dropped.length) throw new Error(`the Jekyll build dropped ${dropped.length} files of the export: ${dropped.slice(0, 5).join(", ")}…`);
  const child = spawn("jekyll", ["serve", "--safe", "--skip-initial-build", "--no-watch", "--host", "127.0.0.1", "--port", String(port), "-s", STATIC, "-d", site], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  return child;
}

async function cloudflarePages(port: number): Promise<ChildProcess> {
  const { node, bin } = ensureTool("wrangler", "wrangler");
  const child = spawn(
    node,
    [bin, "pages", "dev", STATIC, "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(await freePort()), "--show-interactive-dev-session=false"],
    {
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
      cwd: scratch,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", XDG_CONFIG_HOME: join(scratch, "config") },
    },
  );
  return child;
}

/** Folders a run of `netlify dev` leaves state in (a local database among it), removed after it when it made them. */
const NETLIFY_STATE = [".netlify", "packages/widgets/.netlify"];

async function netlify(port: number): Promise<ChildProcess> {
  const { node, bin } = ensureTool("netlify-cli", "netlify");
  const made = NETLIFY_STATE.map((dir) => join(root, dir)).filter((dir) => !existsSync(dir));
  // From the repository root, as an owner runs it: netlify.toml says where the site is.
  const child = spawn(
    node,
    [bin, "dev", "--offline", "--port", String(port), "--staticServerPort", String(await freePort()), "--skip-gitignore", "--internal-disable-edge-functions", "--no-open"],
    {
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
      cwd: root,
      env: { ...process.env, NETLIFY_TELEMETRY_DISABLED: "1", CI: "true", BROWSER: "none", PATH: `${join(node, "..")}:${process.env.PATH}` },
    },
  );
  child.once("exit", () => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  return child;
}

const STARTERS: Record<HostName, (port: number) => Promise<ChildProcess>> = {
  nginx,
  "github-pages": githubPages,
  "cloudflare-pages": cloudflarePages,
  netlify,
};

/** Serves build/static as `name` does, and waits until its home page answers. */
export async function startHost(name: HostName): Promise<RunningHost> {
  if (!existsSync(join(STATIC, "index.html"))) throw new Error("no static export (build/static/index.html is missing): run `npm run build` first");
  mkdirSync(scratch, { recursive: true });
  const port = await freePort();
  const child = await STARTERS[name](port);
  const stop = stopper(child, name);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${url}/`, child, { name, timeoutMs: 120_000, ready: (response) => response.status === 200 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, url, stop };
}
