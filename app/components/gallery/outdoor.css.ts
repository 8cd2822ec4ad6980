import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints } from "~/styles/layout";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(12, minmax(0, 1fr))",
  gap: vars.space.sm,
});

// Thumbnails span 4 or 3 of 12 columns, alternating by the location's position (SPEC §2).
export const wide = style({ gridColumn: "span 6", "@media": { [media.up("md")]: { gridColumn: "span 4" } } });
export const narrow = style({ gridColumn: "span 6", "@media": { [media.up("md")]: { gridColumn: "span 3" } } });

export const thumbLink = style({
  display: "block",
  borderRadius: vars.radius.md,
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 3 } },
});

// Picture puts its className on the <img>.
export const thumb = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  transition: `transform ${vars.duration.fast} ease`,
  "@media": { [media.reducedMotion]: { transition: "none" } },
});
globalStyle(`${thumbLink}:hover ${thumb}`, { transform: "scale(1.02)" });

// A block, not a grid or flex box: the <img> inside the inline <picture> then takes its percentage
// width from the slide, which has the carousel's width from the first frame.
export const slide = style({ margin: 0, textAlign: "center" });
// The width is set inline from the photo's ratio so that the height never passes 65vh.
export const slideImage = style({ display: "block", maxWidth: "100%", height: "auto", marginInline: "auto", borderRadius: vars.radius.md });
export const slideCaption = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.md });

/** The location's carousel. */
export const carousel = style({});
// On a phone held upright the frame is as tall as the photo on show, not as the tallest photo of
// the location: a landscape photo then sits at the top of the dialog with its caption under it,
// instead of floating in a frame cut for a portrait photo (at 390 × 844, 40% of it empty). The
// other slides (hidden, or fading out) lie over it, out of the flow.
globalStyle(`${carousel} [aria-roledescription="slide"][data-state="inactive"]`, {
  "@media": { [`(orientation: portrait) and (max-width: ${breakpoints.md - 1}px)`]: { position: "absolute", insetInline: 0, top: 0 } },
});

// An address that named a place the page does not have: said above the places, in the page's
// own colours, with a bar at its start.
export const missing = style({
  marginBlock: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.surface,
  overflowWrap: "anywhere",
});
