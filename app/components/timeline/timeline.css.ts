import { style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  position: "relative",
  display: "grid",
  gap: vars.space.lg,
  selectors: {
    "&::before": {
      content: "",
      position: "absolute",
      insetBlock: 0,
      insetInlineStart: 19,
      width: 2,
      background: vars.color.border,
    },
  },
});

export const item = style({
  position: "relative",
  display: "grid",
  gridTemplateColumns: "40px 1fr",
  gap: vars.space.md,
  alignItems: "start",
  "@media": { [media.up("md")]: { gap: vars.space.lg } },
});

export const marker = style({
  position: "relative",
  display: "grid",
  placeItems: "center",
  width: 40,
  height: 40,
  borderRadius: vars.radius.round,
  background: vars.color.sidebarBg,
  color: vars.color.sidebarText,
  boxShadow: `0 0 0 4px ${vars.color.bg}`,
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  boxShadow: vars.shadow.card,
});

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const subtitle = style({
  margin: `${vars.space.xxs} 0 ${vars.space.xs}`,
  color: vars.color.accentStrong,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
});
export const description = style({ margin: 0, color: vars.color.text });
