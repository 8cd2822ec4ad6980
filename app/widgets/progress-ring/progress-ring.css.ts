import { createVar, fallbackVar, style } from "@vanilla-extract/css";

// The widget's own defaults; a host app overrides them by setting these custom properties.
export const arcColor = createVar();
export const trackColor = createVar();
export const textColor = createVar();
export const unitsColor = createVar();
/** Width of the drawn ring; the SVG scales to it. */
export const ringSize = createVar();

export const root = style({
  display: "inline-grid",
  justifyItems: "center",
  gap: "0.5rem",
  width: fallbackVar(ringSize, "10rem"),
  maxWidth: "100%",
});

export const svg = style({ display: "block", width: "100%", height: "auto", overflow: "visible" });

export const track = style({ stroke: fallbackVar(trackColor, "#cbbba9") });

export const arc = style({ stroke: fallbackVar(arcColor, "#8a4b22") });

// The font size is set in viewBox units by the component, so the number scales with the ring.
export const value = style({
  fill: fallbackVar(textColor, "#2b211b"),
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
});

export const units = style({ fill: fallbackVar(unitsColor, "#6b5a4c"), fontSize: "0.55em", fontWeight: 600 });

export const label = style({ textTransform: "uppercase", fontWeight: 700, letterSpacing: "0.08em", textAlign: "center" });
