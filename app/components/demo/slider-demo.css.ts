import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const stage = style({ display: "grid", gap: vars.space.md, minWidth: 0 });

export const heading = style({ margin: `${vars.space.lg} 0 0`, paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.lg });

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
