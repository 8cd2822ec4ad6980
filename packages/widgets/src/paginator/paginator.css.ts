import { style } from "@vanilla-extract/css";
import { space } from "../theme/helpers.js";
import { theme } from "../theme/theme.css.js";

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: space(0.35),
  color: theme.color.text,
  fontFamily: theme.font.family,
  // The page numbers below respond to the paginator's own width, wherever it is placed.
  containerType: "inline-size",
});

export const button = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: "2.75rem",
  height: "2.75rem",
  padding: `0 ${space(0.5)}`,
  border: `1px solid ${theme.color.borderStrong}`,
  borderRadius: theme.radius.round,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { borderColor: theme.color.accent },
    "&:focus-visible": { outline: `3px solid ${theme.color.focus}`, outlineOffset: 2 },
    "&:disabled": { opacity: 0.4, cursor: "default" },
  },
});

export const pageButton = style([
  button,
  {
    fontVariantNumeric: "tabular-nums",
    selectors: {
      "&[aria-current=page]": {
        background: theme.color.accent,
        borderColor: theme.color.accent,
        color: theme.color.accentContrast,
        fontWeight: 700,
      },
    },
  },
]);

export const pages = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: space(0.35),
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
