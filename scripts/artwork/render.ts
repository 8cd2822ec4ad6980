// Turns an SVG string into a JPEG source: rasterise with librsvg (through sharp),
// add a film-like grain, write with mozjpeg.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Scene } from "./landscape.ts";
import { createRandom } from "./prng.ts";

const TILE = 256;

/** A grey noise tile (values around 128) used with the overlay blend for grain. */
function grainTile(seed: string, amount: number): Promise<Buffer> {
  const rnd = createRandom(`grain:${seed}`);
  const data = Buffer.alloc(TILE * TILE);
  for (let i = 0; i < data.length; i++) {
    // sum of two uniforms: softer, more film-like than flat uniform noise
    data[i] = 128 + Math.round((rnd.next() + rnd.next() - 1) * amount);
  }
  return sharp(data, { raw: { width: TILE, height: TILE, channels: 1 } })
    .toColourspace("srgb")
    .png()
    .toBuffer();
}

/**
 * Rasterise `svg` (whose root has width/height set) and write `file` as JPEG.
 * grain: 0 for none, ~8-14 for a subtle photographic grain.
 */
export type RenderOptions = { grain?: number; seed?: string; quality?: number; blur?: number; chroma?: "4:2:0" | "4:4:4" };

export async function renderSvg(svg: string, file: string, { grain = 10, seed = file, quality = 80, blur = 0, chroma = "4:2:0" }: RenderOptions = {}): Promise<void> {
  let img = sharp(Buffer.from(svg), { limitInputPixels: false });
  if (blur > 0) img = sharp(await img.blur(blur).png().toBuffer());
  if (grain > 0) {
    const tile = await grainTile(seed, grain);
    img = sharp(await img.png().toBuffer()).composite([{ input: tile, tile: true, blend: "overlay" }]);
  }
  await mkdir(path.dirname(file), { recursive: true });
  await img.flatten({ background: "#000000" }).jpeg({ quality, mozjpeg: true, chromaSubsampling: chroma }).toFile(file);
}

/** Render a landscape Scene (two passes when it has water reflecting the land above it). */
export async function renderScene(scene: Scene, file: string, opts: RenderOptions = {}): Promise<void> {
  let svg = scene.toSvg();
  if (scene.split != null) {
    const above = await sharp(Buffer.from(svg), { limitInputPixels: false }).png({ compressionLevel: 1 }).toBuffer();
    svg = scene.toSvg(`data:image/png;base64,${above.toString("base64")}`);
  }
  await renderSvg(svg, file, opts);
}
