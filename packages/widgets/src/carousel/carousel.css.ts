import { globalStyle, style } from "@vanilla-extract/css";
import { mix, space } from "../theme/helpers.js";
import { theme } from "../theme/theme.css.js";

const reducedMotion = "(prefers-reduced-motion: reduce)";
const fade = theme.duration;

export const root = style({
  position: "relative",
  display: "grid",
  gap: space(0.75),
  minWidth: 0,
  fontFamily: theme.font.family,
});

export const stage = style({ position: "relative", minWidth: 0 });

// Every slide sits in the same grid cell, so the carousel takes its width from its container and
// its height from the tallest slide: nothing to measure, no zero-width first frame inside a modal.
// Vertical moves stay the page's scroll; sideways ones are the carousel's swipes (use-swipe.ts).
// At least as tall as its controls stacked on one side (the rotation control 8 to 48 px from the
// top, an arrow centred, 44 px tall, with a gap): slides shorter than that (a line of text) would
// put the arrows over the rotation control, one target covering another.
export const slides = style({
  display: "grid",
  minHeight: 148,
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
  borderRadius: theme.radius.round,
  background: mix(theme.color.scrim, 68),
  color: theme.color.onScrim,
  cursor: "pointer",
} as const;

// Controls over the photo: the ring hugs the dark control and has a dark halo around it, so it
// stands out (3:1 and more) from both whatever the photo shows there.
const focusVisible = {
  "&:focus-visible": { outline: `3px solid ${theme.color.focusOnScrim}`, outlineOffset: 0, boxShadow: `0 0 0 6px ${theme.color.scrim}` },
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
// Previous on the side the slides come from: the left, or the right in a right-to-left page.
export const prev = style({ insetInlineStart: 8 });
export const next = style({ insetInlineEnd: 8 });

// The chevrons point the way the slides move.
globalStyle(`${arrow}:dir(rtl) svg`, { transform: "scaleX(-1)" });

export const rotation = style({
  ...control,
  position: "absolute",
  top: 8,
  insetInlineStart: 8,
  zIndex: 1,
  width: 40,
  height: 40,
  selectors: { ...focusVisible, "&:disabled": { opacity: 0.4, cursor: "default" } },
});

export const pickers = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: space(0.25),
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
  // The pickers sit on the page's (or the dialog's) surface, not on the photo.
  selectors: {
    "&:focus-visible": { outline: `3px solid ${theme.color.focus}`, outlineOffset: 0, borderRadius: theme.radius.round },
    "&:disabled": { opacity: 0.4, cursor: "default" },
  },
});
globalStyle(`${picker}::before`, {
  content: '""',
  position: "absolute",
  inset: 7,
  borderRadius: theme.radius.round,
  border: `2px solid ${theme.color.accent}`,
});
globalStyle(`${picker}[data-state="active"]::before`, { background: theme.color.accent, inset: 5 });
