import { fallbackVar, style } from "@vanilla-extract/css";
import { space } from "../theme/helpers.js";
import { theme } from "../theme/theme.css.js";

export const root = style({
  display: "inline-grid",
  justifyItems: "center",
  gap: space(0.5),
  width: theme.progressRing.size,
  maxWidth: "100%",
  fontFamily: theme.font.family,
});

export const svg = style({ display: "block", width: "100%", height: "auto", overflow: "visible" });

export const track = style({ stroke: theme.color.borderStrong });

/** The arc's colour, set inline by the `color` prop: a named custom property an app may set in CSS too. */
export const colorProperty = "--dmw-progress-ring-color";

// Starts at 12 o'clock: turned a quarter back about its own centre.
export const arc = style({ stroke: fallbackVar(`var(${colorProperty})`, theme.color.accent), transform: "rotate(-90deg)", transformOrigin: "center", transformBox: "fill-box" });

// The font size is set in viewBox units by the component, so the number scales with the ring.
export const value = style({
  fill: theme.color.text,
  textAnchor: "middle",
  dominantBaseline: "central",
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
});

export const units = style({ fill: theme.color.muted, fontSize: "0.55em", fontWeight: 600 });

// The label as written: an app that wants it in capitals says so ([data-part=label] { text-transform: uppercase }).
export const label = style({ fontWeight: 700, textAlign: "center" });
