import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";
import { themeVars } from "@davide-marchetti/widgets/theme";
export { visuallyHidden as srOnly } from "~/styles/utilities.css";

const bareList = { listStyle: "none", margin: 0, padding: 0 } as const;

// Paper gets no backgrounds (the browser's default): a filled button prints as outlined black
// text, not as its light label on white.
const printedButton = { background: "none", color: "black", border: "1px solid black" } as const;

// Each ring on a tile of its own, a little smaller than before: eight of them read as a set of
// gauges rather than a wall of circles.
export const skills = style({
  ...bareList,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": {
    [media.up("md")]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: vars.space.md },
  },
});
export const skill = style({
  display: "grid",
  justifyItems: "center",
  padding: `${vars.space.md} ${vars.space.sm}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const ring = style({
  // Colours come from the site-wide widget theme (styles/widgets.css.ts); the size is this grid's.
  vars: { [themeVars.progressRing.size]: "min(100%, 8rem)" },
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  letterSpacing: vars.tracking.label,
});

export const hobbies = style({
  ...bareList,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [media.up("md")]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: vars.space.lg } },
});
export const hobby = style({
  display: "grid",
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  borderRadius: vars.radius.md,
});
export const hobbyPicture = style({
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.lg,
  transition: `transform ${vars.duration.base}`,
  "@media": { [media.reducedMotion]: { transition: "none" } },
});
globalStyle(`${hobby}:hover ${hobbyPicture}`, { transform: "translateY(-3px)" });
export const hobbyName = style({});

export const projects = style({
  ...bareList,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.up("md")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});
// A tile is printed whole, on one sheet.
globalStyle(`${projects} > li`, { "@media": { [media.print]: { breakInside: "avoid" } } });
export const project = style({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  transition: `box-shadow ${vars.duration.base}, transform ${vars.duration.base}, border-color ${vars.duration.base}`,
  selectors: { "&:hover": { boxShadow: vars.shadow.raised, borderColor: vars.color.accent, transform: "translateY(-2px)" } },
  "@media": { [media.reducedMotion]: { transition: "none", selectors: { "&:hover": { transform: "none" } } } },
});
export const projectPicture = style({ display: "block", width: "100%", height: "auto", aspectRatio: "16 / 10", objectFit: "cover" });
export const projectTitle = style({
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxs}`,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  letterSpacing: vars.tracking.heading,
  lineHeight: vars.lineHeight.snug,
});
export const projectTech = style({ padding: `0 ${vars.space.md} ${vars.space.md}`, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const details = style({ display: "grid", gap: vars.space.sm });
export const detailsPicture = style({ width: "100%", height: "auto", borderRadius: vars.radius.md });
export const techLabel = style({ fontWeight: 700, fontSize: vars.fontSize.sm, margin: 0 });
export const tech = style({ ...bareList, display: "flex", flexWrap: "wrap", gap: vars.space.xxs });
globalStyle(`${tech} li`, {
  fontSize: vars.fontSize.xs,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.round,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
});
export const buttons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: `${vars.space.xs} 0 0` });
export const button = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minHeight: 36,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentStrong,
  color: vars.color.accentContrast,
  textDecoration: "none",
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  "@media": { [media.print]: printedButton },
});

export const timelineAction = style([button, { marginTop: vars.space.sm, textTransform: "lowercase" }]);

// The hero: the page's title, a sentence set large and tight, then the lead and two actions.
export const heroTitle = style({
  maxWidth: "40rem",
  marginBottom: vars.space.lg,
});

export { actionRow as heroActions } from "~/styles/utilities.css";

// Label and icon start at the left: centred in a full-width phone button, the icon stood alone in
// the middle until its label arrived, and moved (tests/browser/first-paint.test.ts).
const heroAction = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "flex-start",
  gap: vars.space.xs,
  minHeight: 48,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.accentStrong}`,
  fontWeight: 600,
  textDecoration: "none",
} as const;

export const heroPrimary = style({
  ...heroAction,
  background: vars.color.accentStrong,
  color: vars.color.accentContrast,
  selectors: { "&:hover": { textDecoration: "underline" } },
  "@media": { [media.print]: printedButton },
});

export const heroSecondary = style({
  ...heroAction,
  background: "transparent",
  color: vars.color.accentStrong,
  borderColor: vars.color.border,
  selectors: { "&:hover": { textDecoration: "underline", borderColor: vars.color.accentStrong } },
});

// A project page's way back: a tap target of 24 px and more, though it is one line of text.
export const backLink = style({ display: "inline-block", paddingBlock: 2 });
