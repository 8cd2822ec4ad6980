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
