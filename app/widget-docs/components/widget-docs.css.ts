import { createVar, globalStyle, style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { estimatedHeight, renderWhenNear } from "~/styles/render-when-near.css";
import { vars } from "~/styles/theme.css";

/** How many rows a reference section's table has (its props or labels). */
export const referenceRows = createVar();

/**
 * The props and labels sections, laid out as they come near: until then they reserve a height per
 * row of their table (measured on the Table's, Slider's and Counter's pages at 412, 768, 1024 and
 * 1280 px). With one estimate for all, the Table's 24 labels ran past the end of the document while
 * skipped, where Lighthouse's axe read their text against the page behind it.
 */
const referenceEstimate = (head: number, row: number) => `calc(${head}rem + ${referenceRows} * ${row}rem)`;
export const referenceSection = style([
  renderWhenNear,
  {
    vars: { [estimatedHeight]: referenceEstimate(7, 9.2) },
    "@media": {
      [media.up("md")]: { vars: { [estimatedHeight]: referenceEstimate(5.5, 5.8) } },
      [media.up("lg")]: { vars: { [estimatedHeight]: referenceEstimate(7, 6.9) } },
      [media.up("xl")]: { vars: { [estimatedHeight]: referenceEstimate(6, 4.6) } },
    },
  },
]);

// ---------------------------------------------------------------------------
// Reference tables: a table where the column is wide enough, a block per row below 40rem.

export const tableBox = style({ containerType: "inline-size", marginBlock: vars.space.md });

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug });

export const caption = style({ captionSide: "top", textAlign: "start", fontWeight: 600, paddingBlock: vars.space.xs, color: vars.color.text });

export const none = style({ color: vars.color.muted });

globalStyle(`${table} th, ${table} td`, {
  textAlign: "start",
  verticalAlign: "top",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  // Breaks a word only where nothing else fits, and never narrows a column below its words.
  overflowWrap: "break-word",
});
globalStyle(`${table} thead th`, { fontSize: vars.fontSize.xs, textTransform: "uppercase", letterSpacing: vars.tracking.label, color: vars.color.muted });
globalStyle(`${table} tbody th`, { fontWeight: 400, whiteSpace: "nowrap" });
globalStyle(`${table} code`, { fontFamily: vars.font.mono, fontSize: "0.92em" });

// A narrow column: each row is a block; each cell but the first says which column it is.
globalStyle(`${table} thead`, { "@container": { "(max-width: 40rem)": { position: "absolute", width: 1, height: 1, overflow: "hidden", clipPath: "inset(50%)", whiteSpace: "nowrap" } } });
// The caption too: left a table caption in a table that is now a block, it took the width of its
// longest word, a word per line.
globalStyle(`${table}, ${table} caption, ${table} tbody, ${table} tr, ${table} tbody th, ${table} td`, { "@container": { "(max-width: 40rem)": { display: "block" } } });
globalStyle(`${table} tr`, { "@container": { "(max-width: 40rem)": { borderBottom: `1px solid ${vars.color.border}`, paddingBlock: vars.space.xs } } });
globalStyle(`${table} tbody th, ${table} td`, { "@container": { "(max-width: 40rem)": { border: 0, paddingBlock: vars.space.xxs, paddingInline: 0, whiteSpace: "normal" } } });
globalStyle(`${table} td[data-label]::before`, {
  "@container": {
    "(max-width: 40rem)": { content: "attr(data-label) ': '", fontSize: vars.fontSize.xs, textTransform: "uppercase", letterSpacing: vars.tracking.label, color: vars.color.muted },
  },
});

// The served reference sections follow the page's sections at their step.
export const reference = style({ marginTop: vars.space.xxxl });

// ---------------------------------------------------------------------------
// Examples

export const example = style({ marginBlock: vars.space.xl });

export const exampleTitle = style({ fontSize: vars.fontSize.lg, marginBlock: `0 ${vars.space.xs}` });

export const exampleText = style({ maxWidth: "48rem", color: vars.color.muted, marginBlock: `0 ${vars.space.md}` });

export const preview = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  minWidth: 0,
});

// Between the parts of an example (its root's children), served or live: served, the example sits
// in the island's box of no layout of its own (island.tsx), one level further down. Counted from
// the preview alone, the served parts had no space between them, and each example grew by 16 to
// 64 px as it went live, moving what was under it (a layout shift as a phone reader scrolled).
globalStyle(`${preview} > :where(:not([data-served])) > * + *, ${preview} > :where([data-served]) > * > * + *`, { marginTop: vars.space.md });

/** A widget's preview on the index. */
export const cardPreview = style({ marginBlock: vars.space.xs, minWidth: 0, fontSize: vars.fontSize.sm });

// The examples' and previews' own plain controls (a page's button, a form's field): the site's
// look in both themes. The widgets' controls carry classes of their own and keep the package's styles.
const plain = (selector: string) => [preview, cardPreview].map((box) => `${box} ${selector}`).join(", ");
globalStyle(plain(":where(button, input:not([type=range]), select):not([class])"), {
  font: "inherit",
  minHeight: "2.25rem",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.accentStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});
globalStyle(plain(":where(button):not([class])"), { color: vars.color.accentStrong, cursor: "pointer" });
globalStyle(plain(":where(button[aria-pressed=true]):not([class])"), { background: vars.color.accentStrong, color: vars.color.accentContrast });

// ---------------------------------------------------------------------------
// Code samples

export const sampleHead = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm, flexWrap: "wrap" });

// ---------------------------------------------------------------------------
// Theme editor

// Laid out as a table, the column is as wide as this, whatever is in it: as wide with the fields as
// with their places (below), so a row is as tall in both and nothing moves when the fields come.
export const swatch = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  flexWrap: "wrap",
  "@container": { "not (max-width: 40rem)": { inlineSize: "13.5rem" } },
});

export const input = style({
  font: "inherit",
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
  width: "100%",
  maxWidth: "14rem",
  minHeight: "2rem",
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});

// A field's place until the field comes (theme-editor.tsx), in the field's own box: the value as
// text, or that it needs JavaScript. Served as a field, it was one the browser's autofill measures
// once the document is parsed, laying out the deferred section it is in (themeSection) at once.
// A field's text never wraps, so neither does its place's.
export const pendingField = style([
  input,
  { display: "inline-flex", alignItems: "center", color: vars.color.muted, whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" },
]);

export const colorInput = style({ inlineSize: "2.25rem", blockSize: "2rem", padding: 0, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, background: "none" });

/** A colour picker's place: its box, in the colour (set inline). */
export const pendingColour = style([colorInput, { display: "inline-block" }]);

export const toolbar = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "center", marginBlock: vars.space.sm });

export const button = style({
  font: "inherit",
  minHeight: "2.5rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.accentStrong}`,
  borderRadius: vars.radius.round,
  background: "transparent",
  color: vars.color.accentStrong,
  cursor: "pointer",
  selectors: { "&:disabled": { cursor: "default", opacity: 0.6 } },
});

/** How many custom properties the theme table lists, and how many states the one after it. */
export const themeCounts = { properties: createVar(), states: createVar() };

/**
 * The theme section, below every first screen, laid out as it comes near (render-when-near.css.ts).
 * Until then it reserves its head and a height per row of its two tables, fitted to the seven
 * pages' heights on a phone and from `md`, `lg` and `xl` (measured at 412, 768, 1024 and 1280 px:
 * within 3, 6, 4.5 and 1.5%; 320 px within 9%, 1920 px within 4.5%), so the estimate follows the
 * widget's reference.
 */
const themeEstimate = (head: number, property: number, state: number) => `calc(${head}rem + ${themeCounts.properties} * ${property}rem + ${themeCounts.states} * ${state}rem)`;
export const themeSection = style([
  renderWhenNear,
  {
    vars: { [estimatedHeight]: themeEstimate(25.7, 10.05, 5.25) },
    "@media": {
      [media.up("md")]: { vars: { [estimatedHeight]: themeEstimate(11.3, 6.6, 3.8) } },
      [media.up("lg")]: { vars: { [estimatedHeight]: themeEstimate(21.5, 7.5, 5.1) } },
      [media.up("xl")]: { vars: { [estimatedHeight]: themeEstimate(18.8, 4.85, 3) } },
    },
  },
]);

// ---------------------------------------------------------------------------
// The index

export const cards = style({ display: "grid", gap: vars.space.lg, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 17rem), 1fr))", padding: 0, listStyle: "none" });

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  minWidth: 0,
});

export const cardTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

/**
 * A card of /widgets' previews. The previews come after the seven's list, below every first screen
 * (1,157 px down at 1920 px, 2,497 at 412), so each is laid out as it comes near
 * (render-when-near.css.ts): a load lays out the list, not seven widgets' served HTML. Until then
 * a card reserves the mean of the previews' heights: 143 to 519 px on a phone (mean 314), and from
 * `md`, where a row is as tall as its tallest, 350 to 408 px a card (measured at 412, 768, 1280
 * and 1920 px).
 */
export const previewCard = style([card, renderWhenNear, { vars: { [estimatedHeight]: "20rem" }, "@media": { [media.up("md")]: { vars: { [estimatedHeight]: "24rem" } } } }]);



export const cardMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, margin: 0 });

export const sectionNav = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.md}`, padding: 0, listStyle: "none", fontSize: vars.fontSize.sm });

export const breadcrumb = style({ fontSize: vars.fontSize.sm, marginBottom: vars.space.xs });
// A tap target of at least 24 px (WCAG 2.5.8) on a line of small print.
globalStyle(`${breadcrumb} a`, { display: "inline-block", paddingBlock: vars.space.xxs });
