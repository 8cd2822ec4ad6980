// The widget package's dist/, built when it is missing or older than its sources:
//
//   tsx scripts/dev/widgets-dist.ts     (npm run build:widgets; before test:unit and typecheck)
//
// The site, its type check and the unit tests import @davide-marchetti/widgets as any app would,
// through its exports map, which points into dist/. A fresh clone has no dist/; an edited widget
// leaves a stale one. The inputs of the package's build (sources, entries, build script, package
// and TypeScript settings) are hashed; the hash of the last build is kept in node_modules/.cache,
// and dist/ is rebuilt only when that hash differs or a file the exports map names is missing.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const WIDGETS_DIR = path.join(root, "packages/widgets");
const STAMP = path.join(root, "node_modules/.cache/widgets-dist.json");

/** What the package's build reads, relative to the package; folders are taken whole. */
export const BUILD_INPUTS = ["src", "entries.ts", "scripts/build.ts", "package.json", "tsconfig.json", "tsconfig.build.json"];

/** The files of `inputs` (files, or folders taken whole) under `dir`, relative to it, sorted. */
function inputFiles(dir: string, inputs: readonly string[]): string[] {
  return inputs
    .flatMap((input) => {
      const full = path.join(dir, input);
      if (!existsSync(full)) return [];
      if (!statSync(full).isDirectory()) return [input];
      return readdirSync(full, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
    })
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .sort();
}

/** sha256 over the inputs' paths and bytes, in a fixed order; test files are not inputs. */
export function inputsHash(dir: string = WIDGETS_DIR, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash("sha256");
  for (const file of inputFiles(dir, inputs))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(dir, file)))
      .update("\0");
  return hash.digest("hex");
}

/** Every file the package's exports map points at, relative to the package. */
export function exportedFiles(dir: string = WIDGETS_DIR): string[] {
  const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { exports: Record<string, string | Record<string, string>> };
  const targets = Object.values(pkg.exports).flatMap((target) => (typeof target === "string" ? [target] : Object.values(target)));
  return [...new Set(targets.map((target) => target.replace(/^\.\//, "")))].filter((file) => file.startsWith("dist/"));
}

/** Why dist/ must be built, or null when it matches the sources. */
export function staleReason(dir: string = WIDGETS_DIR, stampFile: string = STAMP): string | null {
  const missing = exportedFiles(dir).filter((file) => !existsSync(path.join(dir, file)));
  if (missing.length) return `${missing.length} file${missing.length > 1 ? "s" : ""} of dist/ missing (${missing[0]}${missing.length > 1 ? ", …" : ""})`;
  let built: string | undefined;
  try {
    built = (JSON.parse(readFileSync(stampFile, "utf8")) as { hash?: string }).hash;
  } catch {
    return "no record of the sources dist/ was built from";
  }
  return built === inputsHash(dir) ? null : "the sources changed since dist/ was built";
}

function main() {
  const force = process.argv.includes("--force");
  const reason = force ? "asked to (--force)" : staleReason();
  if (reason === null) {
    console.log("widgets: dist/ is up to date with the sources");
    return;
  }
  console.log(`widgets: building dist/ (${reason})`);
  const hash = inputsHash();
  const build = spawnSync("npm", ["run", "build", "--silent", "-w", "@davide-marchetti/widgets"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, `${JSON.stringify({ hash })}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
