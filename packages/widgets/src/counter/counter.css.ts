import { createVar, fallbackVar, style, styleVariants } from "@vanilla-extract/css";
import { mix, space } from "../theme/helpers.js";
import { theme } from "../theme/theme.css.js";

/** Set inline by `progressbarColor`; the theme's accent otherwise. */
export const barColor = createVar();

export const root = style({
  display: "grid",
  gap: space(0.9),
  color: theme.color.text,
  fontFamily: theme.font.family,
});

// The units respond to the counter's own width (a container query), wherever it is placed.
export const timer = style({ containerType: "inline-size" });

export const title = style({ margin: 0, fontWeight: 700, fontSize: "1.1rem" });

export const units = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: space(0.5),
  margin: 0,
  padding: 0,
  listStyle: "none",
  // Four cells narrower than their labels ("MINUTES", "SECONDS"): two rows of two instead.
  "@container": { "(max-width: 20rem)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const unit = style({
  display: "grid",
  justifyItems: "center",
  gap: space(0.15),
  padding: `${space(0.6)} ${space(0.25)}`,
  borderRadius: theme.radius.lg,
  background: mix(theme.color.tint, 5),
});

export const value = style({
  fontSize: "clamp(1.4rem, 5vw, 2.2rem)",
  fontWeight: 700,
  lineHeight: 1.1,
  fontVariantNumeric: "tabular-nums",
});

export const label = style({
  maxWidth: "100%",
  textAlign: "center",
  // A label longer than its cell even then (another language's) wraps inside it.
  overflowWrap: "anywhere",
  fontSize: "0.75rem",
  color: theme.color.muted,
});

export const alert = style({
  margin: 0,
  fontWeight: 700,
  color: theme.color.danger,
  selectors: { "&:empty": { display: "none" } },
});

export const track = style({
  position: "relative",
  overflow: "hidden",
  height: 10,
  borderRadius: theme.radius.round,
  background: theme.color.border,
});

export const size = styleVariants({
  sm: { height: 4 },
  default: { height: 10 },
  md: { height: 14 },
  lg: { height: 20 },
  xl: { height: 26 },
  xxl: { height: 32 },
});

export const fill = style({
  position: "absolute",
  inset: 0,
  transformOrigin: "left center",
  background: fallbackVar(barColor, theme.color.accent),
  transition: `transform ${theme.duration} ease-out`,
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const progressText = style({ margin: 0, fontSize: "0.85rem", color: theme.color.muted });

export const pause = style({
  justifySelf: "start",
  minHeight: "2.75rem",
  padding: `0 ${space(1)}`,
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
