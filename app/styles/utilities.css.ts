import { style } from "@vanilla-extract/css";
import { breakpoints } from "./layout";

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/**
 * A row of two or three action buttons: on a phone each takes the column's width, one under the
 * other; from the sm breakpoint they sit side by side. Never one alone beside a gap.
 */
export const actionRow = style({
  display: "grid",
  gap: "0.75rem",
  margin: 0,
  "@media": { [`screen and (min-width: ${breakpoints.sm}px)`]: { display: "flex", flexWrap: "wrap" } },
});
