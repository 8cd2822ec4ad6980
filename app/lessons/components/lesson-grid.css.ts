import { style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.up("md")]: { gridTemplateColumns: "repeat(auto-fill, minmax(18rem, 1fr))" } },
});

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  transition: `border-color ${vars.duration.fast}`,
  selectors: { "&:hover, &:focus-within": { borderColor: vars.color.accent } },
});

export const number = style({
  margin: `0 0 ${vars.space.xs}`,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
});

// A line of 1.6: the title link is at least 24 px tall on its own (WCAG 2.5.8), before the card it stretches over.
export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.body, marginBottom: vars.space.sm });

// A block of its own, so that its box is its lines' height (an inline box is only its font's).
export const link = style({
  display: "inline-block",
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    // Stretches the link over the card without wrapping the description in it.
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.md },
    "&:hover": { textDecoration: "underline" },
  },
});

export const description = style({ margin: 0, color: vars.color.muted });
