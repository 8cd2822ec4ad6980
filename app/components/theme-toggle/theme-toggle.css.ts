import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// The label and the three buttons on one line, in the desktop sidebar too (a row less there, for
// a laptop's short window). A grid never wraps, so no button is ever left alone on a line. Nothing here
// depends on what comes after it in the document, which a browser may paint before the rest has
// arrived: the row starts at the left (centred, it moved sideways as each button arrived), and
// a row is as tall as a button before any button is there (the label, centred in it, moved down).
export const group = style({
  display: "grid",
  gridTemplateColumns: "auto repeat(3, auto)",
  gridAutoRows: "minmax(32px, auto)",
  justifyContent: "start",
  alignItems: "center",
  gap: 2,
  // The head script marks pages where JavaScript runs; without it the buttons could not work.
  selectors: { ":root:not([data-js]) &": { display: "none" } },
});

export const label = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  textTransform: "uppercase",
  letterSpacing: vars.tracking.label,
  color: vars.color.sidebarMuted,
  marginInlineEnd: vars.space.xs,
});

const pressed = [":root:not([data-theme]) &[data-value=system]", ":root[data-theme=light] &[data-value=light]", ":root[data-theme=dark] &[data-value=dark]"].join(", ");

// A segmented control: three flat segments side by side, the pressed one filled. At least 24×24 px
// (WCAG 2.2 target size), and the pressed state is shown by more than colour (fill and weight).
export const button = style({
  minHeight: 32,
  minWidth: 44,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.sidebarText,
  background: vars.color.sidebarRaise,
  border: "1px solid transparent",
  borderRadius: vars.radius.sm,
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
