import { style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";

// One link a row: the desktop sidebar's column, and the phone menu's panel (larger there:
// sidebar.css.ts). A plain list with a marker, not pills: the current page is raised and marked
// by a bar at its start, the page a deeper one lives under (a lesson's index) by the bar alone.
export const list = style({
  listStyle: "none",
  margin: `0 calc(-1 * ${vars.space.sm})`,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: 2,
});

export const link = style({
  display: "flex",
  alignItems: "center",
  minHeight: 40,
  // In the sidebar column, 32 px in a window 640 px tall (sidebar.css.ts: every row fits).
  "@media": { [media.up("lg")]: { minHeight: "clamp(32px, 5vh, 40px)" } },
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.sidebarMuted,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  textDecoration: "none",
  transition: `background ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    "&:hover": { color: vars.color.sidebarText, background: vars.color.sidebarRaise },
    '&[aria-current="page"], &[aria-current="true"]': {
      color: vars.color.sidebarText,
      boxShadow: `inset 3px 0 0 ${vars.color.sidebarAccent}`,
      fontWeight: 700,
    },
    '&[aria-current="page"]': { background: vars.color.sidebarRaise },
  },
});
