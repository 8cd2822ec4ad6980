import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";
import { actionRow } from "~/styles/utilities.css";
export { visuallyHidden as srOnly } from "~/styles/utilities.css";

export const root = style({ display: "grid", gap: vars.space.xl });

export const section = style({});

export const sectionTitle = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
  paddingBottom: vars.space.xs,
  borderBottom: `2px solid ${vars.color.accent}`,
  color: vars.color.accentStrong,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  letterSpacing: "0.08em",
});

export const sectionIcon = style({
  flexShrink: 0,
  display: "inline-grid",
  placeItems: "center",
  width: 60, // SPEC §9
  height: 60,
  borderRadius: vars.radius.round,
  background: vars.color.accentStrong,
  color: vars.color.accentContrast,
});

export const list = style({ display: "grid", gap: vars.space.md, margin: 0 });

export const entry = style({
  display: "grid",
  gap: vars.space.xxs,
  breakInside: "avoid",
  "@media": { [media.up("md")]: { gridTemplateColumns: "11rem minmax(0, 1fr)", gap: vars.space.lg } },
});

export const label = style({ fontWeight: 700, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const body = style({ margin: 0, display: "grid", gap: vars.space.xxs, justifyItems: "start" });

export const title = style({ fontWeight: 700 });

export const description = style({});

// A tap target of 24 px at least (WCAG 2.5.8), its small label centred in it.
export const github = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 24,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.1em",
  color: vars.color.accentStrong,
});

export const actions = style([actionRow, { marginBottom: vars.space.lg }]);

// Like the home page's actions: rounded rectangles, icon and label from the left (centred in a
// full-width phone button, the icon stood alone until its label arrived).
export const action = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "flex-start",
  gap: vars.space.xs,
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.accentStrong}`,
  background: vars.color.surface,
  color: vars.color.accentStrong,
  font: "inherit",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.bg },
  },
});

export const primaryAction = style([
  action,
  { background: vars.color.accentStrong, color: vars.color.accentContrast, selectors: { "&:hover": { background: vars.color.accentStrong, textDecoration: "underline" } } },
]);

/** Shown only where the head script marked the page as scripted (`data-js`). */
export const needsScript = style({ selectors: { ":root:not([data-js]) &": { display: "none" } } });

/** Marks the printable CV (the page, or the modal's body); the print rules below apply only when it is there. */
export const printPage = style({});

const printing = `body:has(${printPage})`;

// The shell hides itself on paper (sidebar.css.ts, shell.css.ts, footer.css.ts); the CV's own
// type is set a little smaller there, to keep its sheets few.
globalStyle(`${printing}`, {
  "@media": { print: { background: "none", color: "black", fontSize: "10.5pt" } },
});
globalStyle(`${printPage} a[href^="http"]::after`, {
  "@media": { print: { content: '" (" attr(href) ")"', fontWeight: 400, letterSpacing: 0 } },
});
globalStyle(`${printPage} ${sectionTitle}`, {
  "@media": { print: { breakAfter: "avoid", color: "black" } },
});
globalStyle(`${printPage} ${entry}`, {
  "@media": { print: { gridTemplateColumns: "9rem minmax(0, 1fr)", gap: "1rem" } },
});
// Browsers leave backgrounds out of print: the badge becomes an outline around a black glyph.
globalStyle(`${printPage} ${sectionIcon}`, {
  "@media": { print: { background: "none", color: "black", border: "2px solid black" } },
});

/** An address longer than a phone's line breaks before its "@", or mid-word as a last resort. */
export const email = style({ overflowWrap: "anywhere" });
