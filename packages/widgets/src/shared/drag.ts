// The geometry of dragging the slider's track with a pointer (mouse, pen or finger), as pure
// functions. Positions count forward in reading order: in a right-to-left page the next slide lies
// to the left, so a drag to the right moves forward.

/** Pixels a press must travel before it becomes a drag: below it, a click on a card stays a click. */
export const DRAG_THRESHOLD = 10;

/** Pixels a released drag must have travelled to turn the page at all (a short flick does). */
export const SWIPE_THRESHOLD = 40;

/**
 * The axis a press has taken once it has travelled past the threshold: "x" is a drag of the
 * slides, "y" a scroll of the page (left to the browser); null while it is still a click.
 *
 * @example dragAxis(14, 3) // "x"
 */
export function dragAxis(dx: number, dy: number, threshold = DRAG_THRESHOLD): "x" | "y" | null {
  const x = Math.abs(dx);
  const y = Math.abs(dy);
  if (Math.max(x, y) < threshold) return null;
  return x > y ? "x" : "y";
}

/**
 * How many slides a drag released after `dx` pixels moves, forward positive: to the slide nearest
 * to where the track was let go, and at least one once past the swipe threshold. `pitch` is one
 * slide's width plus the gap after it.
 *
 * @example dragSteps(-300, 467) // 1 (a little over half a slide to the left: the next one)
 * @example dragSteps(-300, 467, true) // -1 (right to left: the previous one)
 */
export function dragSteps(dx: number, pitch: number, rtl = false, threshold = SWIPE_THRESHOLD): number {
  const forward = rtl ? dx : -dx;
  if (Math.abs(forward) < threshold || !(pitch > 0)) return 0;
  return Math.sign(forward) * Math.max(1, Math.round(Math.abs(forward) / pitch));
}
