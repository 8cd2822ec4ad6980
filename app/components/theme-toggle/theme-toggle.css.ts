import { style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const root = style({ margin: 0 });

// The label and the three buttons on one line; in the narrow desktop sidebar the label sits
// above the buttons. A grid never wraps, so no button is ever left alone on a line.
export const group = style({
  display: "grid",
  gridTemplateColumns: "auto repeat(3, auto)",
  justifyContent: "start",
  alignItems: "center",
  gap: vars.space.xxs,
  "@media": {
    [media.up("lg")]: { gridTemplateColumns: "repeat(3, auto)", justifyContent: "center", rowGap: vars.space.xs },
  },
});

export const label = style({
  fontSize: vars.fontSize.xs,
  textTransform: "uppercase",
  letterSpacing: "0.12em",
  color: vars.color.sidebarMuted,
  marginInlineEnd: vars.space.xs,
  "@media": { [media.up("lg")]: { gridColumn: "1 / -1", marginInlineEnd: 0, textAlign: "center" } },
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
