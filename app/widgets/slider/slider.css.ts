import { createVar, fallbackVar, globalStyle, style } from "@vanilla-extract/css";

// The widget's own defaults; a host app overrides them by setting these custom properties.
export const surface = createVar();
export const text = createVar();
export const muted = createVar();
export const border = createVar();
export const accent = createVar();
export const focus = createVar();
export const tagBackground = createVar();
export const tagText = createVar();
export const shadow = createVar();

export const root = style({ display: "grid", gap: "1rem", minWidth: 0, color: fallbackVar(text, "#2b211b") });

export const viewport = style({
  overflow: "hidden",
  // Vertical scrolling stays with the browser; horizontal gestures are the slider's.
  touchAction: "pan-y",
  paddingBlock: 4,
});

export const track = style({
  display: "flex",
  alignItems: "stretch",
  transition: "transform 0.6s ease",
  willChange: "transform",
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const slide = style({ flexShrink: 0, minWidth: 0, display: "flex" });

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  width: "100%",
  overflow: "hidden",
  borderRadius: 12,
  border: `1px solid ${fallbackVar(border, "#e5d9ca")}`,
  background: fallbackVar(surface, "#fffdf9"),
  boxShadow: fallbackVar(shadow, "0 2px 10px rgba(46, 32, 25, 0.12)"),
  selectors: {
    "[data-state=active] > &": { borderColor: fallbackVar(accent, "#8a5a2e") },
    "&[data-clickable]:hover": { borderColor: fallbackVar(accent, "#8a5a2e") },
  },
});

export const media = style({
  position: "relative",
  height: 200,
  flexShrink: 0,
  overflow: "hidden",
  background: "rgba(0, 0, 0, 0.06)",
});

// Whatever renderImage returns (an <img>, a <picture>, a wrapper) fills the 200 px box.
globalStyle(`${media} > :not(span)`, { display: "block", width: "100%", height: "100%" });

export const tag = style({
  position: "absolute",
  left: 10,
  bottom: 10,
  maxWidth: "calc(100% - 20px)",
  padding: "0.2rem 0.6rem",
  borderRadius: 999,
  fontSize: "0.75rem",
  background: fallbackVar(tagBackground, "rgba(20, 14, 10, 0.78)"),
  color: fallbackVar(tagText, "#fffdf9"),
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});

export const body = style({ display: "grid", gap: "0.5rem", alignContent: "start", flexGrow: 1, padding: "1rem" });

export const title = style({ margin: 0, fontSize: "1.15rem", lineHeight: 1.3 });

export const description = style({ margin: 0, color: fallbackVar(muted, "#665548"), fontSize: "0.95rem" });

const focusRing = { outline: `3px solid ${fallbackVar(focus, "#1d5fd1")}`, outlineOffset: 2 } as const;

// The stretched button: its ::after covers the card, so a click anywhere on it is a slide click.
export const cardButton = style({
  all: "unset",
  cursor: "pointer",
  selectors: {
    "&::after": { content: "''", position: "absolute", inset: 0, borderRadius: 12 },
    // The ring is drawn around the whole card by ::after, and around the title itself so it
    // still shows where the card's overflow clips the pseudo-element.
    "&:focus-visible": { ...focusRing, textDecoration: "underline" },
    "&:focus-visible::after": { ...focusRing, outlineOffset: -3 },
  },
});

export const cta = style({
  position: "relative",
  zIndex: 1,
  justifySelf: "start",
  marginTop: "auto",
  fontWeight: 700,
  color: fallbackVar(accent, "#8a5a2e"),
  selectors: { "&:focus-visible": focusRing },
});

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

export const image = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });
