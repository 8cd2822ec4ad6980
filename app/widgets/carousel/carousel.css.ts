import { createVar, fallbackVar, globalStyle, style } from "@vanilla-extract/css";

// The widget's own defaults; a host app overrides them by setting these custom properties.
export const controlBg = createVar();
export const controlText = createVar();
export const pickerColor = createVar();
export const pickerActive = createVar();
export const focusRing = createVar();
export const duration = createVar();

const reducedMotion = "(prefers-reduced-motion: reduce)";
const fade = fallbackVar(duration, "600ms");

export const root = style({
  position: "relative",
  display: "grid",
  gap: "0.75rem",
  minWidth: 0,
});

export const stage = style({ position: "relative", minWidth: 0 });

// Every slide sits in the same grid cell, so the carousel takes its width from its container and
// its height from the tallest slide: nothing to measure, no zero-width first frame inside a modal.
export const slides = style({
  display: "grid",
  touchAction: "pan-y",
});

// The cell is as tall as the tallest slide; a shorter one (a landscape photo among portraits) sits
// in the middle rather than at the top above an empty band.
export const slide = style({
  gridArea: "1 / 1",
  minWidth: 0,
  display: "grid",
  alignContent: "center",
  opacity: 0,
  visibility: "hidden",
  transition: `opacity ${fade} ease, visibility 0s linear ${fade}`,
  selectors: {
    '&[data-state="active"]': { opacity: 1, visibility: "visible", transition: `opacity ${fade} ease` },
  },
  "@media": { [reducedMotion]: { transition: "none", selectors: { '&[data-state="active"]': { transition: "none" } } } },
});

const control = {
  display: "inline-grid",
  placeItems: "center",
  border: 0,
  borderRadius: 999,
  background: fallbackVar(controlBg, "rgba(20, 14, 10, 0.68)"),
  color: fallbackVar(controlText, "#fff"),
  cursor: "pointer",
} as const;

const focusVisible = {
  "&:focus-visible": { outline: `3px solid ${fallbackVar(focusRing, "#ffcf8a")}`, outlineOffset: 2 },
} as const;

export const arrow = style({
  ...control,
  position: "absolute",
  top: "50%",
  zIndex: 1,
  width: 44,
  height: 44,
  marginTop: -22,
  selectors: { ...focusVisible, "&:disabled": { opacity: 0.4, cursor: "default" } },
});
export const prev = style({ left: 8 });
export const next = style({ right: 8 });

export const rotation = style({
  ...control,
  position: "absolute",
  top: 8,
  left: 8,
  zIndex: 1,
  width: 40,
  height: 40,
  selectors: focusVisible,
});

export const pickers = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: "0.25rem",
});

// A 24px target (WCAG 2.5.8) around a small dot.
export const picker = style({
  position: "relative",
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  background: "transparent",
  cursor: "pointer",
  selectors: focusVisible,
});
globalStyle(`${picker}::before`, {
  content: '""',
  position: "absolute",
  inset: 7,
  borderRadius: 999,
  border: `2px solid ${fallbackVar(pickerColor, "#6b5646")}`,
});
globalStyle(`${picker}[data-state="active"]::before`, { background: fallbackVar(pickerActive, "#6b5646"), inset: 5 });

/** Custom properties a host sets to theme the carousel. */
export const carouselVars = { controlBg, controlText, pickerColor, pickerActive, focusRing, duration };
