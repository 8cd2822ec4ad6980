import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, expect, test } from "vitest";
import { buildImages, contentHash, manifestEntry, orientedSize, srcSet, targetWidths, variantPath } from "./images.ts";
import { PLACEHOLDER_PATTERN } from "./lib/placeholder.ts";

test("widths: the standard ones below the source, topped by the source width", () => {
  expect(targetWidths(1600)).toEqual([320, 400, 480, 560, 640, 800, 960, 1120, 1280, 1440, 1600]);
  expect(targetWidths(1067)).toEqual([320, 400, 480, 560, 640, 800, 960, 1067]);
  expect(targetWidths(800)).toEqual([320, 400, 480, 560, 640, 800]);
  expect(targetWidths(640)).toEqual([320, 400, 480, 560, 640]);
});

test("widths: each standard width is at most 1.25x the one below, so no file is far above its slot", () => {
  const widths = targetWidths(1600);
  for (let i = 1; i < widths.length; i++) expect(widths[i]! / widths[i - 1]!).toBeLessThanOrEqual(1.25);
});

test("widths: never upscale, never above 1600, always at least one", () => {
  expect(targetWidths(4000)).toEqual([320, 400, 480, 560, 640, 800, 960, 1120, 1280, 1440, 1600]);
  expect(targetWidths(320)).toEqual([320]);
  expect(targetWidths(200)).toEqual([200]);
  expect(targetWidths(1)).toEqual([1]);
});

test("variant names keep the folder and carry the hash and width", () => {
  expect(variantPath("outdoor/etna-1.jpg", "0a1b2c3d", 640, "avif")).toBe("outdoor/etna-1-0a1b2c3d-640.avif");
  expect(variantPath("owner.jpg", "0a1b2c3d", 320, "jpg")).toBe("owner-0a1b2c3d-320.jpg");
  expect(variantPath("a/b/photo.final.png", "ffffffff", 480, "webp")).toBe("a/b/photo.final-ffffffff-480.webp");
});

test("the hash is 8 hex digits and changes with the bytes and with the settings", () => {
  const a = contentHash(Buffer.from("one"));
  expect(a).toMatch(/^[0-9a-f]{8}$/);
  expect(contentHash(Buffer.from("one"))).toBe(a);
  expect(contentHash(Buffer.from("two"))).not.toBe(a);
  expect(contentHash(Buffer.from("one"), "other settings")).not.toBe(a);
});

test("srcSet and manifest entries", () => {
  expect(srcSet([["/a-320.jpg", 320], ["/a-640.jpg", 640]])).toBe("/a-320.jpg 320w, /a-640.jpg 640w");
  const e = manifestEntry("slides/lake.jpg", "12345678", { width: 910, height: 400 }, "linear-gradient(#000000)");
  expect(e.src).toBe("/generated/img/slides/lake-12345678-910.jpg");
  expect(e.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp", "image/jpeg"]);
  expect(e.sources[0].srcSet).toBe(
    [320, 400, 480, 560, 640, 800, 910].map((w) => `/generated/img/slides/lake-12345678-${w}.avif ${w}w`).join(", "),
  );
  expect(e).toMatchObject({ width: 910, height: 400, placeholder: "linear-gradient(#000000)" });
});

test("EXIF orientations 5-8 swap width and height", () => {
  expect(orientedSize({ width: 600, height: 400, orientation: 6 })).toEqual({ width: 400, height: 600 });
  expect(orientedSize({ width: 600, height: 400, orientation: 1 })).toEqual({ width: 600, height: 400 });
  expect(orientedSize({ width: 600, height: 400 })).toEqual({ width: 600, height: 400 });
});

let dir: string;
let opts: { sourceDir: string; outDir: string; manifestFile: string };

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "images-test-"));
  opts = { sourceDir: path.join(dir, "src"), outDir: path.join(dir, "out"), manifestFile: path.join(dir, "gen/images.json") };
  const photo = (w: number, h: number, colour: string) => sharp({ create: { width: w, height: h, channels: 3, background: colour } });
  await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } }).toBuffer(); // warm up
  await import("node:fs/promises").then((fs) => fs.mkdir(path.join(opts.sourceDir, "outdoor"), { recursive: true }));
  await photo(700, 400, "#336699").jpeg().toFile(path.join(opts.sourceDir, "outdoor/lake-1.jpg"));
  // stored landscape, displayed portrait (EXIF orientation 6)
  await photo(500, 300, "#996633").jpeg().withMetadata({ orientation: 6 }).toFile(path.join(opts.sourceDir, "rotated.jpg"));
  await photo(200, 100, "#aa0000").png().toFile(path.join(opts.sourceDir, "tiny.png"));
  await writeFile(path.join(opts.sourceDir, "notes.txt"), "not an image");
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function files(d: string): Promise<string[]> {
  const entries = await readdir(d, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(d, path.join(e.parentPath, e.name))).sort();
}

test("builds every variant and the manifest, then skips them on the next run", async () => {
  const first = await buildImages(opts);
  expect(first.encoded).toBe(3);
  const manifest = JSON.parse(await readFile(opts.manifestFile, "utf8"));
  expect(Object.keys(manifest).sort()).toEqual(["outdoor/lake-1.jpg", "rotated.jpg", "tiny.png"]);
  expect(manifest["rotated.jpg"]).toMatchObject({ width: 300, height: 500 });
  expect(manifest["tiny.png"].sources[2].srcSet).toMatch(/^\/generated\/img\/tiny-[0-9a-f]{8}-200\.jpg 200w$/);
  // one colour over the whole (lossless) image: its four bands are that colour
  expect(manifest["tiny.png"].placeholder).toBe("linear-gradient(#aa0000,#aa0000,#aa0000,#aa0000)");
  for (const info of Object.values<{ placeholder: string }>(manifest)) expect(info.placeholder).toMatch(PLACEHOLDER_PATTERN);
  const out = await files(opts.outDir);
  // lake: 320, 400, 480, 560, 640, 700; rotated: 300; tiny: 200 -> 8 widths x 3 formats
  expect(out).toHaveLength(24);
  expect(out.filter((f) => f.startsWith("outdoor/lake-1-"))).toHaveLength(18);
  const rotated = out.find((f) => f.endsWith("-300.jpg"))!;
  expect(await sharp(path.join(opts.outDir, rotated)).metadata()).toMatchObject({ width: 300, height: 500 });

  const second = await buildImages(opts);
  expect(second).toMatchObject({ encoded: 0, cached: 3, removed: 0 });
  expect(await files(opts.outDir)).toEqual(out);
});

test("a changed or removed source leaves no stale variants", async () => {
  await buildImages(opts);
  await sharp({ create: { width: 700, height: 400, channels: 3, background: "#00ff00" } })
    .jpeg()
    .toFile(path.join(opts.sourceDir, "outdoor/lake-1.jpg"));
  await rm(path.join(opts.sourceDir, "tiny.png"));
  const run = await buildImages(opts);
  expect(run).toMatchObject({ encoded: 1, cached: 1, removed: 21 });
  const manifest = JSON.parse(await readFile(opts.manifestFile, "utf8"));
  expect(Object.keys(manifest).sort()).toEqual(["outdoor/lake-1.jpg", "rotated.jpg"]);
  expect(await files(opts.outDir)).toHaveLength(21);
});

test("a corrupt source fails and names the file", async () => {
  await writeFile(path.join(opts.sourceDir, "outdoor/broken.jpg"), "definitely not a jpeg");
  await expect(buildImages(opts)).rejects.toThrow(/outdoor\/broken\.jpg/);
});

test("a missing source folder fails and names it", async () => {
  await expect(buildImages({ ...opts, sourceDir: path.join(dir, "nowhere") })).rejects.toThrow(/nowhere/);
});

test("reads JPEG, PNG, WebP and AVIF sources whatever the case of their extension", async () => {
  const sourceDir = path.join(dir, "phone");
  await import("node:fs/promises").then((fs) => fs.mkdir(sourceDir, { recursive: true }));
  const photo = () => sharp({ create: { width: 150, height: 100, channels: 3, background: "#446688" } });
  await photo().jpeg().toFile(path.join(sourceDir, "Etna-1.JPG"));
  await photo().jpeg().toFile(path.join(sourceDir, "IMG_2031.Jpeg"));
  await photo().png().toFile(path.join(sourceDir, "shelf.PNG"));
  await photo().webp().toFile(path.join(sourceDir, "stool.WebP"));
  await photo().avif().toFile(path.join(sourceDir, "lamp.AVIF"));
  const result = await buildImages({ ...opts, sourceDir });
  expect(result.encoded).toBe(5);
  expect(Object.keys(result.manifest).sort()).toEqual(["Etna-1.JPG", "IMG_2031.Jpeg", "lamp.AVIF", "shelf.PNG", "stool.WebP"]);
  for (const info of Object.values(result.manifest)) expect(info).toMatchObject({ width: 150, height: 100 });
  expect(result.manifest["lamp.AVIF"]!.src).toMatch(/^\/generated\/img\/lamp-[0-9a-f]{8}-150\.jpg$/);
  expect(await files(opts.outDir)).toHaveLength(15);
});
