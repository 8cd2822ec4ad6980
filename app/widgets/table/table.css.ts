import { createVar, fallbackVar, globalStyle, style } from "@vanilla-extract/css";

// The widget's own defaults; a host app overrides them by setting these custom properties.
export const surface = createVar();
export const text = createVar();
export const muted = createVar();
export const border = createVar();
export const accent = createVar();
export const accentContrast = createVar();
export const focus = createVar();
export const stripe = createVar();
export const tooltipBg = createVar();
export const tooltipText = createVar();

const c = {
  surface: fallbackVar(surface, "#fffdf9"),
  text: fallbackVar(text, "#2b211b"),
  muted: fallbackVar(muted, "#6b5a4c"),
  border: fallbackVar(border, "#d9cbb9"),
  accent: fallbackVar(accent, "#8a4b1f"),
  accentContrast: fallbackVar(accentContrast, "#ffffff"),
  focus: fallbackVar(focus, "#1d5fd1"),
  stripe: fallbackVar(stripe, "rgba(0, 0, 0, 0.03)"),
  tooltipBg: fallbackVar(tooltipBg, "#2b211b"),
  tooltipText: fallbackVar(tooltipText, "#ffffff"),
};

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

const focusRing = {
  "&:focus-visible": { outline: `3px solid ${c.focus}`, outlineOffset: 2 },
} as const;

export const root = style({ color: c.text, minWidth: 0 });

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "0.5rem",
  marginBottom: "0.75rem",
});

export const chipList = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", listStyle: "none", margin: 0, padding: 0 });

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.25rem",
  paddingLeft: "0.75rem",
  borderRadius: 999,
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
  borderRadius: 999,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { background: c.stripe }, ...focusRing },
});

export const textButton = style({
  minHeight: 32,
  padding: "0 0.75rem",
  border: `1px solid ${c.border}`,
  borderRadius: 999,
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
  padding: "0.5rem",
  "@media": { "(max-width: 40em)": { padding: "0.5rem 0.125rem" } },
  borderBottom: `2px solid ${c.border}`,
  whiteSpace: "nowrap",
});

export const headerCell = style({ display: "flex", alignItems: "center", gap: "0.25rem" });

export const sortButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.25rem",
  minHeight: 36,
  padding: "0 0.375rem",
  border: 0,
  borderRadius: 6,
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
  borderRadius: 999,
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
  gap: "0.25rem",
  marginTop: "0.375rem",
  fontWeight: 400,
});

export const filterInput = style({
  minWidth: 0,
  width: "9rem",
  minHeight: 36,
  padding: "0 0.5rem",
  border: `1px solid ${c.muted}`,
  borderRadius: 6,
  background: c.surface,
  color: c.text,
  font: "inherit",
  selectors: { ...focusRing, "&::placeholder": { color: c.muted, opacity: 1 } },
});

export const td = style({
  padding: "0.5rem 0.875rem",
  borderBottom: `1px solid ${c.border}`,
  verticalAlign: "middle",
  // Phones: tighter cells so more of the row fits before the scroll box has to scroll.
  "@media": { "(max-width: 40em)": { padding: "0.5rem 0.375rem" } },
});

export const row = style({ selectors: { "&:nth-child(even)": { background: c.stripe } } });

export const empty = style({ padding: "1rem 0.875rem", textAlign: "center", color: c.muted, fontStyle: "italic" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.375rem" });

export const tooltipAnchor = style({ position: "relative", display: "inline-flex" });

export const actionButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.375rem",
  minHeight: 36,
  padding: "0 0.75rem",
  border: `1px solid ${c.accent}`,
  borderRadius: 6,
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
  padding: "0.25rem 0.5rem",
  borderRadius: 4,
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
  gap: "0.5rem 1rem",
  paddingTop: "0.75rem",
  fontSize: "0.875rem",
});

export const pageSize = style({ display: "flex", alignItems: "center", gap: "0.5rem" });

export const select = style({
  minHeight: 36,
  padding: "0 0.5rem",
  border: `1px solid ${c.muted}`,
  borderRadius: 6,
  background: c.surface,
  color: c.text,
  font: "inherit",
  selectors: { ...focusRing },
});

export const range = style({ minWidth: "7rem", textAlign: "center" });

export const pageButtons = style({ display: "flex", gap: "0.125rem" });

export const plainHeader = style({ display: "inline-flex", alignItems: "center", minHeight: 36, padding: "0 0.375rem", textTransform: "capitalize" });
