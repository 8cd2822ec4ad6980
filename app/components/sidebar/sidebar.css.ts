import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";
import { sidebarWidth } from "~/styles/tokens";

/** The phone and tablet bar's height (below 1024 px): the name, the title and the menu, one row. */
export const BAR_HEIGHT = 64;

// Below 1024 px a bar of one row; from 1024 px the fixed column of the spec. Both read left to
// right, start at the left and keep every row's own size, so nothing on the first screen moves
// while the document is still arriving (tests/browser/first-paint.test.ts).
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
      // Its rows shrink with a short window (below), so that from 640 px of height up the column
      // holds them all and has nothing to scroll: a wheel over it then moves the page, as it does
      // anywhere else on the screen (a column that scrolled took the first notches itself). In a
      // shorter window it scrolls, so that nothing in it is out of reach.
      overflowY: "auto",
    },
    // On paper a page is its content alone: no bar, no column (nor the profile after the content).
    [media.print]: { display: "none" },
  },
});

// Keyboard focus on the dark column needs a lighter ring than on the page.
globalStyle(`${root} :focus-visible`, { outlineColor: vars.color.sidebarFocus });

export const inner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  height: BAR_HEIGHT,
  paddingInline: vars.space.md,
  "@media": {
    [media.up("md")]: { paddingInline: vars.space.xl },
    [media.up("lg")]: {
      display: "grid",
      // Rows keep their own height: stretched to fill the column, they grew and shrank while the
      // page was still arriving (a layout shift when the first paint comes before the last row).
      alignContent: "start",
      // The gaps, the padding, the photo and the links' height shrink with the window's height
      // below 900 px, down to 640 px, so that a laptop's window (1366 x 768, 1280 x 800,
      // 1024 x 640) shows every row, the theme buttons last; from 900 px up they are full size.
      // (At 640 px the system fonts' lines need the smallest gaps and padding: 8 px.)
      gap: `clamp(${vars.space.xs}, 6vh - 30px, ${vars.space.lg})`,
      height: "auto",
      paddingBlock: `clamp(${vars.space.xs}, 10vh - 56px, ${vars.space.xl})`,
      paddingInline: vars.space.lg,
      minHeight: "100%",
    },
  },
});

export const homeLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minWidth: 0,
  color: "inherit",
  textDecoration: "none",
  borderRadius: vars.radius.md,
  "@media": { [media.up("lg")]: { flexDirection: "column", alignItems: "start", gap: vars.space.md } },
});

/** The column's photo: 80 px, down to 48 px in a window under 900 px tall. */
const PHOTO_LG = "clamp(48px, 20vh - 100px, 80px)";

// A rounded square rather than a circle: a portrait, not an avatar badge.
export const photo = style({
  width: 36,
  height: 36,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  objectFit: "cover",
  "@media": { [media.up("lg")]: { width: PHOTO_LG, height: PHOTO_LG, borderRadius: vars.radius.lg } },
});
globalStyle(`${homeLink} picture`, { flexShrink: 0 });

// Name and title, two fixed lines: the block is as tall before the title has arrived as after.
export const identity = style({
  display: "grid",
  gridTemplateRows: "20px 18px",
  alignContent: "start",
  minWidth: 0,
  whiteSpace: "nowrap",
  "@media": { [media.up("lg")]: { gridTemplateRows: "auto auto", gap: vars.space.xxs, whiteSpace: "normal" } },
});
export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  lineHeight: "20px",
  letterSpacing: vars.tracking.heading,
  "@media": { [media.up("lg")]: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight } },
});
export const title = style({
  fontSize: "0.8125rem",
  lineHeight: "18px",
  color: vars.color.sidebarMuted,
  "@media": {
    [media.up("lg")]: { fontSize: vars.fontSize.xs, fontWeight: 600, textTransform: "uppercase", letterSpacing: vars.tracking.label, lineHeight: vars.lineHeight.body },
  },
});

// The bar's menu: a <details> that opens a panel under the bar, over the page.
// Its box is the button's size whatever it holds: a document that stops arriving right after
// `<details>`, before its `<summary>`, is painted with the browser's own "Details" summary, and a
// box sized by that moved the button when the rest came (a layout shift on a busy phone).
export const menu = style({
  flexShrink: 0,
  boxSizing: "border-box",
  width: "6.5em",
  height: 44,
  fontSize: vars.fontSize.sm,
  "@media": { [media.up("lg")]: { display: "none" } },
});

// Of a fixed width, its icon and label from the left: at the right end of the bar, a button that
// grew as its label arrived moved left while the page was still loading.
export const menuButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "flex-start",
  gap: vars.space.xs,
  width: "6.5em",
  minHeight: 44,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.sidebarRaise}`,
  background: vars.color.sidebarRaise,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: "pointer",
  listStyle: "none",
  userSelect: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { borderColor: vars.color.sidebarMuted },
    [`${menu}[open] &`]: { background: vars.color.sidebarText, color: vars.color.sidebarBgDeep, borderColor: vars.color.sidebarText },
    // While the menu is open, a clear layer of the button's own lies over the page, under the
    // bar and the panel: a tap or click outside the panel lands on the button, and closes the
    // menu (a finger that scrolls the page still scrolls it). Where JavaScript runs only, as the
    // head script marks it: without it the menu stays the <details> it always was.
    [`:root[data-js] ${menu}[open] &::before`]: { content: '""', position: "fixed", inset: 0, zIndex: -1, cursor: "default" },
  },
});

// Two bars drawn by the CSS (no icon request for the first screen); a cross when open.
export const menuIcon = style({
  position: "relative",
  width: 16,
  height: 10,
  selectors: {
    "&::before, &::after": { content: '""', position: "absolute", left: 0, width: 16, height: 2, background: "currentColor", borderRadius: 1 },
    "&::before": { top: 1 },
    "&::after": { top: 7 },
    [`${menu}[open] &::before`]: { top: 4, transform: "rotate(45deg)" },
    [`${menu}[open] &::after`]: { top: 4, transform: "rotate(-45deg)" },
  },
});

export const menuPanel = style({
  position: "absolute",
  insetInline: 0,
  top: "100%",
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.lg}`,
  background: vars.color.sidebarBgDeep,
  borderTop: `1px solid ${vars.color.sidebarRaise}`,
  boxShadow: vars.shadow.raised,
  "@media": { [media.up("md")]: { paddingInline: vars.space.xl } },
});
// In the menu the navigation's links are a thumb's size and the panel's width.
globalStyle(`${menuPanel} ul`, { marginInline: 0, gap: vars.space.xxs });
globalStyle(`${menuPanel} a`, { minHeight: 48, fontSize: vars.fontSize.lg });

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
  "@media": { [media.up("lg")]: { display: "none" }, [media.print]: { display: "none" } },
});

// Not centred, like the links below it: a centred line moved sideways as its words arrived while
// the page was still loading (the motto after its label).
export const profile = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.sidebarMuted,
  maxWidth: "34rem",
});
globalStyle(`${profile} p`, { margin: 0 });
// The motto (the second paragraph) and its label. Styled from here rather than by classes of their
// own: each class is a name in every page's script.
globalStyle(`${profile} p + p`, { marginTop: vars.space.sm, fontStyle: "italic", fontSize: vars.fontSize.md, color: vars.color.sidebarText });
globalStyle(`${profile} p + p > span`, {
  fontStyle: "normal",
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  textTransform: "uppercase",
  letterSpacing: vars.tracking.label,
  color: vars.color.sidebarMuted,
  marginInlineEnd: vars.space.xs,
});

export const social = style({
  listStyle: "none",
  margin: `0 0 0 calc(-1 * ${vars.space.xs})`,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  // Not centred: five links all but fill the column, and a centred row moved sideways as each
  // link arrived while the page was still loading.
});

// The icon alone, in a 40 px square target (the spec's social buttons); no ring around it.
globalStyle(`${social} a`, {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  color: vars.color.sidebarMuted,
  transition: `background ${vars.duration.fast}, color ${vars.duration.fast}`,
});
globalStyle(`${social} a:hover`, { background: vars.color.sidebarRaise, color: vars.color.sidebarText });

// The account name is shown as a tooltip-like title on screen and read in full by screen readers.
globalStyle(`${social} a > span`, {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});

// A tap target of 40 px at least (WCAG 2.5.8 asks 24), whatever the line height.
export const email = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: 40,
  color: vars.color.sidebarText,
  fontSize: vars.fontSize.sm,
  textUnderlineOffset: "0.25em",
  textDecorationColor: vars.color.sidebarAccent,
  // An address too long for the line breaks before its "@" (a <wbr> there), and mid-word only
  // when one half alone is still too long.
  overflowWrap: "anywhere",
  // Not centred either: the icon stood alone in the middle until the address arrived.
});
