// Image build step (runs before `remix build`): every source under app/content/images becomes
// responsive AVIF, WebP and JPEG variants in public/generated/img plus a manifest
// (app/content/generated/images.json) that app/content/images.server.ts reads. Run with tsx.
//
// Output names carry a hash of the source bytes and of the encoder settings, so a second run
// only checks that the files exist, a changed photo gets new URLs (cacheable forever), and
// files no source needs any more are deleted.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Sharp } from "sharp";
import type { ImageInfo, ImageManifest, ImageSource } from "../../app/content/images.server";
import { gradientPlaceholder } from "./lib/placeholder.ts";

// Each width at most 1.25x the one below: the browser takes the smallest file at least as wide as
// the slot (times the pixel ratio), so the step bounds how much larger than needed a file can be.
export const WIDTHS = [320, 400, 480, 560, 640, 800, 960, 1120, 1280, 1440, 1600];
/** The sources read, in any case of extension ("IMG_2031.JPG" as a phone names it). */
export const SOURCE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"];
export const PUBLIC_PREFIX = "/generated/img";

/**
 * Encoders, best first. `effort` for AVIF is kept low: effort 2 is ~3x slower and effort 4 ~30x, for
 * a few % of bytes. The JPEG is the fallback of a browser that takes neither AVIF nor WebP, next to
 * none today: encoded plainly, as mozjpeg took 2.4x the time for files 18% smaller (one photo, the
 * eleven widths: 0.81 against 0.34 s of CPU), a sixth of the build's encoding time.
 */
export const FORMATS: readonly { ext: string; type: ImageSource["type"]; encode: (img: Sharp) => Sharp }[] = [
  { ext: "avif", type: "image/avif", encode: (img) => img.avif({ quality: 50, effort: 1 }) },
  { ext: "webp", type: "image/webp", encode: (img) => img.webp({ quality: 74, effort: 4 }) },
  { ext: "jpg", type: "image/jpeg", encode: (img) => img.jpeg({ quality: 76, progressive: true }) },
];

// Part of every hash: changing an encoder setting above, or how the placeholder is made, must
// change it too (a cached entry keeps its placeholder).
const SETTINGS = "avif:q50e1|webp:q74e4|jpg:q76|placeholder:16w-gradient4|widths:std125+source|v1";

/** The placeholder of a source: a gradient of its colours, from a 16 px wide copy. */
async function placeholderOf(bytes: Buffer): Promise<string> {
  const { data, info } = await sharp(bytes).rotate().resize({ width: 16 }).toColourspace("srgb").ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return gradientPlaceholder(data, info.width, info.height);
}

/**
 * Widths to produce for a source: the standard widths below its width, topped by the source's
 * own width (capped at the largest standard width) so the full resolution is always on offer.
 * A source narrower than the smallest standard width gets just its own width.
 * @example targetWidths(1067) // [320, 400, 480, 560, 640, 800, 960, 1067]
 */
export function targetWidths(sourceWidth: number, widths: readonly number[] = WIDTHS): number[] {
  const max = widths[widths.length - 1] ?? sourceWidth;
  const top = Math.min(sourceWidth, max);
  return [...widths.filter((w) => w < top), top];
}

/**
 * Relative output path of one variant.
 * @example variantPath("outdoor/etna-1.jpg", "0a1b2c3d", 640, "avif") // "outdoor/etna-1-0a1b2c3d-640.avif"
 */
export function variantPath(sourceRel: string, hash: string, width: number, ext: string): string {
  const dir = path.posix.dirname(sourceRel);
  const name = path.posix.basename(sourceRel, path.posix.extname(sourceRel));
  return `${dir === "." ? "" : `${dir}/`}${name}-${hash}-${width}.${ext}`;
}

/** First 8 hex digits of sha256(settings + bytes). */
export function contentHash(bytes: Buffer, settings: string = SETTINGS): string {
  return createHash("sha256").update(settings).update(bytes).digest("hex").slice(0, 8);
}

/** "a-320.webp 320w, a-640.webp 640w" */
export function srcSet(urls: readonly (readonly [url: string, width: number])[]): string {
  return urls.map(([url, w]) => `${url} ${w}w`).join(", ");
}

/**
 * Width and height as displayed, i.e. after the EXIF orientation is applied.
 * @example orientedSize({ width: 600, height: 400, orientation: 6 }) // { width: 400, height: 600 }
 */
export function orientedSize({ width, height, orientation }: { width: number; height: number; orientation?: number | undefined }): Size {
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}

export type Size = { width: number; height: number };

/** Manifest entry for a source (pure: the URLs follow from the name, hash and size). */
export function manifestEntry(sourceRel: string, hash: string, size: Size, placeholder: string): ImageInfo {
  const widths = targetWidths(size.width);
  const url = (w: number, ext: string) => `${PUBLIC_PREFIX}/${variantPath(sourceRel, hash, w, ext)}`;
  // targetWidths always gives at least the source's own width.
  const largest = widths[widths.length - 1]!;
  return {
    width: size.width,
    height: size.height,
    src: url(largest, "jpg"),
    sources: FORMATS.map((fmt) => ({ type: fmt.type, srcSet: srcSet(widths.map((w) => [url(w, fmt.ext), w] as const)) })),
    placeholder,
  };
}

/** Every variant file of an entry, relative to the output directory. */
export function variantFiles(sourceRel: string, hash: string, sourceWidth: number): string[] {
  return targetWidths(sourceWidth).flatMap((w) => FORMATS.map((fmt) => variantPath(sourceRel, hash, w, fmt.ext)));
}

async function walk(dir: string, base = dir): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  const out: string[] = [];
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await walk(full, base)));
    else out.push(path.relative(base, full).split(path.sep).join("/"));
  }
  return out;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

class SourceError extends Error {}

/**
 * Run `fn` over `items` with at most `limit` in flight. On the first failure no new item starts,
 * the ones in flight finish (so nothing is still writing files), then that failure is thrown.
 */
async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length && !failure) {
        const i = next++;
        try {
          results[i] = await fn(items[i]!, i);
        } catch (error) {
          failure ??= { error };
        }
      }
    }),
  );
  if (failure) throw failure.error;
  return results;
}

/**
 * Build every image. Returns { manifest, encoded, cached, files, removed }.
 * Options are for tests: other folders, fewer widths are not supported on purpose.
 */
export async function buildImages({
  sourceDir,
  outDir,
  manifestFile,
  concurrency = 2,
  log = () => {},
}: {
  sourceDir: string;
  outDir: string;
  manifestFile: string;
  concurrency?: number;
  log?: ((message: string) => void) | undefined;
}): Promise<{ manifest: ImageManifest; encoded: number; cached: number; files: number; removed: number }> {
  const rel = (p: string) => path.relative(process.cwd(), p) || p;
  if (!(await exists(sourceDir))) throw new SourceError(`Image source folder not found: ${rel(sourceDir)}`);
  const sources = (await walk(sourceDir)).filter((f) => SOURCE_EXTENSIONS.includes(path.extname(f).toLowerCase())).sort();

  // Whatever the last run left: each entry is checked before it is trusted.
  let previous: Record<string, Partial<ImageInfo> | undefined> = {};
  try {
    previous = JSON.parse(await readFile(manifestFile, "utf8")) as typeof previous;
  } catch {
    previous = {};
  }

  // libvips threads per image; images themselves run `concurrency` at a time
  sharp.concurrency(1);
  let encoded = 0;
  let cached = 0;
  const expected = new Set<string>();

  const entries = await pool(sources, concurrency, async (sourceRel): Promise<[string, ImageInfo]> => {
    const file = path.join(sourceDir, sourceRel);
    let bytes;
    try {
      bytes = await readFile(file);
    } catch (err) {
      const { code, message } = err as NodeJS.ErrnoException;
      throw new SourceError(`Image source missing or unreadable: ${rel(file)} (${code ?? message})`);
    }
    const hash = contentHash(bytes);
    const prev = previous[sourceRel];
    // the previous entry is reusable when it was made from these very bytes and settings
    const { src, placeholder: oldPlaceholder, width: oldWidth, height: oldHeight } = prev ?? {};
    const reusable = typeof src === "string" && typeof oldPlaceholder === "string" && Number.isInteger(oldWidth) && typeof oldHeight === "number";
    if (reusable && src.includes(`-${hash}-`) && oldWidth !== undefined) {
      const files = variantFiles(sourceRel, hash, oldWidth);
      const all = await Promise.all(files.map((f) => exists(path.join(outDir, f))));
      if (all.every(Boolean)) {
        files.forEach((f) => expected.add(f));
        cached += 1;
        return [sourceRel, manifestEntry(sourceRel, hash, { width: oldWidth, height: oldHeight }, oldPlaceholder)];
      }
    }
    let size: Size;
    let placeholder: string;
    try {
      const meta = await sharp(bytes).metadata();
      size = orientedSize(meta);
      placeholder = await placeholderOf(bytes);
    } catch (err) {
      throw new SourceError(`Image source is not a readable image: ${rel(file)} (${(err as Error).message})`);
    }
    const widths = targetWidths(size.width);
    for (const w of widths) {
      // decode + resize once per width, then encode the three formats from the raw pixels
      const { data, info } = await sharp(bytes).rotate().resize({ width: w }).raw().toBuffer({ resolveWithObject: true });
      for (const fmt of FORMATS) {
        const out = path.join(outDir, variantPath(sourceRel, hash, w, fmt.ext));
        expected.add(variantPath(sourceRel, hash, w, fmt.ext));
        if (await exists(out)) continue;
        await mkdir(path.dirname(out), { recursive: true });
        const tmp = `${out}.tmp`;
        await fmt.encode(sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })).toFile(tmp);
        await rename(tmp, out);
      }
    }
    encoded += 1;
    log(`  encoded ${sourceRel} (${widths.join(", ")})`);
    return [sourceRel, manifestEntry(sourceRel, hash, size, placeholder)];
  });

  // delete variants that no source needs any more (old hashes, removed photos, partial files)
  let removed = 0;
  for (const f of await walk(outDir)) {
    if (!expected.has(f)) {
      await rm(path.join(outDir, f), { force: true });
      removed += 1;
    }
  }
  await removeEmptyDirs(outDir);

  const manifest = Object.fromEntries(entries);
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  let old: string | null = null;
  try {
    old = await readFile(manifestFile, "utf8");
  } catch {
    old = null;
  }
  // only touch the file when it changes: remix dev watches app/content/**/*.json
  if (old !== json) {
    await mkdir(path.dirname(manifestFile), { recursive: true });
    await writeFile(manifestFile, json);
  }
  return { manifest, encoded, cached, files: expected.size, removed };
}

async function removeEmptyDirs(dir: string): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) if (e.isDirectory()) await removeEmptyDirs(path.join(dir, e.name));
  if ((await readdir(dir)).length === 0) await rmdir(dir).catch(() => {});
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const started = Date.now();
  const verbose = process.argv.includes("--verbose");
  const result = await buildImages({
    sourceDir: path.join(root, "app/content/images"),
    outDir: path.join(root, "public/generated/img"),
    manifestFile: path.join(root, "app/content/generated/images.json"),
    log: verbose ? (m) => console.log(m) : undefined,
  });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  const n = Object.keys(result.manifest).length;
  console.log(
    `images: ${n} sources (${result.encoded} encoded, ${result.cached} unchanged), ${result.files} files, ${result.removed} stale removed in ${secs}s`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof SourceError ? `images: ${err.message}` : err);
    process.exit(1);
  });
}
