/** Time without a scroll event after which a key's scroll counts as finished. */
export const SETTLE_MS = 150;

/**
 * Keeps a long page's end where a jump there lands. The long pages leave their far blocks
 * unrendered, each reserving an estimate of its height (app/styles/render-when-near.css.ts), so
 * the page's end moves as they are rendered. Listens on `target` (the document, where the page's
 * own scroll events and key presses arrive; a box's scroll events do not bubble up) for two things:
 *
 * - The visitor's first scroll of the page, or End key, marks rendered the blocks a view of the
 *   page's end shows, and half a view more (`blocks`: the page's outermost ones, in order;
 *   `markEnd`): a jump to the end then lands on their real heights, and nothing it shows grows or
 *   shrinks from its estimate under the reader's eyes (at 1280 px, /widgets/progress-ring's props
 *   table did, by 13 px, once rendered there). (Marked at hydration, the last block was a long
 *   task of a slow phone's every load; marked at any first key, a Tab, they would lengthen that
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
 * @example useEffect(() => keepEndReachable(document, outermostBlocks), []);
 */
export function keepEndReachable(target: EventTarget, blocks: Element[] | undefined): () => void {
  // Where the view was when the End key was pressed, while its scroll is followed.
  let from: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listen = (event: Event) => {
    // Only a key press has a key.
    const end = (event as KeyboardEvent).key === "End";
    const scroll = event.type === "scroll";
    if (blocks && (end || scroll)) {
      markEnd(blocks);
      blocks = undefined;
    }
    if (end) from = scrollY;
    // Another key, a wheel, a touch or a press: the reader has taken over.
    else if (!scroll) from = undefined;
    clearTimeout(timer);
    if (from !== undefined)
      timer = setTimeout(() => {
        const height = document.documentElement.scrollHeight;
        // A pixel of rounding counts as there.
        if (scrollY !== from && scrollY + innerHeight < height - 1) scrollTo(0, height);
        from = undefined;
      }, SETTLE_MS);
  };
  // Not marked passive: a wheel or a touch listened to on the document is passive by default
  // (Chromium, Firefox and Safari), and nothing here cancels an event.
  for (const type of EVENTS) target.addEventListener(type, listen);
  return () => {
    clearTimeout(timer);
    for (const type of EVENTS) target.removeEventListener(type, listen);
  };
}

const EVENTS = ["keydown", "scroll", "wheel", "touchstart", "pointerdown"];

/**
 * Marks rendered each of `blocks` that ends in the view of the page's end or half a view above it,
 * measured as laid out (a skipped block at its estimate), and once that frame has laid them out,
 * again at the heights they turned out to have, until a frame marks none: the end moves as a
 * block's estimate gives way to its height. Every block is measured before any is marked: a
 * measure after a mark would lay that block out there and then.
 */
function markEnd(blocks: Element[], marked = 0) {
  const from = document.documentElement.scrollHeight - innerHeight * 1.5 - scrollY;
  const near = blocks.filter((block) => block.getBoundingClientRect().bottom > from);
  for (const block of near) block.setAttribute("data-rendered", "");
  // The blocks stack in document order, so those near the end are the last ones: a frame that
  // finds no more of them than the one before is the last.
  if (near.length > marked) requestAnimationFrame(() => markEnd(blocks, near.length));
}
