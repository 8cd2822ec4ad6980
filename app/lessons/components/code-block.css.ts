import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";
import { colorClass, fontStyleClasses, syntaxTheme } from "../mdx/syntax";

/** The caption bar's height, its border included. */
const BAR_HEIGHT = "2.5rem";

export const figure = style({
  // The caption bar below reads its own width, for an example's Run and Edit buttons.
  containerType: "inline-size",
  marginInline: 0,
  marginBlock: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.codeBg,
  color: vars.color.codeText,
  overflow: "hidden",
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minHeight: BAR_HEIGHT,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.muted}`,
  fontSize: vars.fontSize.sm,
});

export const language = style({ fontFamily: vars.font.mono, letterSpacing: "0.04em" });

export const code = style({});

// Code keeps its lines (a wrapped line of code reads as two); where it is wider than the block,
// the block scrolls, and says so: a light shade at the edge that has more beyond it, drawn by CSS
// alone (covers that scroll with the text hide each shade when its edge is reached), so it shows
// without JavaScript too. At its edge the shade is 3:1 against the background where a line has
// more than its width hidden (WCAG 1.4.11's contrast for what conveys information); at 28% and
// 0.9 rem it was 1.6:1, all but lost on a phone (tests/browser/phone.test.ts).
const fade = `color-mix(in srgb, ${vars.color.codeText} 60%, transparent)`;
const FADE_WIDTH = "1.25rem";
globalStyle(`${code} pre`, {
  margin: 0,
  padding: vars.space.md,
  overflowX: "auto",
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  tabSize: 2,
  background: [
    `linear-gradient(to right, ${vars.color.codeBg} 40%, transparent) left center / 2.5rem 100% no-repeat local`,
    `linear-gradient(to left, ${vars.color.codeBg} 40%, transparent) right center / 2.5rem 100% no-repeat local`,
    `radial-gradient(farthest-side at 0 50%, ${fade}, transparent) left center / ${FADE_WIDTH} 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${fade}, transparent) right center / ${FADE_WIDTH} 100% no-repeat scroll`,
    vars.color.codeBg,
  ].join(", "),
});
// Each line exactly the box's line height: inline, the smaller code text (0.92em, global.css.ts)
// sat on the box's own line and made each line a fraction of a pixel taller. As wide as its
// longest line, so that the text stays inside it while the box scrolls it.
globalStyle(`${code} pre code`, { display: "block", width: "max-content", minWidth: "100%", lineHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.body})` });
// Paper does not scroll: a long line wraps there (marked by its indent), with no fade.
globalStyle(`${code} pre`, { "@media": { [media.print]: { whiteSpace: "pre-wrap", overflowWrap: "anywhere", overflowX: "visible", background: vars.color.codeBg } } });
globalStyle(`${code} pre code`, { "@media": { [media.print]: { width: "auto" } } });

// The scrolling block is a Tab stop: its focus ring is drawn inside, the figure clips outside it.
globalStyle(`${code} pre:focus-visible`, { outlineColor: vars.color.sidebarFocus, outlineOffset: "-3px" });

// Token colours come from the syntax theme (see app/lessons/mdx/syntax.ts); each was checked
// for at least 4.5:1 contrast on the code background.
const foreground = syntaxTheme.colors?.["editor.foreground"] ?? syntaxTheme.fg;
if (foreground) globalStyle(`${code} pre`, { color: foreground });
const colours = new Set<string>();
for (const rule of syntaxTheme.tokenColors ?? []) {
  const colour = rule.settings?.foreground;
  if (colour) colours.add(colour.toLowerCase());
}
for (const colour of colours) globalStyle(`${code} .${colorClass(colour)}`, { color: colour });
globalStyle(`${code} .${fontStyleClasses[1]}`, { fontStyle: "italic" });
globalStyle(`${code} .${fontStyleClasses[2]}`, { fontWeight: 700 });
globalStyle(`${code} .${fontStyleClasses[4]}`, { textDecoration: "underline" });

export const copyArea = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm, "@media": { [media.print]: { display: "none" } } });

export const status = style({ fontSize: vars.fontSize.xs });

export const copy = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.codeText}`,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.codeText,
  fontSize: vars.fontSize.xs,
  selectors: {
    "&:hover": { background: vars.color.codeText, color: vars.color.codeBg },
    // The site's focus blue is too dark on the code background.
    "&:focus-visible": { outlineColor: vars.color.sidebarFocus },
  },
});

// An example's bar also holds Run and Edit (added with the copy button, copy-buttons.ts). Where
// the language, three buttons and their gaps do not fit on one line (a phone under about 450 px),
// the language is left to screen readers (the code is plainly JavaScript: it has Run) and the
// buttons sit closer: the bar keeps its one line, so nothing below it moves as they arrive.
const crowded = "(max-width: 28rem)";
globalStyle(`${bar}:has([data-run]) > ${language}`, {
  "@container": { [crowded]: { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } },
});
globalStyle(`${bar}:has([data-run])`, { "@container": { [crowded]: { justifyContent: "flex-end", paddingInline: vars.space.xs } } });
globalStyle(`${bar}:has([data-run]) > ${copyArea}`, { "@container": { [crowded]: { gap: vars.space.xxs } } });
globalStyle(`${bar}:has([data-run]) ${copy}`, { "@container": { [crowded]: { paddingInline: vars.space.xs } } });

export const output = style({
  marginInline: 0,
  marginBlock: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

// An example's parts (page markup, script, console) sit close together: the negative margin
// collapses with the block above, leaving a small gap.
globalStyle(`${figure} + ${figure}, ${figure} + ${output}`, {
  marginTop: `calc(${vars.space.xs} - ${vars.space.lg})`,
});

export const outputLabel = style({
  paddingInline: vars.space.md,
  paddingTop: vars.space.xs,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
});

// What the console printed wraps, an error message included: read whole on a 320 px phone,
// never cut at the right edge.
export const outputText = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const error = style({ color: vars.color.danger, fontWeight: 600 });
