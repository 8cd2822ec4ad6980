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
 * Runs `start` at the visitor's first key press on `target` (the page). The keyboard is what
 * needs the far blocks laid out ahead of the reader: a code box that scrolls is a Tab stop only
 * once it has been measured (app/lessons/scroll-stops.ts). A reader who scrolls, by pointer or
 * touch, gets each block laid out by the browser as it comes near. Returns a function that stops
 * listening and stops what `start` started.
 * @example useEffect(() => whenKeyboardUsed(document, () => renderWhenIdle(blocks)), []);
 */
export function whenKeyboardUsed(target: EventTarget, start: () => () => void): () => void {
  let stop = () => {};
  const pressed = () => {
    target.removeEventListener("keydown", pressed, true);
    stop = start();
  };
  // Captured, so a widget that stops a key's propagation still counts as the keyboard in use.
  target.addEventListener("keydown", pressed, true);
  return () => {
    target.removeEventListener("keydown", pressed, true);
    stop();
  };
}
