// The layout of a share card (Open Graph / Twitter image): text measured with fonts the project
// ships (npm packages, not the machine's), wrapped to fit, and drawn as SVG paths, so the image is
// the same on any machine and needs no fontconfig or system font to render.
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import type { Font } from "fontkit";

const require = createRequire(import.meta.url);

/** The faces a card uses, each a list of subset files tried in order for every character. */
export type Faces = { headline: Font[]; small: Font[] };

function open(files: string[]): Font[] {
  return files.map((file) => fontkit.openSync(require.resolve(file)) as Font);
}

/** Source Serif 4 bold for the headline, Source Sans 3 for the small lines (@fontsource packages). */
export function loadFaces(): Faces {
  return {
    headline: open(["@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2", "@fontsource/source-serif-4/files/source-serif-4-latin-ext-700-normal.woff2"]),
    small: open(["@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2", "@fontsource/source-sans-3/files/source-sans-3-latin-ext-600-normal.woff2"]),
  };
}

/** A piece of text set in one face at one size: its width and its outline as SVG path data. */
export type SetText = { text: string; width: number; path: (x: number, y: number) => string };

/** Thrown when a character has no glyph in any of a face's files: the card would show a box. */
export class MissingGlyphError extends Error {}

/**
 * Sets a line of text: consecutive characters the same file has become one run (so kerning
 * applies within it), `tracking` adds space after every character.
 */
export function setText(fonts: Font[], text: string, size: number, tracking = 0): SetText {
  const runs: { font: Font; text: string }[] = [];
  for (const char of text) {
    const font = fonts.find((f) => f.hasGlyphForCodePoint(char.codePointAt(0)!));
    if (!font) throw new MissingGlyphError(`no glyph for ${JSON.stringify(char)} (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}) in "${text}"`);
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  const placed: { font: Font; glyphs: ReturnType<Font["layout"]>["glyphs"]; advances: number[] }[] = [];
  let width = 0;
  let count = 0;
  for (const run of runs) {
    const layout = run.font.layout(run.text);
    const scale = size / run.font.unitsPerEm;
    const advances = layout.positions.map((p) => p.xAdvance * scale + tracking);
    placed.push({ font: run.font, glyphs: layout.glyphs, advances });
    width += advances.reduce((a, b) => a + b, 0);
    count += advances.length;
  }
  if (count) width -= tracking;
  return {
    text,
    width,
    path(x, y) {
      const parts: string[] = [];
      let pen = x;
      for (const { font, glyphs, advances } of placed) {
        const scale = size / font.unitsPerEm;
        glyphs.forEach((glyph, i) => {
          // Font units grow upwards, SVG downwards: flip, then move to the pen on the baseline.
          const d = glyph.path.scale(scale, -scale).translate(pen, y).toSVG();
          if (d) parts.push(d);
          pen += advances[i];
        });
      }
      return parts.join("");
    },
  };
}

/**
 * Greedy line breaking by measured width. A word wider than the line on its own is cut where it
 * stops fitting (with a hyphen), so nothing ever runs past `maxWidth`.
 */
export function wrapText(fonts: Font[], text: string, size: number, maxWidth: number): SetText[] {
  const lines: SetText[] = [];
  let current = "";
  const fits = (candidate: string) => setText(fonts, candidate, size).width <= maxWidth;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(setText(fonts, current, size));
    current = word;
    while (!fits(current)) {
      const chars = [...current];
      let cut = chars.length - 1;
      while (cut > 1 && !fits(`${chars.slice(0, cut).join("")}-`)) cut--;
      lines.push(setText(fonts, `${chars.slice(0, cut).join("")}-`, size));
      current = chars.slice(cut).join("");
    }
  }
  if (current) lines.push(setText(fonts, current, size));
  return lines;
}

export type CardText = { eyebrow: string; headline: string; host: string };

export const CARD = {
  width: 1200,
  height: 630,
  photo: { x: 90, size: 340 },
  /** The text column: from right of the photo to a margin as wide as the photo's. */
  text: { x: 500, right: 1110 },
  headlineSizes: [66, 60, 54, 48, 42],
  maxHeadlineLines: 3,
} as const;

export type CardLayout = { eyebrow: SetText[]; headline: SetText[]; headlineSize: number; host: SetText; columnWidth: number };

/**
 * Where every line of a card goes: the headline at the largest size that keeps it within three
 * lines, the eyebrow shrunk or wrapped to the column, all of it within the column's width.
 * @example layoutCard(loadFaces(), { eyebrow: "A · B", headline: "Front end developer", host: "example.dev" }).headlineSize // 66
 */
export function layoutCard(faces: Faces, text: CardText): CardLayout {
  const columnWidth = CARD.text.right - CARD.text.x;
  let headline: SetText[] = [];
  let headlineSize: number = CARD.headlineSizes[0];
  for (const size of CARD.headlineSizes) {
    headline = wrapText(faces.headline, text.headline, size, columnWidth);
    headlineSize = size;
    if (headline.length <= CARD.maxHeadlineLines) break;
  }
  const eyebrowLine = setText(faces.small, text.eyebrow, 22, 2);
  const eyebrow = eyebrowLine.width <= columnWidth ? [eyebrowLine] : wrapText(faces.small, text.eyebrow, 20, columnWidth);
  const hostLine = setText(faces.small, text.host, 26);
  const host = hostLine.width <= columnWidth ? hostLine : wrapText(faces.small, text.host, 18, columnWidth)[0];
  return { eyebrow, headline, headlineSize, host, columnWidth };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

/** The card as SVG, every letter a path; the round photo is composited on top by the caller. */
export function cardSvg(layout: CardLayout, colors: { from: string; to: string; accent: string; eyebrow: string; headline: string }, title: string): string {
  const { width, height, photo, text } = CARD;
  const photoY = (height - photo.size) / 2;
  const lineHeight = layout.headlineSize * 1.15;
  const eyebrowHeight = layout.eyebrow.length * 28;
  const blockHeight = eyebrowHeight + 24 + layout.headline.length * lineHeight;
  const top = Math.max(60, height / 2 - blockHeight / 2 - 20);
  const eyebrow = layout.eyebrow.map((line, i) => line.path(text.x, top + 22 + i * 28)).join("");
  const headlineTop = top + eyebrowHeight + 24 + layout.headlineSize * 0.8;
  const headline = layout.headline.map((line, i) => line.path(text.x, headlineTop + i * lineHeight)).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <title>${escapeXml(title)}</title>
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect x="0" y="${height - 14}" width="${width}" height="14" fill="${colors.accent}"/>
  <circle cx="${photo.x + photo.size / 2}" cy="${photoY + photo.size / 2}" r="${photo.size / 2 + 8}" fill="${colors.accent}"/>
  <path fill="${colors.eyebrow}" d="${eyebrow}"/>
  <path fill="${colors.headline}" d="${headline}"/>
  <path fill="${colors.accent}" d="${layout.host.path(text.x, height - 60)}"/>
</svg>`;
}
