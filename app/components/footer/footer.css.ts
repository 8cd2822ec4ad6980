import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const root = style({
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space.xxl,
  paddingBlock: vars.space.lg,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  textAlign: "center",
});
