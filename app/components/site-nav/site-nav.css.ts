import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const nav = style({});

const listBase = style({ listStyle: "none", margin: 0, padding: 0, display: "grid" });

// One link a row in both: the desktop sidebar's column and the phone menu's panel.
export const list = styleVariants({
  column: [listBase, { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.xxs }],
  menu: [listBase, { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.xxs }],
});

const linkBase = style({
  display: "flex",
  alignItems: "center",
  paddingInline: vars.space.xs,
  border: "1px solid transparent",
  color: vars.color.sidebarText,
  fontWeight: 600,
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
});

export const link = styleVariants({
  column: [linkBase, { justifyContent: "center", minHeight: 34, borderRadius: vars.radius.round, fontSize: vars.fontSize.sm, textAlign: "center" }],
  menu: [linkBase, { minHeight: 44, paddingInline: vars.space.md, borderRadius: vars.radius.md, fontSize: vars.fontSize.md }],
});
