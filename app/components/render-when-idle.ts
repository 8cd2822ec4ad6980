/** What renderWhenIdle needs from the browser; tests pass their own. */
export type FrameScheduler = {
  /** Runs after the next frame has been rendered, when the main thread is idle. */
  afterNextFrame: (callback: () => void) => () => void;
};

/** requestAnimationFrame, then requestIdleCallback (a short timeout where it is missing). */
export const browserScheduler: FrameScheduler = {
  afterNextFrame(callback) {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      if (typeof requestIdleCallback === "function") idle = requestIdleCallback(callback, { timeout: 1000 });
      else timer = setTimeout(callback, 1);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  },
};

/**
 * Marks the given blocks `data-rendered`, in document order, one per frame and only when the
 * main thread is idle, so that each block's first layout is a small task of its own rather than
 * part of one long one (see app/styles/render-when-near.css.ts). Blocks already marked are
 * skipped. Returns a function that stops before the next block.
 * @example const stop = renderWhenIdle([...document.querySelectorAll("section")]);
 */
export function renderWhenIdle(blocks: readonly HTMLElement[], scheduler: FrameScheduler = browserScheduler): () => void {
  const pending = blocks.filter((block) => !block.hasAttribute("data-rendered"));
  let cancel = () => {};
  const next = () => {
    pending.shift()?.setAttribute("data-rendered", "");
    if (pending.length) cancel = scheduler.afterNextFrame(next);
  };
  if (pending.length) cancel = scheduler.afterNextFrame(next);
  // Only the next block is ever scheduled, so cancelling it stops the rest.
  return () => cancel();
}

/**
 * Runs `start` at the visitor's first key press on `target`, and records it in `keyboard`; runs it
 * at once when `keyboard` says a key was pressed earlier in the visit (on another page). The
 * keyboard is what needs the far blocks laid out ahead of the reader: a code box that scrolls is
 * a Tab stop only once it has been measured (app/lessons/scroll-stops.ts). A reader who scrolls,
 * by pointer or touch, gets each block laid out by the browser as it comes near. Returns a
 * function that stops listening and stops what `start` started.
 * @example useEffect(() => whenKeyboardUsed(document, keyboard, () => renderWhenIdle(blocks)), []);
 */
export function whenKeyboardUsed(target: EventTarget, keyboard: { used: boolean }, start: () => () => void): () => void {
  if (keyboard.used) return start();
  let stop = () => {};
  const pressed = () => {
    keyboard.used = true;
    stop = start();
  };
  target.addEventListener("keydown", pressed, { capture: true, once: true });
  return () => {
    target.removeEventListener("keydown", pressed, { capture: true });
    stop();
  };
}

/** Calls `near` once for each block as it comes within reach of the viewport; tests pass their own. */
export type ObserveNear = (blocks: readonly HTMLElement[], near: (block: HTMLElement) => void) => () => void;

/** An IntersectionObserver reaching a screen above and below the viewport. */
export const observeWithinAScreen: ObserveNear = (blocks, near) => {
  if (typeof IntersectionObserver === "undefined") return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        near(entry.target as HTMLElement);
      }
    },
    { rootMargin: "100% 0px" },
  );
  for (const block of blocks) observer.observe(block);
  return () => observer.disconnect();
};

/**
 * Marks each block `data-rendered` as it comes within a screen of the viewport, a little ahead
 * of the browser's own rendering of it, so that from then on it keeps its layout and may anchor
 * the scroll position (render-when-near.css.ts). The last block is marked at once: a jump to the
 * end of the page (End, a drag of the scrollbar) lands beside what follows the blocks, before
 * any observer has seen it. Blocks already marked are left out. Returns a function that stops
 * watching.
 * @example const stop = markWhenNear([...document.querySelectorAll("section")]);
 */
export function markWhenNear(blocks: readonly HTMLElement[], observe: ObserveNear = observeWithinAScreen): () => void {
  const mark = (block: HTMLElement) => block.setAttribute("data-rendered", "");
  const last = blocks.at(-1);
  if (last) mark(last);
  const pending = blocks.filter((block) => !block.hasAttribute("data-rendered"));
  if (!pending.length) return () => {};
  return observe(pending, mark);
}
