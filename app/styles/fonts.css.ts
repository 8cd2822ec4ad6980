import { globalFontFace } from "@vanilla-extract/css";
import { WEB_FONT } from "./web-font";

// The web font (docs/decisions/0006-web-font.md). A page names it in its font stack only where the
// head script has found it fetched by an earlier visit (`data-webfont`, app/utils/theme.ts); a face
// that no text names is never requested, so a first visit's first paint requests no font.
// `fallback`: the text waits for the face a moment (at most 100 ms; the cache answers in a few)
// and then keeps it; `optional` proved too strict, Chromium treating a face read from the cache as
// late and drawing the whole page in the fallback.
globalFontFace(WEB_FONT.family, [
  { src: `url(${WEB_FONT.urls.normal}) format("woff2")`, fontWeight: "100 900", fontStyle: "normal", fontDisplay: "fallback" },
  { src: `url(${WEB_FONT.urls.italic}) format("woff2")`, fontWeight: "100 900", fontStyle: "italic", fontDisplay: "fallback" },
]);

// Geist's own vertical metrics (hhea and typo: ascender 1005, descender -295, no line gap, per
// 1000 units): each fallback below is given them, scaled back by its size-adjust, so a line's
// glyphs sit where Geist's will.
const GEIST = { ascent: 1.005, descent: 0.295 };

/**
 * A fallback family: a font most systems have, resized so that the site's own text runs as wide
 * in it as in Geist, at each weight the site uses. The widths were measured in Chromium on the
 * site's content (canvas measureText of every text of app/content at 100 px, Geist against the
 * local font; Liberation Sans for Arial, whose widths it copies glyph for glyph). A first visit
 * reads the whole page in one of these; with the same widths its lines are as long as Geist's,
 * and the page looks the same on the next visit, in Geist.
 */
type Fallback = {
  family: string;
  /** local() names per face: full name and PostScript name. */
  local: { regular: string[]; bold: string[]; italic: string[] };
  /** size-adjust per weight (the bold face serves 600 and 700) and for italic. */
  adjust: { 400: number; 600: number; 700: number; italic: number };
};

export const FALLBACKS: readonly Fallback[] = [
  {
    // Windows, macOS, iOS; Linux with Liberation Sans or Arimo (Arial's metrics).
    family: `${WEB_FONT.family} Fallback`,
    local: {
      regular: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo"],
      bold: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold"],
      italic: ["Arial Italic", "Arial-ItalicMT", "Liberation Sans Italic", "LiberationSans-Italic", "Arimo Italic"],
    },
    adjust: { 400: 1.0253, 600: 0.9978, 700: 1.0201, italic: 1.0059 },
  },
  {
    // Android.
    family: `${WEB_FONT.family} Fallback Roboto`,
    local: { regular: ["Roboto", "Roboto-Regular"], bold: ["Roboto Bold", "Roboto-Bold"], italic: ["Roboto Italic", "Roboto-Italic"] },
    adjust: { 400: 1.0277, 600: 1.0583, 700: 1.0819, italic: 1.0277 },
  },
  {
    // Linux (Debian, Ubuntu, Fedora ship DejaVu).
    family: `${WEB_FONT.family} Fallback DejaVu`,
    local: {
      regular: ["DejaVu Sans", "DejaVuSans"],
      bold: ["DejaVu Sans Bold", "DejaVuSans-Bold"],
      italic: ["DejaVu Sans Oblique", "DejaVuSans-Oblique"],
    },
    adjust: { 400: 0.8972, 600: 0.8334, 700: 0.852, italic: 0.8787 },
  },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const local = (names: string[]) => names.map((name) => `local("${name}")`).join(", ");

for (const fallback of FALLBACKS) {
  const face = (names: string[], adjust: number, fontWeight: number, fontStyle: "normal" | "italic") => ({
    src: local(names),
    fontWeight,
    fontStyle,
    sizeAdjust: percent(adjust),
    ascentOverride: percent(GEIST.ascent / adjust),
    descentOverride: percent(GEIST.descent / adjust),
    lineGapOverride: "0%",
  });
  globalFontFace(fallback.family, [
    face(fallback.local.regular, fallback.adjust[400], 400, "normal"),
    face(fallback.local.bold, fallback.adjust[600], 600, "normal"),
    face(fallback.local.bold, fallback.adjust[700], 700, "normal"),
    face(fallback.local.italic, fallback.adjust.italic, 400, "italic"),
  ]);
}

const stack = (families: string[]) => `${families.map((name) => `"${name}"`).join(", ")}, system-ui, sans-serif`;

/** The text font stack of a page painted without the web font: the metric-matched fallbacks. */
export const fallbackFontStack = stack(FALLBACKS.map((fallback) => fallback.family));

/** The text font stack of a page painted with it: Geist, then the same fallbacks. */
export const webFontStack = stack([WEB_FONT.family, ...FALLBACKS.map((fallback) => fallback.family)]);
