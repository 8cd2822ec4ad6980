import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * A page section: the home page, the galleries and the demo stack these. One rhythm on every
 * page: the first section starts one step (48 px) under the page's title and introduction,
 * however the page opens (a title alone, a title and a lead, the home page's hero), and sections
 * follow each other a larger step (72 px) apart.
 */
export const section = style({
  marginBlock: 0,
  selectors: {
    "* + &": { marginTop: vars.space.xxl },
    [`& + &`]: { marginTop: vars.space.xxxl },
  },
});

/** A page's opening section (the home page's hero): what follows it is its first section. */
export const intro = style({});
globalStyle(`${intro} + ${section}`, { marginTop: vars.space.xxl });

export const eyebrow = style({
  display: "block",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: vars.tracking.label,
  textTransform: "uppercase",
  color: vars.color.accentStrong,
  marginBottom: vars.space.xs,
});

export const lead = style({ maxWidth: "40rem", color: vars.color.muted, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.body });

export const grid = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 15rem), 1fr))",
});

// The one line that says why a page's controls do nothing without JavaScript (/demo, the widgets'
// pages); the head script marks the pages where it runs (data-js), and there the line is not shown.
// Here, with the sections every such page uses, rather than in a stylesheet module of its own: a
// module shared by two pages becomes a script of its own on both.
export const needsScript = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.accentStrong}`,
  background: vars.color.surface,
  selectors: { ":root[data-js] &": { display: "none" } },
});
