// The floor of `npm run audit`: the least a page of this site can be — one document holding the
// home page's headline and introduction, its CSS inline, no script, no image, no font — served by
// the same server as the site, so that every page is measured against it in the same run.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { PrerenderManifest } from "../../../server/prerendered.ts";

/** Where the floor is served. Not a path the site can have: its pages come from app/utils/site-pages.ts. */
export const FLOOR_PATH = "/__floor";

/**
 * The same floor document at a second path, measured as if it were a page: its ratio to the floor
 * is what the instrument reads between two identical documents in one run, so that a page's
 * spread can be told from the instrument's.
 */
export const FLOOR_AGAIN_PATH = "/__floor-again";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The floor document: a heading and a paragraph, styled inline, with the head a page needs to
 * pass Lighthouse's own checks (language, viewport, title, description).
 * @example floorDocument("Hello", "World").includes("<h1>Hello</h1>") // true
 */
export function floorDocument(headline: string, intro: string): string {
  return [
    "<!DOCTYPE html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escape(headline)}</title>`,
    `<meta name="description" content="${escape(intro)}">`,
    "<style>body{margin:0;font:1rem/1.6 system-ui,sans-serif;color:#1d1b19;background:#fff}",
    "main{max-width:42rem;padding:1.5rem}h1{font-size:2rem;line-height:1.2;margin:0 0 1rem}</style>",
    `</head><body><main><h1>${escape(headline)}</h1><p>${escape(intro)}</p></main></body></html>`,
  ].join("\n");
}

/**
 * The site's prerender manifest, seen from another folder, with the floor added as one more page,
 * served at its own path and again at FLOOR_AGAIN_PATH. File paths stay relative to the static
 * folder, as the server reads them.
 * @example floorManifest(manifest, { buildDir: "/b", floorBuildDir: "/t", floorFile: "/t/floor.html" }).staticDir // "../b/static"
 */
export function floorManifest(
  manifest: PrerenderManifest,
  { buildDir, floorBuildDir, floorFile }: { buildDir: string; floorBuildDir: string; floorFile: string },
): PrerenderManifest {
  const staticDir = join(buildDir, manifest.staticDir);
  return {
    ...manifest,
    staticDir: relative(floorBuildDir, staticDir),
    pages: [
      ...manifest.pages,
      ...[FLOOR_PATH, FLOOR_AGAIN_PATH].map((path) => ({ path, file: relative(staticDir, floorFile), headers: { "content-type": "text/html; charset=utf-8" }, scriptHashes: [] })),
    ],
  };
}

/**
 * Writes, under `floorBuildDir`, a build folder that serves the site of `buildDir` plus the floor
 * (compressed like the pages, so that it travels as they do). Returns that folder.
 */
export async function writeFloorBuild(buildDir: string, floorBuildDir: string, { headline, intro }: { headline: string; intro: string }): Promise<string> {
  await mkdir(floorBuildDir, { recursive: true });
  const manifest = JSON.parse(await readFile(join(buildDir, "prerender.json"), "utf8")) as PrerenderManifest;
  const floorFile = join(floorBuildDir, "floor.html");
  const html = Buffer.from(floorDocument(headline, intro));
  await writeFile(floorFile, html);
  await writeFile(`${floorFile}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${floorFile}.gz`, gzipSync(html, { level: 9 }));
  await writeFile(join(floorBuildDir, "prerender.json"), JSON.stringify(floorManifest(manifest, { buildDir, floorBuildDir, floorFile })));
  return floorBuildDir;
}
