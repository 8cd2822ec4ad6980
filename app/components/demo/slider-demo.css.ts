import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const stage = style({ display: "grid", gap: vars.space.md, minWidth: 0 });

export const heading = style({ margin: `${vars.space.lg} 0 0`, paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.lg });

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

// A card's tag (the picture's words over its foot) wraps onto a second line rather than end in an
// ellipsis: at 320 px a card is 250 px wide and most tags were cut. (The widget draws it on one
// line; this is the site's demo of it.)
globalStyle(`${stage} [data-part="track"] article > div:first-child > span`, { whiteSpace: "normal", textOverflow: "clip" });
