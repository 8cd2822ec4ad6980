import { createVar, fallbackVar, globalStyle, keyframes, style, styleVariants } from "@vanilla-extract/css";

// The widget's own defaults; a host app overrides them by setting these custom properties.
export const surface = createVar();
export const text = createVar();
export const backdrop = createVar();
export const border = createVar();

const bump = keyframes({
  "0%": { transform: "scale(1)" },
  "40%": { transform: "scale(1.02)" },
  "100%": { transform: "scale(1)" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 1000,
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "center",
  overflowY: "auto",
  padding: "min(6vh, 3rem) 1rem",
  background: fallbackVar(backdrop, "rgba(20, 14, 10, 0.72)"),
});

export const content = style({
  position: "relative",
  width: "100%",
  margin: "auto 0",
  background: fallbackVar(surface, "#fffdf9"),
  color: fallbackVar(text, "#2b211b"),
  borderRadius: 12,
  boxShadow: "0 24px 60px rgba(0, 0, 0, 0.35)",
  outline: "none",
  selectors: {
    "&[data-bump]": { animation: `${bump} 300ms ease-out` },
  },
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      selectors: { "&[data-bump]": { animation: "none" } },
    },
  },
});

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
  gap: "1rem",
  padding: "1rem 1.25rem",
  borderBottom: `1px solid ${fallbackVar(border, "#e5d9ca")}`,
});

export const title = style({ margin: 0, fontSize: "1.35rem" });

export const body = style({ padding: "1.25rem" });

const closeBase = {
  display: "inline-grid",
  placeItems: "center",
  width: 40,
  height: 40,
  flexShrink: 0,
  border: 0,
  borderRadius: 999,
  background: "transparent",
  color: "inherit",
} as const;

export const close = style({ ...closeBase, selectors: { "&:hover": { background: "rgba(0, 0, 0, 0.08)" } } });

export const closeFloating = style({
  ...closeBase,
  position: "absolute",
  top: 8,
  right: 8,
  zIndex: 2,
  background: "rgba(20, 14, 10, 0.65)",
  color: "#fff",
  selectors: { "&:hover": { background: "rgba(20, 14, 10, 0.85)" } },
});

// Reach checks for its stylesheet through this property; the widget carries its own styles instead.
globalStyle(":root", { vars: { "--reach-dialog": "1" } });
