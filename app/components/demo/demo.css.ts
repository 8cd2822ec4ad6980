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

// The one line that says why the controls do nothing without JavaScript; the head script marks
// the pages where it runs (data-js), and there the line is not shown.
export const needsScript = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.accentStrong}`,
  background: vars.color.surface,
  selectors: { ":root[data-js] &": { display: "none" } },
});
