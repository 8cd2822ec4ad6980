import { style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const root = style({ margin: 0 });

export const group = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  "@media": { [media.up("lg")]: { justifyContent: "center" } },
});

export const label = style({
  fontSize: vars.fontSize.xs,
  textTransform: "uppercase",
  letterSpacing: "0.12em",
  color: vars.color.sidebarMuted,
  marginInlineEnd: vars.space.xs,
});

// At least 24×24 px (WCAG 2.2 target size), and the pressed state is shown by more than colour.
export const button = style({
  minHeight: 32,
  minWidth: 44,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.sidebarText,
  background: "transparent",
  border: `1px solid ${vars.color.sidebarMuted}`,
  borderRadius: vars.radius.round,
  selectors: {
    "&[aria-pressed=true]": {
      background: vars.color.sidebarText,
      color: vars.color.sidebarBgDeep,
      borderColor: vars.color.sidebarText,
      fontWeight: 700,
    },
    "&:hover:not([aria-pressed=true])": { borderColor: vars.color.sidebarText },
  },
});
