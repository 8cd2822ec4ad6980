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
/** The error's own words, in development only: long lines of file, field and expectation. */
export const detail = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
