// Where a tooltip goes: in the viewport, whatever clips or scrolls the element it describes (a
// table's scroll box cut "View Giulia Rossi" to "w Giulia Rossi" on a 375 px phone).

/** The box of an element on screen, in px from the viewport's top left (`getBoundingClientRect`). */
export type Box = { left: number; top: number; right: number; bottom: number };

/** Tooltip viewport margin (SPEC §9): the tooltip keeps this far from every edge of the screen. */
export const VIEWPORT_MARGIN = 8;
/** The space between the tooltip and its button. */
const GAP = 8;

/**
 * The tooltip's place, fixed to the viewport: centred above its anchor, or below it where there is
 * no room above, moved sideways to stay `VIEWPORT_MARGIN` inside the screen.
 *
 * @example tooltipPosition({ left: 0, top: 300, right: 60, bottom: 336 }, { width: 120, height: 24 }, { width: 375, height: 667 }) // { left: 8, top: 268 }
 */
export function tooltipPosition(anchor: Box, tip: { width: number; height: number }, viewport: { width: number; height: number }): { left: number; top: number } {
  const centred = (anchor.left + anchor.right) / 2 - tip.width / 2;
  const left = Math.max(VIEWPORT_MARGIN, Math.min(centred, viewport.width - VIEWPORT_MARGIN - tip.width));
  const above = anchor.top - GAP - tip.height;
  const top = above >= VIEWPORT_MARGIN ? above : Math.min(anchor.bottom + GAP, viewport.height - VIEWPORT_MARGIN - tip.height);
  return { left: Math.round(left), top: Math.round(top) };
}
