// `tsx scripts/dev/with-node.ts 24 vitest run --config vitest.server.config.ts`: runs a tool of this
// checkout (node_modules/.bin) under another Node major, fetched from the npm registry into
// tmp/node-<major> (scripts/lib/node-dist.ts). Child processes started as `node` or with
// process.execPath (the server under test) run on that Node too.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { ensureNode } from "../lib/node-dist";

const [majorText, tool, ...args] = process.argv.slice(2);
const major = Number(majorText);
if (!Number.isInteger(major) || !tool) {
  console.error("usage: tsx scripts/dev/with-node.ts <node major> <tool in node_modules/.bin> [arguments]");
  process.exit(2);
}

/** The JavaScript file behind node_modules/.bin/<tool>, run directly with the other node. */
function entryOf(name: string): string {
  const bin = resolve("node_modules/.bin", name);
  if (!existsSync(bin)) throw new Error(`node_modules/.bin/${name} does not exist: run npm ci first`);
  const text = readFileSync(bin, "utf8");
  // npm links .bin entries as symlinks to the package's script; resolve() followed it already.
  return text.startsWith("#!") ? bin : join(dirname(bin), text.trim());
}

try {
  const dist = ensureNode(major);
  console.log(`running ${tool} ${args.join(" ")} on Node ${dist.version}`);
  const result = spawnSync(dist.node, [entryOf(tool), ...args], {
    stdio: "inherit",
    env: { ...process.env, PATH: `${dirname(dist.node)}:${process.env.PATH}` },
  });
  process.exit(result.status ?? 1);
} catch (error) {
  console.error(`with-node: ${(error as Error).message}`);
  process.exit(1);
}
