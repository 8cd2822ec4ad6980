import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))",
});
export const item = style({});
export const figure = style({ margin: 0 });
export const picture = style({ width: "100%", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: vars.radius.md });
export const caption = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.muted });
globalStyle(`${caption} strong`, { color: vars.color.text, display: "block" });
