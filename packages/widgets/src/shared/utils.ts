// Pure helpers the widgets share. One module, so that a page using several widgets loads them as one small file.
import { version } from "react";

/** Joins the truthy class names. `cx("a", false, "b")` is `"a b"` */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

/** Pixels a touch must travel sideways before it counts as a swipe. */
export const SWIPE_THRESHOLD = 40;

/**
 * The move a finished touch gesture asks for: a mostly horizontal move past the threshold.
 * Swiping left (towards negative x) shows what comes next.
 *
 * @example swipeDirection(-80, 10) // "next"
 */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD): "next" | "prev" | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? "next" : "prev";
}


// React 19 knows `inert` as a boolean attribute and drops an empty string; React 18 does not know
// it, passes strings through and warns about `true`. Each gets the form it renders as `inert=""`.
const booleanInert = Number.parseInt(version, 10) >= 19;

/** Props that make an element inert (or not), on React 18 and 19 alike. `<div {...inertProps(hidden)} />` */
export function inertProps(inert: boolean): Record<string, unknown> {
  if (!inert) return {};
  return { inert: booleanInert ? true : "" };
}
