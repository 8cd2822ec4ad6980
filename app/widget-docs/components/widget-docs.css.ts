import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

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
globalStyle(`${table} thead`, {
  "@container": { "(max-width: 40rem)": { position: "absolute", width: 1, height: 1, overflow: "hidden", clipPath: "inset(50%)", whiteSpace: "nowrap" } },
});
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

// Laid out as a table, the column is as wide as this, whatever is in it.
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

export const colorInput = style({
  inlineSize: "2.25rem",
  blockSize: "2rem",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: "none",
});

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

/** A card of /widgets' previews. */
export const previewCard = card;

export const cardMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, margin: 0 });

export const sectionNav = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.md}`, padding: 0, listStyle: "none", fontSize: vars.fontSize.sm });

export const breadcrumb = style({ fontSize: vars.fontSize.sm, marginBottom: vars.space.xs });
// A tap target of at least 24 px (WCAG 2.5.8) on a line of small print.
globalStyle(`${breadcrumb} a`, { display: "inline-block", paddingBlock: vars.space.xxs });
