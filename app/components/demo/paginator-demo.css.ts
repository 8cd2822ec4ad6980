import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const grid = style({ display: "grid", gap: vars.space.lg });

export const variant = style({
  display: "grid",
  // Grid items default to their content's width: a long line must not widen the demo.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.sm,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { "&:last-child": { paddingBottom: 0, borderBottom: 0 } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const event = style({ margin: 0, fontSize: vars.fontSize.sm });

// An event's JSON has no spaces: it may break after each comma (paginator-demo.tsx), and inside a
// value only where a single field is wider than the line.
export const code = style({ fontFamily: vars.font.mono, overflowWrap: "anywhere" });
