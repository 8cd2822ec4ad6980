import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as table from "~/widgets/table";

// The widget carries neutral defaults; here it takes the site's theme.
export const root = style({
  vars: {
    [table.surface]: vars.color.surface,
    [table.text]: vars.color.text,
    [table.muted]: vars.color.muted,
    [table.border]: vars.color.border,
    // The strong accent: the plain one is too light for text on the surface (WCAG 1.4.3).
    [table.accent]: vars.color.accentStrong,
    [table.accentContrast]: vars.color.accentContrast,
    [table.focus]: vars.color.focus,
    [table.tooltipBg]: vars.color.sidebarBg,
    [table.tooltipText]: vars.color.sidebarText,
  },
});
