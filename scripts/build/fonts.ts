// `npm run fonts`: the site's web font (app/styles/web-font.ts), subset to the characters the
// content and the interface use (scripts/build/lib/font-subset.ts), upright and italic, as WOFF2
// into public/generated/fonts/ (gitignored, rebuilt by `npm run build`). The weight axis is kept
// whole. A character the subset lacks is drawn by the metric-matched fallback (app/styles/fonts.css.ts).
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { WEB_FONT } from "../../app/styles/web-font";
import { subsetCharacters } from "./lib/font-subset";

const root = fileURLToPath(new URL("../..", import.meta.url));
const require = createRequire(import.meta.url);

/** Every file under `dir` (recursively) whose name passes `keep`. */
async function filesUnder(dir: string, keep: (name: string) => boolean): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && keep(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

// The content (texts, lessons) and the interface's own words (components and routes); tests and
// generated files say nothing a visitor reads.
const sources = await filesUnder(path.join(root, "app"), (name) => /\.(json|mdx|tsx?)$/.test(name) && !/\.test\.tsx?$/.test(name));
const texts = await Promise.all(sources.filter((file) => !file.includes(`${path.sep}generated${path.sep}`)).map((file) => readFile(file, "utf8")));
const characters = subsetCharacters(texts);

await mkdir(path.join(root, "public/generated/fonts"), { recursive: true });
const sizes: string[] = [];
for (const style of ["normal", "italic"] as const) {
  const source = await readFile(require.resolve(WEB_FONT.sources[style]));
  const subset = await subsetFont(source, characters, { targetFormat: "woff2" });
  await writeFile(path.join(root, "public", WEB_FONT.urls[style]), subset);
  sizes.push(`${style} ${(subset.length / 1024).toFixed(1)} KiB`);
}
console.log(`fonts: ${WEB_FONT.family}, ${[...characters].length} characters (${sizes.join(", ")})`);
