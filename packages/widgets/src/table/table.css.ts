import { globalStyle, style } from "@vanilla-extract/css";
import { mix, space } from "../theme/helpers.js";
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

export const root = style({ color: c.text, fontFamily: theme.font.family, minWidth: 0 });

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: space(0.5),
  marginBottom: space(0.75),
});

export const chipList = style({ display: "flex", flexWrap: "wrap", gap: space(0.5), listStyle: "none", margin: 0, padding: 0 });

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space(0.25),
  paddingLeft: space(0.75),
  borderRadius: theme.radius.round,
  border: `1px solid ${c.border}`,
  background: c.surface,
  fontSize: "0.875rem",
});

export const chipRemove = style({
  display: "inline-grid",
  placeItems: "center",
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

export const scroller = style({
  overflowX: "auto",
  selectors: { ...focusRing },
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
});

export const th = style({
  textAlign: "left",
  verticalAlign: "top",
  padding: space(0.5),
  "@media": { "(max-width: 40em)": { padding: `${space(0.5)} ${space(0.125)}` } },
  borderBottom: `2px solid ${c.border}`,
  whiteSpace: "nowrap",
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
  textTransform: "capitalize",
  cursor: "pointer",
  selectors: { "&:hover": { background: c.stripe }, ...focusRing },
});

export const sortIcon = style({
  display: "inline-block",
  width: 16,
  height: 16,
  opacity: 0.45,
  selectors: { "[aria-sort] &": { opacity: 1 } },
});

export const iconButton = style({
  display: "inline-grid",
  placeItems: "center",
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

export const filterBox = style({
  display: "flex",
  alignItems: "center",
  gap: space(0.25),
  marginTop: space(0.375),
  fontWeight: 400,
});

export const filterInput = style({
  minWidth: 0,
  width: "9rem",
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
  // Phones: tighter cells so more of the row fits before the scroll box has to scroll.
  "@media": { "(max-width: 40em)": { padding: `${space(0.5)} ${space(0.375)}` } },
});

export const row = style({ selectors: { "&:nth-child(even)": { background: c.stripe } } });

export const empty = style({ padding: `${space(1)} ${space(0.875)}`, textAlign: "center", color: c.muted, fontStyle: "italic" });

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

// Anchored to the button's right edge: actions sit at the row's end, and the table's scroll box
// would clip a tooltip centred on the last button.
export const tooltip = style({
  position: "absolute",
  bottom: "calc(100% + 8px)",
  right: 0,
  zIndex: 10,
  width: "max-content",
  maxWidth: "16rem",
  padding: `${space(0.25)} ${space(0.5)}`,
  borderRadius: theme.radius.sm,
  background: c.tooltipBg,
  color: c.tooltipText,
  fontSize: "0.8125rem",
  lineHeight: 1.3,
  pointerEvents: "none",
  selectors: { "&[hidden]": { display: "none" } },
});

export const paginator = style({
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
  selectors: { ...focusRing },
});

export const range = style({ minWidth: "7rem", textAlign: "center" });

export const pageButtons = style({ display: "flex", gap: space(0.125) });

export const plainHeader = style({ display: "inline-flex", alignItems: "center", minHeight: 36, padding: `0 ${space(0.375)}`, textTransform: "capitalize" });
