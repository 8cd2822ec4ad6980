import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const tree = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

const current = {
  color: vars.color.text,
  fontWeight: 700,
  borderInlineStartColor: vars.color.accentStrong,
};

export const home = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" }, '&[aria-current="page"]': { color: vars.color.accentStrong } },
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xxs });

export const link = style({
  display: "block",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderInlineStart: "3px solid transparent",
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    '&[aria-current="page"]': current,
  },
});
