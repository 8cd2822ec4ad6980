import { globalStyle, style } from "@vanilla-extract/css";
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

export const thumb = style({
  width: "100%",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
