// The site's @font-face rules and font stacks (docs/decisions/0006-web-font.md).
//
// The rules are not in the stylesheet: root.tsx puts them in the document's head once, written by
// the server alone (app/utils/document-head.server.ts). The critical CSS of a page (decision 0005) keeps the @font-face rules of the
// stylesheet it comes from, so with the faces in the stylesheet every page declared them twice,
// and the full stylesheet arriving after the first paint added fourteen faces again: Chromium then
// recomputed the style and text of the whole page, a long task of 50 to 100 ms (4x CPU) that
// tripled a page's blocking time. The stacks below stay in the stylesheet (theme.css.ts).
import { WEB_FONT } from "./web-font";

/** One @font-face rule: a family and its descriptors, in CSS's own names. */
type FontFace = { family: string; src: string; weight: string | number; style: "normal" | "italic"; descriptors?: Record<string, string> };

// The web font. A page names it in its font stack only where the head script has found it fetched
// by an earlier visit (`data-webfont`, app/utils/theme.ts); a face that no text names is never
// requested, so a first visit's first paint requests no font. `fallback`: the text waits for the
// face a moment (at most 100 ms; the cache answers in a few) and then keeps it; `optional` proved
// too strict, Chromium treating a face read from the cache as late and drawing the whole page in
// the fallback.
const webFontFaces: FontFace[] = (["normal", "italic"] as const).map((style) => ({
  family: WEB_FONT.family,
  src: `url(${WEB_FONT.urls[style]}) format("woff2")`,
  weight: "100 900",
  style,
  descriptors: { "font-display": "fallback" },
}));

// Geist's own vertical metrics (hhea and typo: ascender 1005, descender -295, no line gap, per
// 1000 units): each fallback below is given them, scaled back by its size-adjust, so a line's
// glyphs sit where Geist's will.
const GEIST = { ascent: 1.005, descent: 0.295 };

/**
 * A fallback family: a font most systems have, resized so that the site's own text runs as wide
 * in it as in Geist, at each weight the site uses. The widths were measured in Chromium on the
 * site's content (canvas measureText of every text of app/content at 100 px, Geist against the
 * local font; Liberation Sans for Arial, whose widths it copies glyph for glyph). They serve a
 * visit that names Geist (`data-webfont`) while its file has not come in: with the same widths
 * its lines are as long as Geist's, so the swap moves nothing.
 */
type Fallback = {
  family: string;
  /** The local fonts it is made from, as families a font stack can name. */
  families: string[];
  /** local() names per face: full name and PostScript name. */
  local: { regular: string[]; bold: string[]; italic: string[] };
  /** size-adjust per weight (the bold face serves 600 and 700) and for italic. */
  adjust: { 400: number; 600: number; 700: number; italic: number };
};

export const FALLBACKS: readonly Fallback[] = [
  {
    // Windows, macOS, iOS; Linux with Liberation Sans or Arimo (Arial's metrics).
    family: `${WEB_FONT.family} Fallback`,
    families: ["Arial", "Liberation Sans", "Arimo"],
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
    families: ["Roboto"],
    local: { regular: ["Roboto", "Roboto-Regular"], bold: ["Roboto Bold", "Roboto-Bold"], italic: ["Roboto Italic", "Roboto-Italic"] },
    adjust: { 400: 1.0277, 600: 1.0583, 700: 1.0819, italic: 1.0277 },
  },
  {
    // Linux (Debian, Ubuntu, Fedora ship DejaVu).
    family: `${WEB_FONT.family} Fallback DejaVu`,
    families: ["DejaVu Sans"],
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

const fallbackFaces: FontFace[] = FALLBACKS.flatMap((fallback) => {
  const face = (names: string[], adjust: number, weight: number, style: "normal" | "italic"): FontFace => ({
    family: fallback.family,
    src: local(names),
    weight,
    style,
    descriptors: {
      "size-adjust": percent(adjust),
      "ascent-override": percent(GEIST.ascent / adjust),
      "descent-override": percent(GEIST.descent / adjust),
      "line-gap-override": "0%",
    },
  });
  return [
    face(fallback.local.regular, fallback.adjust[400], 400, "normal"),
    face(fallback.local.bold, fallback.adjust[600], 600, "normal"),
    face(fallback.local.bold, fallback.adjust[700], 700, "normal"),
    face(fallback.local.italic, fallback.adjust.italic, 400, "italic"),
  ];
});

const rule = ({ family, src, weight, style, descriptors = {} }: FontFace) =>
  `@font-face{font-family:"${family}";src:${src};font-weight:${weight};font-style:${style};${Object.entries(descriptors)
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}`;

/**
 * Every @font-face rule of the site, as the text of the `<style>` root.tsx puts in each document's
 * head: the web font's two faces, then each fallback family's four.
 * @example fontFaceCss().startsWith('@font-face{font-family:"Geist"') // true
 */
export function fontFaceCss(): string {
  return [...webFontFaces, ...fallbackFaces].map(rule).join("");
}

const stack = (families: string[]) => `${families.map((name) => `"${name}"`).join(", ")}, system-ui, sans-serif`;

/**
 * The text font stack of a page painted without the web font (a first visit, or no JavaScript):
 * the local fonts the fallbacks are made from, named as they are, not through their @font-face
 * rules. Nothing is swapped in on such a visit, so nothing needs Geist's widths; and each face
 * named through `local()` cost Chromium a lookup while it styled the first screen: the style
 * before the first contentful paint took 28 to 29 ms with them and 14 to 18 ms with this stack on
 * a lesson and a widget page, under the audit's 4x slower CPU (issue 28, decision 0006).
 */
export const firstVisitFontStack = stack(FALLBACKS.flatMap((fallback) => fallback.families));

/** The text font stack of a page painted with it: Geist, then the same fallbacks. */
export const webFontStack = stack([WEB_FONT.family, ...FALLBACKS.map((fallback) => fallback.family)]);
