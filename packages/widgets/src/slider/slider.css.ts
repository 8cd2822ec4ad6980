import { globalStyle, style } from "@vanilla-extract/css";
import { mix, space } from "../theme/helpers.js";
import { theme } from "../theme/theme.css.js";

export const root = style({ display: "grid", gap: space(1), minWidth: 0, color: theme.color.text, fontFamily: theme.font.family });

// Without JavaScript nothing moves the track: the slides scroll sideways instead, and the
// paginator, which could not work, is not shown.
const noScript = "(scripting: none)";

// The window the slides show through: as wide as the whole slides in view (set inline), centred.
export const viewport = style({
  justifySelf: "center",
  width: "100%",
  // A clipped box is not a scroll box, so as a grid item its smallest width would be its
  // content's: before the slider measures itself (the served HTML, no script yet) the row of
  // slides, 455 px each, and the page scrolled sideways on a phone. The window may be as narrow
  // as its column.
  minWidth: 0,
  // Clipped, not hidden: a hidden overflow is still a scroll box, which focus or a find-in-page
  // could scroll out of step with the track.
  overflow: "clip",
  // Vertical scrolling stays with the browser; horizontal gestures are the slider's (a drag).
  touchAction: "pan-y",
  paddingBlock: 4,
  selectors: { "&[data-dragging]": { cursor: "grabbing", userSelect: "none" } },
  "@media": {
    [noScript]: { overflowX: "auto", overflowY: "hidden", scrollSnapType: "x mandatory", touchAction: "auto" },
  },
});

export const paginator = style({ "@media": { [noScript]: { display: "none" } } });

// The slider sets the track's transform from two variables: --dmw-dir (right to left the slides
// run leftwards, so the track moves right) and --dmw-drag (the pointer's pull while dragged, set
// on the viewport). Under reduced motion the track does not follow the pointer: it moves once, let go.
export const track = style({
  display: "flex",
  alignItems: "stretch",
  transition: `transform ${theme.duration} ease`,
  willChange: "transform",
  selectors: { "&:dir(rtl)": { vars: { "--dmw-dir": "-1" } }, "[data-dragging] > &": { transition: "none" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none", vars: { "--dmw-drag": "0px" } } },
});

export const slide = style({ flexShrink: 0, minWidth: 0, display: "flex", scrollSnapAlign: "start" });

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  width: "100%",
  overflow: "hidden",
  borderRadius: theme.radius.xl,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  boxShadow: theme.shadow.card,
  selectors: {
    "[data-state=active] > &": { borderColor: theme.color.accent },
    "&[data-clickable]:hover": { borderColor: theme.color.accent },
  },
});

export const media = style({
  position: "relative",
  height: 200,
  flexShrink: 0,
  overflow: "hidden",
  background: mix(theme.color.tint, 6),
});

// Whatever renderImage returns (an <img>, a <picture>, a wrapper) fills the 200 px box.
globalStyle(`${media} > :not(span)`, { display: "block", width: "100%", height: "100%" });

export const tag = style({
  position: "absolute",
  insetInlineStart: 10,
  bottom: 10,
  maxWidth: "calc(100% - 20px)",
  padding: `${space(0.2)} ${space(0.6)}`,
  borderRadius: theme.radius.round,
  fontSize: "0.75rem",
  background: mix(theme.color.scrim, 78),
  color: theme.color.onScrim,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});

export const body = style({ display: "grid", gap: space(0.5), alignContent: "start", flexGrow: 1, padding: space(1) });

export const title = style({ margin: 0, fontSize: "1.15rem", lineHeight: 1.3 });

export const description = style({ margin: 0, color: theme.color.muted, fontSize: "0.95rem" });

const focusRing = { outline: `3px solid ${theme.color.focus}`, outlineOffset: 2 } as const;

// The stretched button: its ::after covers the card, so a click anywhere on it is a slide click.
export const cardButton = style({
  all: "unset",
  cursor: "pointer",
  selectors: {
    "&::after": { content: "''", position: "absolute", inset: 0, borderRadius: theme.radius.xl },
    // The ring is drawn around the whole card by ::after, and around the title itself so it
    // still shows where the card's overflow clips the pseudo-element.
    "&:focus-visible": { ...focusRing, textDecoration: "underline" },
    "&:focus-visible::after": { ...focusRing, outlineOffset: -3 },
    "&:disabled": { cursor: "auto" },
  },
});

export const cta = style({
  position: "relative",
  zIndex: 1,
  justifySelf: "start",
  marginTop: "auto",
  fontWeight: 700,
  color: theme.color.accent,
  selectors: { "&:focus-visible": focusRing },
});

export const image = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });
