import { createVar, fallbackVar, style } from "@vanilla-extract/css";

// The widget's own defaults; a host app overrides them by setting these custom properties.
export const accent = createVar();
export const accentContrast = createVar();
export const text = createVar();
export const border = createVar();
export const focus = createVar();
export const buttonSize = createVar();

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.35rem",
  color: fallbackVar(text, "#2b211b"),
  // The page numbers below respond to the paginator's own width, wherever it is placed.
  containerType: "inline-size",
});

const buttonBase = {
  display: "inline-grid",
  placeItems: "center",
  minWidth: fallbackVar(buttonSize, "2.75rem"),
  height: fallbackVar(buttonSize, "2.75rem"),
  padding: "0 0.5rem",
  border: `1px solid ${fallbackVar(border, "#d9c4aa")}`,
  borderRadius: 999,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
} as const;

export const button = style({
  ...buttonBase,
  selectors: {
    "&:hover:not(:disabled)": { borderColor: fallbackVar(accent, "#8a5a2e") },
    "&:focus-visible": { outline: `3px solid ${fallbackVar(focus, "#1d5fd1")}`, outlineOffset: 2 },
    "&:disabled": { opacity: 0.4, cursor: "default" },
  },
});

export const pageButton = style([
  button,
  {
    fontVariantNumeric: "tabular-nums",
    selectors: {
      "&[aria-current=page]": {
        background: fallbackVar(accent, "#8a5a2e"),
        borderColor: fallbackVar(accent, "#8a5a2e"),
        color: fallbackVar(accentContrast, "#fffdf9"),
        fontWeight: 700,
      },
    },
  },
]);

export const pages = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: "0.35rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  // Too narrow for numbers and arrows on one line: the numbers take a row of their own, above
  // the four arrows, rather than wrapping somewhere in the middle.
  "@container": { "(max-width: 30rem)": { order: -1, flexBasis: "100%" } },
});

export const status = style({ minWidth: "5.5rem", textAlign: "center", fontVariantNumeric: "tabular-nums" });

export const compactStatus = style({
  minWidth: "3.5rem",
  textAlign: "center",
  fontSize: "0.9rem",
  fontVariantNumeric: "tabular-nums",
});

export const icon = style({ display: "block", width: 20, height: 20 });

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
