import { style } from "@vanilla-extract/css";

/** Off screen, still read by assistive technology: captions, hints, live regions, "opens in a new tab". */
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});
