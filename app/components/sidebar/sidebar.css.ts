import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";
import { sidebarWidth } from "~/styles/tokens";

// Below 1024 px a bar (at most 72 px tall at phone and tablet widths); from 1024 px the fixed
// column of the spec.
export const root = style({
  position: "relative",
  zIndex: 20,
  background: `linear-gradient(180deg, ${vars.color.sidebarBg}, ${vars.color.sidebarBgDeep})`,
  color: vars.color.sidebarText,
  "@media": {
    [media.up("lg")]: {
      position: "fixed",
      insetBlock: 0,
      insetInlineStart: 0,
      width: sidebarWidth,
      // The bar's menu panel lies over the page; the column needs no stacking of its own (a
      // modal's backdrop covers it).
      zIndex: "auto",
      // No overscroll-behavior here: a wheel over a column with nothing left to scroll moves
      // the page, as it does anywhere else on the screen.
      overflowY: "auto",
    },
  },
});

// Keyboard focus on the dark column needs a lighter ring than on the page.
globalStyle(`${root} :focus-visible`, { outlineColor: vars.color.sidebarFocus });

export const inner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  "@media": {
    [media.up("md")]: { paddingInline: vars.space.xl },
    [media.up("lg")]: {
      display: "grid",
      // Rows keep their own height: stretched to fill the column, they grew and shrank while the
      // page was still arriving (a layout shift when the first paint comes before the last row).
      alignContent: "start",
      gap: vars.space.md,
      padding: `${vars.space.xl} ${vars.space.lg}`,
      minHeight: "100%",
    },
  },
});

// Beside the photo (below lg) the name and title start at its top rather than centred on it:
// centred, the name moved up when the title arrived after it.
export const homeLink = style({
  display: "flex",
  alignItems: "start",
  gap: vars.space.sm,
  minWidth: 0,
  color: "inherit",
  textDecoration: "none",
  "@media": { [media.up("lg")]: { flexDirection: "column", gap: vars.space.md, textAlign: "center" } },
});

export const photo = style({
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: vars.radius.round,
  objectFit: "cover",
  border: `2px solid ${vars.color.sidebarAccent}`,
  "@media": { [media.up("lg")]: { width: 128, height: 128, borderWidth: 3 } },
});

export const identity = style({ display: "grid", gap: 0, minWidth: 0, "@media": { [media.up("lg")]: { gap: vars.space.xxs } } });
export const name = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  "@media": { [media.up("sm")]: { fontSize: vars.fontSize.lg }, [media.up("lg")]: { fontSize: vars.fontSize.xl } },
});
export const title = style({
  textTransform: "uppercase",
  letterSpacing: "0.12em",
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.sidebarMuted,
  "@media": { [media.up("lg")]: { lineHeight: vars.lineHeight.body } },
});

// The phone bar's menu: a <details> that opens a panel under the bar, over the page.
export const menu = style({
  flexShrink: 0,
  "@media": { [media.up("lg")]: { display: "none" } },
});

export const menuButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.sidebarMuted}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  cursor: "pointer",
  listStyle: "none",
  userSelect: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { borderColor: vars.color.sidebarText },
    [`${menu}[open] &`]: { background: vars.color.sidebarText, color: vars.color.sidebarBgDeep, borderColor: vars.color.sidebarText },
  },
});

// Three bars, drawn by the CSS (no icon request for the first screen); a cross when open.
export const menuIcon = style({
  position: "relative",
  width: 16,
  height: 2,
  background: "currentColor",
  borderRadius: 1,
  selectors: {
    "&::before, &::after": { content: '""', position: "absolute", left: 0, width: 16, height: 2, background: "currentColor", borderRadius: 1 },
    "&::before": { top: -5 },
    "&::after": { top: 5 },
    [`${menu}[open] &`]: { background: "transparent" },
    [`${menu}[open] &::before`]: { top: 0, transform: "rotate(45deg)" },
    [`${menu}[open] &::after`]: { top: 0, transform: "rotate(-45deg)" },
  },
});

export const menuPanel = style({
  position: "absolute",
  insetInline: 0,
  top: "100%",
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
  background: vars.color.sidebarBgDeep,
  boxShadow: vars.shadow.raised,
  "@media": { [media.up("md")]: { paddingInline: vars.space.xl } },
});

// The sidebar's own navigation and profile, shown from 1024 px; their boxes take no part in the
// layout there, so the column's grid lays out their children as before.
export const column = style({
  display: "none",
  "@media": { [media.up("lg")]: { display: "contents" } },
});

// The profile, motto, social links, e-mail and theme: in the sidebar from 1024 px, and below it
// a panel of the sidebar's colours after the page's content.
export const about = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.md,
  selectors: { [`${column} &`]: { display: "contents" } },
});
globalStyle(`${about} :focus-visible`, { outlineColor: vars.color.sidebarFocus });

export const phoneAbout = style({
  marginTop: vars.space.xxl,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(180deg, ${vars.color.sidebarBg}, ${vars.color.sidebarBgDeep})`,
  color: vars.color.sidebarText,
  "@media": { [media.up("lg")]: { display: "none" } },
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
