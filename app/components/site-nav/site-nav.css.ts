import { style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const nav = style({});

// Five links: three and two on a phone, one row on a tablet, a column in the desktop sidebar.
// Fixed columns rather than wrapping, so no link is ever left alone on a line.
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space.xs,
  "@media": {
    [media.up("sm")]: { gridTemplateColumns: "repeat(5, minmax(0, 1fr))" },
    [media.up("lg")]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.xxs },
  },
});

export const link = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: 40,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.sidebarMuted}`,
  color: vars.color.sidebarText,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textAlign: "center",
  textDecoration: "none",
  transition: `background ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    "&:hover": { borderColor: vars.color.sidebarText, textDecoration: "underline" },
    // The current page is filled, not only coloured; its section's index is outlined in bold.
    '&[aria-current="page"]': {
      background: vars.color.sidebarText,
      borderColor: vars.color.sidebarText,
      color: vars.color.sidebarBgDeep,
      fontWeight: 700,
    },
    '&[aria-current="true"]': { borderColor: vars.color.sidebarText, borderWidth: 2, fontWeight: 700 },
  },
  "@media": {
    [media.up("lg")]: { minHeight: 34, border: "1px solid transparent" },
  },
});
