import { style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const root = style({
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space.xxl,
  paddingBlock: vars.space.lg,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  "@media": { [media.print]: { display: "none" } },
  // Not centred: a centred line moves as its words arrive, and on a short page this line is on
  // the first screen (tests/browser/first-paint.test.ts, a document still arriving).
});

// A tap target of at least 24 px (WCAG 2.5.8) on a line of small print: padding on an inline box
// makes it taller without making the line taller, so the footer keeps its height as it arrives.
export const link = style({ paddingBlock: vars.space.xxs, color: vars.color.text });
