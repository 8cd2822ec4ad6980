// `npm run fonts`: the site's web font (app/styles/web-font.ts), subset to the characters the
// content and the interface use (scripts/build/lib/font-subset.ts), upright and italic, as WOFF2
// into public/generated/fonts/ (gitignored, rebuilt by `npm run build`). The weight axis is kept
// whole. A character the font lacks is drawn by the metric-matched fallback (app/styles/font-faces.ts).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { WEB_FONT } from "../../app/styles/web-font";
import { siteCharacters, subsetWebFont } from "./lib/font-subset";

const root = fileURLToPath(new URL("../..", import.meta.url));
const characters = await siteCharacters(path.join(root, "app"));

await mkdir(path.join(root, "public/generated/fonts"), { recursive: true });
const sizes: string[] = [];
for (const style of ["normal", "italic"] as const) {
  const subset = await subsetWebFont(style, characters);
  await writeFile(path.join(root, "public", WEB_FONT.urls[style]), subset);
  sizes.push(`${style} ${(subset.length / 1024).toFixed(1)} KiB`);
}
console.log(`fonts: ${WEB_FONT.family}, ${[...characters].length} characters (${sizes.join(", ")})`);
