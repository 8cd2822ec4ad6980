import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as paginator from "~/widgets/paginator/paginator.css";
import * as slider from "~/widgets/slider/slider.css";

export const stage = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  vars: {
    [slider.surface]: vars.color.surface,
    [slider.text]: vars.color.text,
    [slider.muted]: vars.color.muted,
    [slider.border]: vars.color.border,
    [slider.accent]: vars.color.accentStrong,
    [slider.focus]: vars.color.focus,
    [slider.shadow]: vars.shadow.card,
    [paginator.accent]: vars.color.accentStrong,
    [paginator.accentContrast]: vars.color.accentContrast,
    [paginator.text]: vars.color.text,
    [paginator.border]: vars.color.muted,
    [paginator.focus]: vars.color.focus,
  },
});

export const heading = style({ margin: `${vars.space.lg} 0 0`, paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.lg });

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
