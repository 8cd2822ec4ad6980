import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// The widget takes the site's colours from the widget theme (styles/widgets.css.ts).
export const stage = style({ display: "grid", gap: vars.space.lg });

export const form = style({
  display: "grid",
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const legend = style({ fontWeight: 700, padding: 0, marginBottom: vars.space.sm });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const fields = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
});

export const field = style({ display: "grid", gap: vars.space.xxs, alignContent: "start" });

export const label = style({ fontWeight: 600 });

export const hint = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const input = style({
  font: "inherit",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    "&[aria-invalid=true]": { borderColor: vars.color.danger, borderWidth: 2 },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const button = style({
  font: "inherit",
  fontWeight: 600,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.accentStrong}`,
  background: vars.color.accentStrong,
  color: vars.color.accentContrast,
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const secondary = style([button, { background: "transparent", color: vars.color.accentStrong }]);
