import { style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";

// A dense timeline: a thin rail with small markers, and each entry as text on the page rather
// than a card in a box; the dates lead as a label, the role or school reads as the entry's title.
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  position: "relative",
  display: "grid",
  gap: vars.space.lg,
  selectors: {
    "&::before": {
      content: "",
      position: "absolute",
      insetBlock: 8,
      insetInlineStart: 15,
      width: 2,
      background: vars.color.border,
    },
  },
});

export const item = style({
  position: "relative",
  display: "grid",
  gridTemplateColumns: "32px minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "start",
  "@media": { [media.up("md")]: { gap: vars.space.lg } },
});

export const marker = style({
  position: "relative",
  display: "grid",
  placeItems: "center",
  width: 32,
  height: 32,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.accentStrong,
  border: `1px solid ${vars.color.border}`,
  boxShadow: `0 0 0 4px ${vars.color.bg}`,
});

export const card = style({
  paddingTop: 4,
  maxWidth: "44rem",
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  letterSpacing: "normal",
  lineHeight: "24px",
  color: vars.color.accentStrong,
  fontVariantNumeric: "tabular-nums",
  margin: 0,
});
export const subtitle = style({
  margin: `0 0 ${vars.space.xxs}`,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: vars.tracking.heading,
});
export const description = style({ margin: 0, color: vars.color.muted });
