// Builds one 1200×630 share image per public page (Open Graph / Twitter cards) from the owner's
// photo, name and the page's headline, into public/generated/share/ (gitignored, rebuilt by
// `npm run build`). Letters are drawn from fonts the project ships (scripts/build/lib/share-card.ts),
// so a card looks the same on any machine, a bare container included. With --icons it also
// redraws the committed app icons from public/favicon.svg.
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { palette } from "../../app/styles/tokens";
import { shareImagePath } from "../../app/utils/site-paths";
import { SITE_ROUTES } from "../../app/utils/site-routes";
import { icoFromPngs } from "./lib/ico";
import { CARD, cardSvg, layoutCard, loadFaces, MissingGlyphError } from "./lib/share-card";

const root = fileURLToPath(new URL("../..", import.meta.url));
const site = JSON.parse(await readFile(`${root}app/content/site.json`, "utf8")) as { name: string; title: string; photo: string; origin: string };
const photoPath = `${root}app/content/images/${site.photo}`;
const { photo } = CARD;

async function roundPhoto() {
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${photo.size}" height="${photo.size}"><circle cx="${photo.size / 2}" cy="${photo.size / 2}" r="${photo.size / 2}"/></svg>`);
  return sharp(photoPath).resize(photo.size, photo.size, { fit: "cover" }).composite([{ input: mask, blend: "dest-in" }]).png().toBuffer();
}

/** The JPEG of one page's card. */
export async function renderCard(headline: string, round: Buffer): Promise<Buffer> {
  const faces = loadFaces();
  const host = new URL(process.env.PUBLIC_ORIGIN || site.origin).host;
  const layout = layoutCard(faces, { eyebrow: `${site.name} · ${site.title}`.toUpperCase(), headline, host });
  const svg = cardSvg(layout, { from: palette.walnut, to: palette.espresso, accent: palette.tan, eyebrow: palette.sand, headline: palette.cream }, headline);
  return sharp(Buffer.from(svg))
    .composite([{ input: round, left: photo.x, top: Math.round((CARD.height - photo.size) / 2) }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

async function shareImages() {
  await mkdir(`${root}public/generated/share`, { recursive: true });
  const round = await roundPhoto();
  const sources = [photoPath, fileURLToPath(import.meta.url), fileURLToPath(new URL("./lib/share-card.ts", import.meta.url))];
  const sourceTime = Math.max(...(await Promise.all(sources.map(async (file) => (await stat(file)).mtimeMs))));
  let written = 0;
  for (const route of SITE_ROUTES) {
    const out = `${root}public${shareImagePath(route.path)}`;
    const existing = await stat(out).catch(() => null);
    if (existing && existing.mtimeMs > sourceTime && !process.argv.includes("--force")) continue;
    try {
      await sharp(await renderCard(route.headline, round)).toFile(out);
    } catch (error) {
      if (!(error instanceof MissingGlyphError)) throw error;
      console.error(`share image for ${route.path}: ${error.message}; use characters the card's fonts have (Latin)`);
      process.exit(1);
    }
    written++;
  }
  console.log(`share images: ${written} written, ${SITE_ROUTES.length - written} up to date`);
}

async function icons() {
  const svg = await readFile(`${root}public/favicon.svg`);
  /** The mark drawn at a square size, every icon's starting point. */
  const drawn = (size: number) => sharp(svg, { density: 600 }).resize(size, size);
  await drawn(180).flatten({ background: palette.walnut }).png().toFile(`${root}public/apple-touch-icon.png`);
  await drawn(192).png().toFile(`${root}public/icon-192.png`);
  await drawn(512).png().toFile(`${root}public/icon-512.png`);
  // Maskable icons are cropped to a circle of 80% by launchers: pad the mark onto a full bleed.
  const mark = await drawn(360).png().toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: palette.walnut } })
    .composite([{ input: mark, left: 76, top: 76 }])
    .png()
    .toFile(`${root}public/icon-maskable-512.png`);
  // What a browser asks for when a page names no icon (a photo or the CV opened on its own).
  const images = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await drawn(size).png().toBuffer() })));
  await writeFile(`${root}public/favicon.ico`, icoFromPngs(images));
  console.log("icons: apple-touch-icon.png, icon-192.png, icon-512.png, icon-maskable-512.png, favicon.ico");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes("--icons")) await icons();
  await shareImages();
}
