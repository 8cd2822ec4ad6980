import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const root = style({ maxWidth: "36rem", paddingBlock: vars.space.xxl });
export const code = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxxl,
  color: vars.color.accentStrong,
  margin: 0,
});
export const home = style({ fontWeight: 600 });
