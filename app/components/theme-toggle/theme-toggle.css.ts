import { style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const group = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  "@media": { [media.up("lg")]: { justifyContent: "center" } },
  // The head script marks pages where JavaScript runs; without it the buttons could not work.
  selectors: { ":root:not([data-js]) &": { display: "none" } },
});

export const label = style({
  fontSize: vars.fontSize.xs,
  textTransform: "uppercase",
  letterSpacing: "0.12em",
  color: vars.color.sidebarMuted,
  marginInlineEnd: vars.space.xs,
});

const pressed = [
  ":root:not([data-theme]) &[data-value=system]",
  ":root[data-theme=light] &[data-value=light]",
  ":root[data-theme=dark] &[data-value=dark]",
].join(", ");

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
    // Drawn from the page's own theme attribute, set before the first paint, so the right button
    // looks pressed before hydration sets aria-pressed.
    [pressed]: {
      background: vars.color.sidebarText,
      color: vars.color.sidebarBgDeep,
      borderColor: vars.color.sidebarText,
      fontWeight: 700,
    },
    "&:hover": { borderColor: vars.color.sidebarText },
  },
});
