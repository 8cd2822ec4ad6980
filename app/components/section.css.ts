import { style } from "@vanilla-extract/css";
import { estimatedHeight, renderWhenNear } from "~/styles/render-when-near.css";
import { vars } from "~/styles/theme.css";

/** A page section: the home page and the galleries stack these. */
export const section = style({ marginBottom: vars.space.xxxl });

/** One of many stacked sections of a long page (demo widgets, gallery locations). */
export const stacked = style([renderWhenNear, { vars: { [estimatedHeight]: "40rem" } }]);

export const eyebrow = style({
  display: "block",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.16em",
  textTransform: "uppercase",
  color: vars.color.accentStrong,
  marginBottom: vars.space.xs,
});

export const lead = style({ maxWidth: "42rem", color: vars.color.muted, fontSize: vars.fontSize.lg });

export const grid = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 15rem), 1fr))",
});
