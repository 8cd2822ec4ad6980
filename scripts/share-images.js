// Builds one 1200×630 share image per public page (Open Graph / Twitter cards) from the owner's
// photo, name and the page's headline, into public/generated/share/ (gitignored, rebuilt by
// `npm run build`). With --icons it also redraws the committed app icons from public/favicon.svg.
// Run with tsx: it reads the page list from app/utils/site-routes.ts, the one list of pages.
import { mkdir, readFile, stat } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { SHARE_IMAGE, SITE_ROUTES, shareImagePath } from "../app/utils/site-routes.ts";
import { palette } from "../app/styles/tokens.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const site = JSON.parse(await readFile(`${root}app/content/site.json`, "utf8"));
const photoPath = `${root}app/content/images/${site.photo}`;

const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]);

/** Greedy word wrap by character count: good enough for one serif face at one size. */
function wrap(text, maxChars) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const { width, height } = SHARE_IMAGE;
const PHOTO = 340;
const PHOTO_X = 90;
const PHOTO_Y = (height - PHOTO) / 2;
const TEXT_X = PHOTO_X + PHOTO + 70;

function cardSvg(headline) {
  const lines = wrap(headline, 20).slice(0, 4);
  const size = lines.length > 2 ? 56 : 66;
  const lineHeight = size * 1.15;
  const top = height / 2 - (lines.length * lineHeight) / 2 + size * 0.8;
  const host = new URL(process.env.PUBLIC_ORIGIN || site.origin).host;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${palette.walnut}"/><stop offset="1" stop-color="${palette.espresso}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect x="0" y="${height - 14}" width="${width}" height="14" fill="${palette.tan}"/>
  <circle cx="${PHOTO_X + PHOTO / 2}" cy="${PHOTO_Y + PHOTO / 2}" r="${PHOTO / 2 + 8}" fill="${palette.tan}"/>
  <text x="${TEXT_X}" y="${top - size * 1.3}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="22" letter-spacing="2" fill="${palette.sand}">${escapeXml(`${site.name} · ${site.title}`.toUpperCase())}</text>
  ${lines.map((line, i) => `<text x="${TEXT_X}" y="${top + i * lineHeight}" font-family="DejaVu Serif, Liberation Serif, serif" font-weight="bold" font-size="${size}" fill="${palette.cream}">${escapeXml(line)}</text>`).join("\n  ")}
  <text x="${TEXT_X}" y="${height - 60}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="26" fill="${palette.tan}">${escapeXml(host)}</text>
</svg>`;
}

async function roundPhoto() {
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO}" height="${PHOTO}"><circle cx="${PHOTO / 2}" cy="${PHOTO / 2}" r="${PHOTO / 2}"/></svg>`);
  return sharp(photoPath).resize(PHOTO, PHOTO, { fit: "cover" }).composite([{ input: mask, blend: "dest-in" }]).png().toBuffer();
}

async function shareImages() {
  await mkdir(`${root}public/generated/share`, { recursive: true });
  const photo = await roundPhoto();
  const sourceTime = Math.max((await stat(photoPath)).mtimeMs, (await stat(fileURLToPath(import.meta.url))).mtimeMs);
  let written = 0;
  for (const route of SITE_ROUTES) {
    const out = `${root}public${shareImagePath(route.path)}`;
    const existing = await stat(out).catch(() => null);
    if (existing && existing.mtimeMs > sourceTime && !process.argv.includes("--force")) continue;
    await sharp(Buffer.from(cardSvg(route.headline)))
      .composite([{ input: photo, left: PHOTO_X, top: Math.round(PHOTO_Y) }])
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(out);
    written++;
  }
  console.log(`share images: ${written} written, ${SITE_ROUTES.length - written} up to date`);
}

async function icons() {
  const svg = await readFile(`${root}public/favicon.svg`);
  await sharp(svg, { density: 600 }).resize(180, 180).flatten({ background: palette.walnut }).png().toFile(`${root}public/apple-touch-icon.png`);
  await sharp(svg, { density: 600 }).resize(192, 192).png().toFile(`${root}public/icon-192.png`);
  await sharp(svg, { density: 600 }).resize(512, 512).png().toFile(`${root}public/icon-512.png`);
  // Maskable icons are cropped to a circle of 80% by launchers: pad the mark onto a full bleed.
  const mark = await sharp(svg, { density: 600 }).resize(360, 360).png().toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: palette.walnut } })
    .composite([{ input: mark, left: 76, top: 76 }])
    .png()
    .toFile(`${root}public/icon-maskable-512.png`);
  console.log("icons: apple-touch-icon.png, icon-192.png, icon-512.png, icon-maskable-512.png");
}

if (process.argv.includes("--icons")) await icons();
await shareImages();
