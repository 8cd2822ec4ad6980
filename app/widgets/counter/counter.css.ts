import { createVar, fallbackVar, style, styleVariants } from "@vanilla-extract/css";

// The widget's own defaults; a host app overrides them by setting these custom properties.
export const barColor = createVar();
export const trackColor = createVar();
export const text = createVar();
export const muted = createVar();
export const cellBackground = createVar();
export const alertColor = createVar();
export const font = createVar();

export const root = style({
  display: "grid",
  gap: "0.9rem",
  color: fallbackVar(text, "#2b211b"),
  fontFamily: fallbackVar(font, "inherit"),
});

export const title = style({ margin: 0, fontWeight: 700, fontSize: "1.1rem" });

export const units = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: "0.5rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const unit = style({
  display: "grid",
  justifyItems: "center",
  gap: "0.15rem",
  padding: "0.6rem 0.25rem",
  borderRadius: 10,
  background: fallbackVar(cellBackground, "rgba(0, 0, 0, 0.05)"),
});

export const value = style({
  fontSize: "clamp(1.4rem, 5vw, 2.2rem)",
  fontWeight: 700,
  lineHeight: 1.1,
  fontVariantNumeric: "tabular-nums",
});

export const label = style({
  fontSize: "0.75rem",
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: fallbackVar(muted, "#665548"),
});

export const alert = style({
  margin: 0,
  fontWeight: 700,
  color: fallbackVar(alertColor, "#a1301f"),
  selectors: { "&:empty": { display: "none" } },
});

export const track = style({
  position: "relative",
  overflow: "hidden",
  height: 10,
  borderRadius: 999,
  background: fallbackVar(trackColor, "rgba(0, 0, 0, 0.1)"),
});

export const size = styleVariants({
  sm: { height: 4 },
  default: { height: 10 },
  md: { height: 14 },
  lg: { height: 20 },
  xxl: { height: 32 },
});

export const fill = style({
  position: "absolute",
  inset: 0,
  transformOrigin: "left center",
  background: fallbackVar(barColor, "#8a5a2e"),
  transition: "transform 600ms ease-out",
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const progressText = style({ margin: 0, fontSize: "0.85rem", color: fallbackVar(muted, "#665548") });
