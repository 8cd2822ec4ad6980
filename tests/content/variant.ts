// A copy of the project whose content folder an owner has changed, built with the project's own
// `npm run build`: for tests/content/variants.test.ts.
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** What a build needs, besides node_modules (linked) and what the build writes itself. */
const COPIED = ["app", "packages", "scripts", "server", "public", "package.json", "remix.config.js", "tsconfig.json", "remix.env.d.ts"];
/** The workspace packages (packages/<name>): their sources are copied, their node_modules linked. */
const PACKAGES = readdirSync(path.join(ROOT, "packages"));
/** Build outputs of the project that the variant builds afresh, and installs it links instead. */
const SKIPPED = new Set(["public/build", "public/assets", ...PACKAGES.flatMap((name) => [`packages/${name}/dist`, `packages/${name}/node_modules`])]);
/**
 * Large files that never change in place, shared by hard links: the source images and their
 * encoded variants (so the image step only encodes the variant's new images, as a rebuild of the
 * project itself would). Everything else is copied, so editing the variant never touches the project.
 */
const LINKED = ["app/content/images/", "public/generated/"];

function copyTree(from: string, to: string, relative: string) {
  if (SKIPPED.has(relative)) return;
  const stats = statSync(from);
  if (stats.isDirectory()) {
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) copyTree(path.join(from, name), path.join(to, name), `${relative}/${name}`);
  } else if (LINKED.some((prefix) => relative.startsWith(prefix))) {
    linkSync(from, to);
  } else {
    copyFileSync(from, to);
  }
}

export type Variant = {
  dir: string;
  content: string;
  readJson: <T>(name: string) => T;
  /** Writes a content file as a new file (never through a hard link). */
  writeJson: (name: string, data: unknown) => void;
  writeFile: (relative: string, text: string) => void;
  /** A new image in the content folder, with the bytes of an existing one. */
  copyImage: (from: string, to: string) => void;
  removeFile: (relative: string) => void;
};

/** A fresh copy of the project under tmp/content-variants/<name>, ready to be edited and built. */
export function makeVariant(name: string): Variant {
  const dir = path.join(ROOT, "tmp/content-variants", name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of COPIED) copyTree(path.join(ROOT, entry), path.join(dir, entry), entry);
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  for (const name of PACKAGES) {
    const modules = path.join(ROOT, "packages", name, "node_modules");
    if (existsSync(modules)) symlinkSync(modules, path.join(dir, "packages", name, "node_modules"), "dir");
  }
  const content = path.join(dir, "app/content");
  const fresh = (file: string, write: () => void) => {
    if (existsSync(file)) unlinkSync(file);
    mkdirSync(path.dirname(file), { recursive: true });
    write();
  };
  return {
    dir,
    content,
    readJson: <T>(file: string) => JSON.parse(readFileSync(path.join(content, `${file}.json`), "utf8")) as T,
    writeJson: (file, data) => {
      const target = path.join(content, `${file}.json`);
      fresh(target, () => writeFileSync(target, `${JSON.stringify(data, null, 2)}\n`));
    },
    writeFile: (relative, text) => {
      const target = path.join(content, relative);
      fresh(target, () => writeFileSync(target, text));
    },
    copyImage: (from, to) => {
      const target = path.join(content, "images", to);
      fresh(target, () => copyFileSync(path.join(content, "images", from), target));
    },
    removeFile: (relative) => unlinkSync(path.join(content, relative)),
  };
}

/**
 * Runs the project's own `npm run build` in the variant, in the environment an owner's shell has
 * (no NODE_ENV: vitest's "test" is taken out); throws with its output when it fails.
 */
export function build(variant: Variant): Promise<{ seconds: number; output: string }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn("env", ["-u", "NODE_ENV", "npm", "run", "build", "--silent"], { cwd: variant.dir, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => {
      const output = `${stdout}\n${stderr}`;
      if (status !== 0) reject(new Error(`npm run build failed in ${variant.dir}:\n${output}`));
      else resolve({ seconds: (Date.now() - started) / 1000, output });
    });
  });
}

/** A file of the variant's static export (build/static), as text. */
export function exported(variant: Variant, file: string): string {
  return readFileSync(path.join(variant.dir, "build/static", file), "utf8");
}
