import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const caption = style({ maxWidth: "48rem", color: vars.color.muted, marginBottom: vars.space.md });

export const stage = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});
