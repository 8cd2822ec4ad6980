import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";
import { sidebarWidth } from "~/styles/tokens";

export const root = style({
  background: `linear-gradient(180deg, ${vars.color.sidebarBg}, ${vars.color.sidebarBgDeep})`,
  color: vars.color.sidebarText,
  "@media": {
    [media.up("lg")]: {
      position: "fixed",
      insetBlock: 0,
      insetInlineStart: 0,
      width: sidebarWidth,
      overflowY: "auto",
      overscrollBehavior: "contain",
    },
  },
});

// Keyboard focus on the dark column needs a lighter ring than on the page.
globalStyle(`${root} :focus-visible`, { outlineColor: vars.color.sidebarFocus });

export const inner = style({
  display: "grid",
  // Rows keep their own height: stretched to fill the column, they grew and shrank while the
  // page was still arriving (a layout shift when the first paint comes before the last row).
  alignContent: "start",
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md}`,
  "@media": {
    [media.up("md")]: { padding: `${vars.space.lg} ${vars.space.xl}` },
    [media.up("lg")]: { padding: `${vars.space.xl} ${vars.space.lg}`, minHeight: "100%" },
  },
});

// Beside the photo (below lg) the name and title start a fixed step down rather than centred on
// the photo: centred, the name moved up when the title arrived after it.
export const homeLink = style({
  display: "flex",
  alignItems: "start",
  gap: vars.space.md,
  color: "inherit",
  textDecoration: "none",
  "@media": { [media.up("lg")]: { flexDirection: "column", textAlign: "center" } },
});

export const photo = style({
  width: 72,
  height: 72,
  borderRadius: vars.radius.round,
  objectFit: "cover",
  border: `3px solid ${vars.color.sidebarAccent}`,
  "@media": { [media.up("lg")]: { width: 128, height: 128 } },
});

export const identity = style({
  display: "grid",
  gap: vars.space.xxs,
  paddingBlockStart: vars.space.sm,
  "@media": { [media.up("lg")]: { paddingBlockStart: 0 } },
});
export const name = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  "@media": { [media.up("lg")]: { fontSize: vars.fontSize.xl } },
});
export const title = style({
  textTransform: "uppercase",
  letterSpacing: "0.12em",
  fontSize: vars.fontSize.xs,
  color: vars.color.sidebarMuted,
});

// Not centred, like the links below it: a centred line moved sideways as its words arrived while
// the page was still loading (the motto after its label).
export const profile = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.sidebarText,
});
globalStyle(`${profile} p`, { margin: 0 });
globalStyle(`${profile} p + p`, { marginTop: vars.space.xs });

export const motto = style({ fontFamily: vars.font.heading, fontStyle: "italic", fontSize: vars.fontSize.md });
export const mottoLabel = style({
  fontStyle: "normal",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  textTransform: "uppercase",
  letterSpacing: "0.1em",
  color: vars.color.sidebarMuted,
  marginInlineEnd: vars.space.xxs,
});

export const social = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  // Not centred: five links all but fill the column, and a centred row moved sideways as each
  // link arrived while the page was still loading.
});

export const socialLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  height: 40,
  borderRadius: vars.radius.round,
  color: vars.color.sidebarText,
  border: `1px solid ${vars.color.sidebarMuted}`,
  transition: `background ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    "&:hover": { background: vars.color.sidebarText, color: vars.color.sidebarBg },
  },
});

// The account name is shown as a tooltip-like title on screen and read in full by screen readers.
export const socialText = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
export const account = style({});
export const newTab = style({});

export const email = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.sidebarText,
  fontSize: vars.fontSize.sm,
  // An address too long for the line breaks before its "@" (a <wbr> there), and mid-word only
  // when one half alone is still too long.
  overflowWrap: "anywhere",
  // Not centred either: the icon stood alone in the middle until the address arrived.
});
