import { globalStyle, style } from "@vanilla-extract/css";
import { mix, space } from "../theme/helpers.js";
import { visuallyHidden } from "../shared/visually-hidden.css.js";
import { theme } from "../theme/theme.css.js";

const c = {
  surface: theme.color.surface,
  text: theme.color.text,
  muted: theme.color.muted,
  border: theme.color.border,
  borderStrong: theme.color.borderStrong,
  accent: theme.color.accent,
  accentContrast: theme.color.accentContrast,
  focus: theme.color.focus,
  stripe: mix(theme.color.tint, 3),
  tooltipBg: theme.color.inverse,
  tooltipText: theme.color.onInverse,
};

const focusRing = {
  "&:focus-visible": { outline: `3px solid ${c.focus}`, outlineOffset: 2 },
} as const;

// The table responds to its own width (a container query on its root), wherever it is placed.
// Below 34rem a row of four columns no longer fits: each row stacks into a small card of
// "column: value" lines, and the headers into a row of sort and filter buttons above them.
const stacked = "(max-width: 34rem)";
const compact = "(max-width: 40rem)";
// Without JavaScript nothing sorts or filters: the headers read as plain text.
const noScript = "(scripting: none)";

export const root = style({ color: c.text, fontFamily: theme.font.family, minWidth: 0, containerType: "inline-size" });

// The search box: its label, then the field, at the table's end; on its own line when narrow.
export const search = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "flex-end", gap: space(0.5), marginBottom: space(0.75) });

export const searchLabel = style({ fontWeight: 700 });

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: space(0.5),
  marginBottom: space(0.75),
});

export const chipList = style({ display: "flex", flexWrap: "wrap", gap: space(0.5), listStyle: "none", margin: 0, padding: 0, minWidth: 0, maxWidth: "100%" });

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space(0.25),
  maxWidth: "100%",
  minWidth: 0,
  paddingLeft: space(0.75),
  borderRadius: theme.radius.xl,
  border: `1px solid ${c.border}`,
  background: c.surface,
  fontSize: "0.875rem",
});

// A long value wraps inside its chip rather than widening the page.
export const chipText = style({ minWidth: 0, overflowWrap: "anywhere", paddingBlock: space(0.25) });

export const chipRemove = style({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  alignSelf: "center",
  minWidth: 32,
  minHeight: 32,
  border: 0,
  borderRadius: theme.radius.round,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { background: c.stripe }, ...focusRing },
});

export const textButton = style({
  minHeight: 32,
  padding: `0 ${space(0.75)}`,
  border: `1px solid ${c.border}`,
  borderRadius: theme.radius.round,
  background: "transparent",
  color: c.accent,
  font: "inherit",
  fontSize: "0.875rem",
  cursor: "pointer",
  selectors: { "&:hover": { background: c.stripe }, ...focusRing },
});

// A table wider than its place (many columns) still scrolls inside its own box, never the page.
export const scroller = style({ overflowX: "auto", selectors: focusRing });

// A sticky header needs the rows to scroll in a box of their own: the scroller is already one
// (sideways), so a header stuck to the page would stick to a box that never scrolls down.
export const stickyScroller = style({ maxHeight: "var(--dmw-table-max-height, 70vh)", overflowY: "auto" });

globalStyle(`${stickyScroller} > table > thead`, { position: "sticky", top: 0, zIndex: 2, background: c.surface });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
  "@container": { [stacked]: { display: "block" } },
});

export const thead = style({ "@container": { [stacked]: { display: "block" } } });

export const tbody = style({ "@container": { [stacked]: { display: "block" } } });

export const headerRow = style({
  "@container": {
    [stacked]: {
      display: "flex",
      flexWrap: "wrap",
      gap: space(0.25),
      paddingBottom: space(0.5),
      borderBottom: `2px solid ${c.border}`,
    },
  },
});

export const th = style({
  textAlign: "left",
  verticalAlign: "top",
  padding: space(0.5),
  borderBottom: `2px solid ${c.border}`,
  whiteSpace: "nowrap",
  "@container": {
    [compact]: { padding: `${space(0.5)} ${space(0.125)}` },
    // A pill per column: its sort button and its filter toggle.
    [stacked]: { display: "block", padding: `0 ${space(0.125)}`, border: `1px solid ${c.border}`, borderRadius: theme.radius.round },
  },
});

// Stacked, the actions column needs no header of its own (its buttons say what they do); the
// header stays, visually hidden, for assistive technology.
export const actionsHeader = style({ "@container": { [stacked]: { position: "absolute", padding: 0, border: 0 } } });

globalStyle(`${actionsHeader} > *`, {
  "@container": {
    [stacked]: { display: "block", width: 1, height: 1, minHeight: 0, padding: 0, overflow: "hidden", clipPath: "inset(50%)", whiteSpace: "nowrap" },
  },
});

export const headerCell = style({ display: "flex", alignItems: "center", gap: space(0.25) });

export const sortButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space(0.25),
  minHeight: 36,
  padding: `0 ${space(0.375)}`,
  border: 0,
  borderRadius: theme.radius.md,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  selectors: { "&:hover:not(:disabled)": { background: c.stripe }, "&:disabled": { cursor: "default" }, ...focusRing },
});

export const sortIcon = style({
  display: "inline-block",
  flexShrink: 0,
  width: 16,
  height: 16,
  opacity: 0.45,
  selectors: { "[aria-sort] &": { opacity: 1 } },
  "@media": { [noScript]: { display: "none" } },
});

export const iconButton = style({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  width: 36,
  height: 36,
  border: 0,
  borderRadius: theme.radius.round,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { background: c.stripe },
    '&[aria-expanded="true"], &[data-active]': { color: c.accent },
    "&:disabled": { opacity: 0.4, cursor: "not-allowed" },
    ...focusRing,
  },
});

globalStyle(`${headerCell} > [data-part=filter-toggle]`, { "@media": { [noScript]: { display: "none" } } });

export const filterRow = style({ "@container": { [stacked]: { display: "block" } } });

export const filterCell = style({
  padding: `${space(0.5)} ${space(0.5)}`,
  borderBottom: `2px solid ${c.border}`,
  background: c.stripe,
  "@container": { [stacked]: { display: "block", paddingInline: space(0.25) } },
});

// One line: the label, the field and its clear button, which never drops alone under the field.
export const filterBox = style({ display: "flex", alignItems: "center", gap: space(0.25), fontWeight: 400 });

export const filterLabel = style({ minWidth: 0, overflowWrap: "anywhere", fontWeight: 700, marginRight: space(0.25) });

export const filterInput = style({
  flex: "1 1 8rem",
  minWidth: "5rem",
  maxWidth: "20rem",
  minHeight: 36,
  padding: `0 ${space(0.5)}`,
  border: `1px solid ${c.borderStrong}`,
  borderRadius: theme.radius.md,
  background: c.surface,
  color: c.text,
  font: "inherit",
  selectors: { ...focusRing, "&::placeholder": { color: c.muted, opacity: 1 } },
});

export const td = style({
  padding: `${space(0.5)} ${space(0.875)}`,
  borderBottom: `1px solid ${c.border}`,
  verticalAlign: "middle",
  "@container": {
    [compact]: { padding: `${space(0.5)} ${space(0.375)}` },
    // Each cell spans the row's two columns (name, value), shared through a subgrid so that the
    // values line up.
    [stacked]: {
      display: "grid",
      gridColumn: "1 / -1",
      gridTemplateColumns: "subgrid",
      padding: `${space(0.125)} ${space(0.5)}`,
      border: 0,
      overflowWrap: "anywhere",
    },
  },
});

// Stacked, each value gets its column's name beside it. The text after "/" is the generated
// content's alternative text: empty, because the column header already names the cell for
// assistive technology (browsers without that syntax keep the first declaration).
globalStyle(`${td}[data-label]::before`, {
  "@container": {
    [stacked]: {
      content: ["attr(data-label)", 'attr(data-label) / ""'],
      fontWeight: 700,
      color: c.muted,
      overflowWrap: "normal",
    },
  },
});

export const row = style({
  selectors: { "&:nth-child(even)": { background: c.stripe }, "&[data-state=selected]": { background: mix(theme.color.accent, 12) } },
  "@container": {
    [stacked]: {
      display: "grid",
      gridTemplateColumns: "max-content minmax(0, 1fr)",
      columnGap: space(0.75),
      paddingBlock: space(0.5),
      borderBottom: `1px solid ${c.border}`,
    },
  },
});

export const actionsCell = style({ "@container": { [stacked]: { display: "block", paddingTop: space(0.375) } } });

export const emptyRow = style({ "@container": { [stacked]: { display: "block" } } });

export const empty = style({
  padding: `${space(1)} 0`,
  color: c.muted,
  fontStyle: "italic",
  "@container": { [stacked]: { display: "block" } },
});

// As wide as the table's visible part and pinned to its left edge, so the message is centred in
// what shows even when the table scrolls sideways.
export const emptyText = style({
  position: "sticky",
  left: 0,
  display: "block",
  width: "min(100%, 100cqi)",
  textAlign: "center",
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: space(0.375) });

export const tooltipAnchor = style({ position: "relative", display: "inline-flex" });

export const actionButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space(0.375),
  minHeight: 36,
  padding: `0 ${space(0.75)}`,
  border: `1px solid ${c.accent}`,
  borderRadius: theme.radius.md,
  background: "transparent",
  color: c.accent,
  font: "inherit",
  fontSize: "0.875rem",
  whiteSpace: "nowrap",
  cursor: "pointer",
  // The 500 ms touch press shows the tooltip; the browser's own long-press menu would cover it.
  WebkitTouchCallout: "none",
  userSelect: "none",
  selectors: {
    "&:hover:not(:disabled)": { background: c.accent, color: c.accentContrast },
    "&:disabled": { borderColor: c.border, color: c.muted, cursor: "not-allowed" },
    ...focusRing,
  },
});

globalStyle(`${actionButton} svg`, { flexShrink: 0 });

// Fixed to the viewport (in the top layer where the browser has popovers: a manual popover),
// placed by the button (tooltip-position.ts): the table's scroll box never clips it. The popover's
// own defaults (inset 0, auto margins, a border, a canvas background) are undone.
export const tooltip = style({
  position: "fixed",
  inset: "auto",
  margin: 0,
  zIndex: 10,
  width: "max-content",
  maxWidth: `min(16rem, calc(100vw - 16px))`,
  overflow: "visible",
  padding: `${space(0.25)} ${space(0.5)}`,
  border: 0,
  borderRadius: theme.radius.sm,
  background: c.tooltipBg,
  color: c.tooltipText,
  fontSize: "0.8125rem",
  lineHeight: 1.3,
  pointerEvents: "none",
  selectors: { "&[hidden]": { display: "none" } },
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: `${space(0.5)} ${space(1)}`,
  paddingTop: space(0.75),
  fontSize: "0.875rem",
});

export const pageSize = style({ display: "flex", alignItems: "center", gap: space(0.5) });

export const select = style({
  minHeight: 36,
  padding: `0 ${space(0.5)}`,
  border: `1px solid ${c.borderStrong}`,
  borderRadius: theme.radius.md,
  background: c.surface,
  color: c.text,
  font: "inherit",
  selectors: { ...focusRing, "&:disabled": { opacity: 0.6 } },
});

export const plainHeader = style({ display: "inline-flex", alignItems: "center", minHeight: 36, padding: `0 ${space(0.375)}` });

// The checkbox column: as narrow as its box. Stacked, the header's checkbox becomes a pill that
// says what it does, and each row's box heads its card.
export const selectHeader = style({ width: "1%", "@container": { [stacked]: { width: "auto", display: "flex", alignItems: "center" } } });

export const selectAll = style({ display: "inline-flex", alignItems: "center", gap: space(0.5), minHeight: 36, paddingInline: space(0.375), cursor: "pointer" });

export const selectAllText = style([
  visuallyHidden,
  { "@container": { [stacked]: { position: "static", width: "auto", height: "auto", margin: 0, overflow: "visible", clip: "auto", fontWeight: 400 } } },
]);

export const selectCell = style({ width: "1%", "@container": { [stacked]: { width: "auto", gridTemplateColumns: "auto", paddingBlock: space(0.25) } } });

export const checkbox = style({
  width: 20,
  height: 20,
  margin: 0,
  accentColor: c.accent,
  cursor: "pointer",
  selectors: { ...focusRing, "&:disabled": { cursor: "not-allowed" } },
});
