/** Time without a scroll event after which a key's scroll counts as finished. */
export const SETTLE_MS = 150;

/**
 * Keeps a long page's end where a jump there lands. The long pages leave their far blocks
 * unrendered, each reserving an estimate of its height (app/styles/render-when-near.css.ts), so
 * the page's end moves as they are rendered. Listens on `target` (the document, where the page's
 * own scroll events and key presses arrive; a box's scroll events do not bubble up) for two things:
 *
 * - The visitor's first scroll or key press marks `last`, the page's last block, rendered: a jump
 *   to the end then lands on its real height. (Marked at hydration, it was a long task of a slow
 *   phone's every load: decision 0005.)
 * - An End key (Ctrl+End too) whose scroll stopped short of the end is followed by a jump there.
 *   The browser animates the key's scroll to the end as it was when the key was pressed; every
 *   block the animation passes is rendered on the way, and the view stopped thousands of pixels
 *   above the page's new end. Once the page has not scrolled for SETTLE_MS, a view that moved
 *   and is not at the end goes there. An End key that did not move the page (a field's caret, a
 *   widget's last item, a box's own scrolling) leaves it where it is.
 *
 * Returns a function that stops listening.
 * @example useEffect(() => keepEndReachable(document, blocks.at(-1)), []);
 */
export function keepEndReachable(target: EventTarget, last: Element | undefined): () => void {
  let from: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listen = (event: Event) => {
    last?.setAttribute("data-rendered", "");
    last = undefined;
    if (event.type === "keydown") {
      if ((event as KeyboardEvent).key !== "End") return;
      from = scrollY;
    } else if (from === undefined) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const end = document.documentElement.scrollHeight;
      // A pixel of rounding counts as there.
      if (scrollY !== from && scrollY + innerHeight < end - 1) scrollTo(0, end);
      from = undefined;
    }, SETTLE_MS);
  };
  target.addEventListener("keydown", listen);
  // (A scroll event cannot be cancelled: there is nothing for `passive` to say.)
  target.addEventListener("scroll", listen);
  return () => {
    clearTimeout(timer);
    target.removeEventListener("keydown", listen);
    target.removeEventListener("scroll", listen);
  };
}
