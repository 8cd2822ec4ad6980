import { globalStyle, keyframes, style, styleVariants } from "@vanilla-extract/css";
import { mix, space } from "../theme/helpers.js";
import { theme } from "../theme/theme.css.js";

const bump = keyframes({
  "0%": { transform: "scale(1)" },
  "40%": { transform: "scale(1.02)" },
  "100%": { transform: "scale(1)" },
});

// The exit: the dialog and its backdrop fade out while `data-state="closed"`, then it unmounts.
const fadeOut = keyframes({ to: { opacity: 0 } });
const shrink = keyframes({ to: { opacity: 0, transform: "scale(0.96)" } });
const EXIT = "180ms ease-in forwards";

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 1000,
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "center",
  overflowY: "auto",
  padding: `min(6vh, ${space(3)}) ${space(1)}`,
  background: theme.color.backdrop,
  selectors: {
    // Closing: the page behind is usable at once.
    "&[data-state=closed]": { animation: `${fadeOut} ${EXIT}`, pointerEvents: "none" },
  },
  "@media": {
    "(prefers-reduced-motion: reduce)": { selectors: { "&[data-state=closed]": { animation: "none" } } },
  },
});

export const content = style({
  position: "relative",
  width: "100%",
  margin: "auto 0",
  background: theme.color.surface,
  color: theme.color.text,
  fontFamily: theme.font.family,
  borderRadius: theme.radius.xl,
  boxShadow: theme.shadow.dialog,
  outline: "none",
  selectors: {
    "&[data-bump]": { animation: `${bump} 300ms ease-out` },
    "&[data-state=closed]": { animation: `${shrink} ${EXIT}` },
  },
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      selectors: { "&[data-bump], &[data-state=closed]": { animation: "none" } },
    },
  },
});

// The focus lock's box: it takes the dialog's place in the overlay's layout.
export const lock = style({ display: "flex", justifyContent: "center", width: "100%", margin: "auto 0" });

// Out of sight, yet focusable (display: none or visibility: hidden would not be).
export const focusGuard = style({ position: "fixed", top: 1, left: 1, width: 1, height: 0, padding: 0, overflow: "hidden" });

export const size = styleVariants({
  sm: { maxWidth: 420 },
  md: { maxWidth: 640 },
  lg: { maxWidth: 900 },
  xl: { maxWidth: 1180 },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space(1),
  padding: `${space(1)} ${space(1.25)}`,
  borderBottom: `1px solid ${theme.color.border}`,
});

export const title = style({ margin: 0, fontSize: "1.35rem" });

/** A headerless dialog's title that is not a string: not shown, but what names the dialog. */
export const hiddenTitle = style({ position: "absolute", width: 1, height: 1, overflow: "hidden", clipPath: "inset(50%)", whiteSpace: "nowrap" });

export const body = style({ padding: space(1.25) });

export const description = style({ marginBottom: space(1), color: theme.color.muted });

const closeBase = {
  display: "inline-grid",
  placeItems: "center",
  width: 40,
  height: 40,
  flexShrink: 0,
  border: 0,
  borderRadius: theme.radius.round,
  background: "transparent",
  color: "inherit",
} as const;

export const close = style({
  ...closeBase,
  selectors: {
    "&:hover": { background: mix(theme.color.tint, 8) },
    "&:focus-visible": { outline: `3px solid ${theme.color.focus}`, outlineOffset: 0 },
  },
});

export const closeFloating = style({
  ...closeBase,
  position: "absolute",
  top: 8,
  right: 8,
  zIndex: 2,
  background: mix(theme.color.scrim, 65),
  color: theme.color.onScrim,
  selectors: {
    "&:hover": { background: mix(theme.color.scrim, 85) },
    // Over a photo: the ring hugs the dark button, with a dark halo, so it shows on any picture.
    "&:focus-visible": { outline: `3px solid ${theme.color.focusOnScrim}`, outlineOffset: 0, boxShadow: `0 0 0 6px ${theme.color.scrim}` },
  },
});

// Reach checks for its stylesheet through this property; the widget carries its own styles instead.
globalStyle(":root", { vars: { "--reach-dialog": "1" } });
