/** The selector of a lesson's boxes that may scroll sideways: code, console output, wide tables. */
export const SCROLLER_SELECTOR = "pre, [data-table-scroll]";

/**
 * Whether a box's content is wider than the box, i.e. it scrolls sideways (a pixel of rounding
 * is not scrolling).
 * @example scrollsSideways({ scrollWidth: 640, clientWidth: 320 }) // true
 */
export function scrollsSideways(box: { scrollWidth: number; clientWidth: number }): boolean {
  return box.scrollWidth > box.clientWidth + 1;
}

/** Makes each box a Tab stop or not by whether it scrolls: every width read before any is changed. */
function decide(boxes: readonly HTMLElement[]): void {
  const scrolls = boxes.map(scrollsSideways);
  boxes.forEach((box, index) => {
    if (scrolls[index]) box.tabIndex = 0;
    else box.removeAttribute("tabindex");
  });
}

/**
 * Makes each box a Tab stop while, and only while, it scrolls sideways, so a keyboard user can
 * scroll it with the arrow keys and does not stop on the dozens of blocks that fit. Decided at
 * once for every box, those far below the screen included (a ResizeObserver reports a box only
 * once the browser lays it out, which it may put off until a reader gets near: until then the
 * served Tab stop stayed on every block), then again whenever a box changes size (a rotated
 * phone, a resized window). Returns a function that stops watching.
 * @example const stop = watchScrollStops([...article.querySelectorAll(SCROLLER_SELECTOR)]);
 */
export function watchScrollStops(boxes: readonly HTMLElement[]): () => void {
  if (typeof ResizeObserver === "undefined") {
    // No way to follow widths (an old browser): every box stays reachable.
    for (const box of boxes) box.tabIndex = 0;
    return () => {};
  }
  decide(boxes);
  const observer = new ResizeObserver((entries) => decide(entries.map((entry) => entry.target as HTMLElement)));
  for (const box of boxes) observer.observe(box);
  return () => observer.disconnect();
}
