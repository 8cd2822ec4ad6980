/** Time without a scroll event after which a key's scroll counts as finished. */
export const SETTLE_MS = 150;

/**
 * Keeps a long page's end where a jump there lands. The long pages leave their far blocks
 * unrendered, each reserving an estimate of its height (app/styles/render-when-near.css.ts), so
 * the page's end moves as they are rendered. Listens on `target` (the document, where the page's
 * own scroll events and key presses arrive; a box's scroll events do not bubble up) for two things:
 *
 * - The visitor's first scroll of the page, or End key, marks `last`, the page's last block,
 *   rendered: a jump to the end then lands on its real height. (Marked at hydration, it was a long
 *   task of a slow phone's every load; marked at any first key, a Tab, it would lengthen that
 *   key's response: decision 0005.)
 * - An End key (Ctrl+End too) whose scroll stopped short of the end is followed by a jump there.
 *   The browser animates the key's scroll to the end as it was when the key was pressed; every
 *   block the animation passes is rendered on the way, and the view stopped thousands of pixels
 *   above the page's new end. Once the page has not scrolled for SETTLE_MS, a view that moved
 *   and is not at the end goes there. An End key that did not move the page (a field's caret, a
 *   widget's last item, a box's own scrolling) leaves it where it is, and so does any input of the
 *   reader's before the view has settled (another key, a wheel, a touch, a press).
 *
 * Returns a function that stops listening.
 * @example useEffect(() => keepEndReachable(document, blocks.at(-1)), []);
 */
export function keepEndReachable(target: EventTarget, last: Element | undefined): () => void {
  // Where the view was when the End key was pressed, while its scroll is followed.
  let from: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listen = (event: Event) => {
    const end = event.type === "keydown" && (event as KeyboardEvent).key === "End";
    if (end || event.type === "scroll") {
      last?.setAttribute("data-rendered", "");
      last = undefined;
    }
    if (end) from = scrollY;
    // Another key, a wheel, a touch or a press: the reader has taken over.
    else if (event.type !== "scroll") from = undefined;
    clearTimeout(timer);
    if (from !== undefined)
      timer = setTimeout(() => {
        const height = document.documentElement.scrollHeight;
        // A pixel of rounding counts as there.
        if (scrollY !== from && scrollY + innerHeight < height - 1) scrollTo(0, height);
        from = undefined;
      }, SETTLE_MS);
  };
  // Passive, though none of these is cancelled here, so that a wheel or a touch never waits for it.
  for (const type of EVENTS) target.addEventListener(type, listen, { passive: true });
  return () => {
    clearTimeout(timer);
    for (const type of EVENTS) target.removeEventListener(type, listen);
  };
}

const EVENTS = ["keydown", "scroll", "wheel", "touchstart", "pointerdown"];
