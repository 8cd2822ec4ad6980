import { globalStyle, style } from "@vanilla-extract/css";
import { mix, space } from "../theme/helpers.js";
import { theme } from "../theme/theme.css.js";

// The rules below respond to the paginator's own width (a container query on its root), wherever
// it is placed: a phone's column, a card, a table's footer.
const narrow = "(max-width: 20rem)";
// Too narrow for four arrows and "N of TOTAL" on one line.
const tooNarrowForOneRow = "(max-width: 18.5rem)";

const focusRing = { outline: `3px solid ${theme.color.focus}`, outlineOffset: 2 } as const;

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: space(0.35),
  color: theme.color.text,
  fontFamily: theme.font.family,
  containerType: "inline-size",
});

// What the outlined (spread) and the flat (toolbar) buttons share; with `getHref` they are links.
const buttonBase = {
  display: "inline-grid",
  placeItems: "center",
  boxSizing: "border-box",
  borderRadius: theme.radius.round,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  textDecoration: "none",
  cursor: "pointer",
} as const;

// A disabled button, or a disabled arrow drawn as a link (which has no `:disabled`).
const disabled = "&:disabled, &[aria-disabled=true]";
const enabledHover = "&:hover:not(:disabled):not([aria-disabled=true])";

export const button = style({
  ...buttonBase,
  minWidth: "2.75rem",
  height: "2.75rem",
  padding: `0 ${space(0.5)}`,
  border: `1px solid ${theme.color.borderStrong}`,
  selectors: {
    [enabledHover]: { borderColor: theme.color.accent },
    "&:focus-visible": focusRing,
    [disabled]: { opacity: 0.4, cursor: "default" },
  },
  // Five page numbers still fit one line in a 15rem column; targets stay above 24 px (WCAG 2.5.8).
  "@container": { [narrow]: { minWidth: "2.5rem", height: "2.5rem" } },
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
        opacity: 1,
      },
    },
  },
]);

// The page numbers are a line of inline boxes whose lines the browser balances: where they cannot
// all fit one line (seven or nine of them in a phone's column), they break into lines of even
// length, so no number is left alone on a line (flex items cannot be balanced).
export const pages = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  textAlign: "center",
  textWrap: "balance",
  // Too narrow for numbers and arrows on one line: the numbers take a row of their own, above
  // the four arrows, rather than wrapping somewhere in the middle.
  "@container": { "(max-width: 30rem)": { order: -1, flexBasis: "100%" } },
} as never);

// Half the gap on each side, so neighbours sit a whole gap apart, as in the arrows' row.
globalStyle(`${pages} > li`, {
  display: "inline-block",
  margin: `calc(${space(0.35)} / 2)`,
  verticalAlign: "middle",
  "@container": { [narrow]: { margin: `calc(${space(0.25)} / 2)` } },
});

// Stands for skipped pages (templateTwo with boundaryCount), as wide as a page number.
export const ellipsis = style({ display: "inline-grid", placeItems: "center", minWidth: "2rem", height: "2.75rem", color: theme.color.muted });

export const status = style({
  minWidth: "5.5rem",
  textAlign: "center",
  fontVariantNumeric: "tabular-nums",
  // The position takes its own line above the four arrows, rather than one arrow dropping alone.
  "@container": { [tooNarrowForOneRow]: { order: -1, flexBasis: "100%" } },
});

export const compactStatus = style({
  minWidth: "3.5rem",
  textAlign: "center",
  fontSize: "0.9rem",
  fontVariantNumeric: "tabular-nums",
});

export const icon = style({ display: "block", width: 20, height: 20, flexShrink: 0 });

// The toolbar layout: the status, then flat icon arrows, as in a data table's footer.
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: `${space(0.25)} ${space(1)}`,
  color: theme.color.text,
  fontFamily: theme.font.family,
});

export const toolbarStatus = style({ minWidth: "6rem", textAlign: "center", fontVariantNumeric: "tabular-nums" });

export const toolbarArrows = style({ display: "flex", alignItems: "center", gap: space(0.125) });

export const flatButton = style({
  ...buttonBase,
  minWidth: 36,
  height: 36,
  padding: 0,
  border: 0,
  selectors: {
    [enabledHover]: { background: mix(theme.color.tint, 3) },
    "&:focus-visible": focusRing,
    [disabled]: { opacity: 0.4, cursor: "not-allowed" },
  },
});

export const flatPageButton = style([
  flatButton,
  {
    fontVariantNumeric: "tabular-nums",
    selectors: { "&[aria-current=page]": { color: theme.color.accent, fontWeight: 700, opacity: 1 } },
  },
]);

// Right to left the arrows come in reverse order (the row follows the direction) and point the
// other way; the position text ("3 of 12") keeps its own direction, so English numbers in a
// right-to-left page do not read "12 of 3".
globalStyle(`${icon}:dir(rtl)`, { transform: "scaleX(-1)" });
globalStyle(`${status}, ${compactStatus}, ${toolbarStatus}`, { unicodeBidi: "plaintext" });
