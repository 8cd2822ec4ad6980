// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { keepEndReachable, SETTLE_MS } from "./page-end";

/** A page of `height` px seen through a view of 800 px, its scrolling done by hand. */
function page(height: number) {
  const state = { offset: 0, height, jumps: 0 };
  Object.defineProperty(window, "scrollY", { configurable: true, get: () => state.offset });
  Object.defineProperty(window, "innerHeight", { configurable: true, get: () => 800 });
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, get: () => state.height });
  vi.spyOn(window, "scrollTo").mockImplementation(((_x: number, y: number) => {
    state.jumps++;
    state.offset = Math.min(y, state.height - 800);
  }) as typeof window.scrollTo);
  return { state };
}

const end = (init: KeyboardEventInit = {}) => new KeyboardEvent("keydown", { key: "End", bubbles: true, cancelable: true, ...init });

beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

test("an End key whose scroll stopped short of a page that grew takes the view to the new end, once it has settled", () => {
  const { state } = page(10_000);
  const stop = keepEndReachable(document, undefined);
  document.body.dispatchEvent(end());
  // The browser's animation, towards the end of the page as it was, while the page grows.
  for (const offset of [2000, 5000, 9200]) {
    state.offset = offset;
    state.height += 1000;
    document.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(SETTLE_MS - 1);
  }
  expect(state.jumps, "still scrolling").toBe(0);
  vi.advanceTimersByTime(1);
  expect(state).toEqual({ offset: 12_200, height: 13_000, jumps: 1 });
  stop();
});

test("a view already at the end, or that did not move, stays where it is", () => {
  const { state } = page(10_000);
  const stop = keepEndReachable(document, undefined);
  document.body.dispatchEvent(end());
  vi.advanceTimersByTime(SETTLE_MS);
  expect(state.jumps, "the key moved nothing (a field, a widget or a box of its own took it)").toBe(0);
  document.body.dispatchEvent(end());
  state.offset = 9200;
  document.dispatchEvent(new Event("scroll"));
  vi.advanceTimersByTime(SETTLE_MS);
  expect(state.jumps, "the scroll reached the end").toBe(0);
  stop();
});

test("other keys, and scrolls alone, are left alone", () => {
  const { state } = page(10_000);
  const stop = keepEndReachable(document, undefined);
  for (const event of [new KeyboardEvent("keydown", { key: "PageDown", bubbles: true }), new KeyboardEvent("keydown", { key: " ", bubbles: true })]) {
    document.body.dispatchEvent(event);
    state.offset += 800;
    document.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(SETTLE_MS);
  }
  document.dispatchEvent(new Event("scroll"));
  vi.advanceTimersByTime(SETTLE_MS);
  expect(state.jumps).toBe(0);
  stop();
});

test("a reader who takes over before the view settles (a wheel, a touch, a press, another key) is left there", () => {
  for (const input of [new Event("wheel"), new Event("touchstart"), new Event("pointerdown"), new KeyboardEvent("keydown", { key: "ArrowUp" })]) {
    const { state } = page(10_000);
    const stop = keepEndReachable(document, undefined);
    document.body.dispatchEvent(end());
    state.offset = 6000;
    state.height += 3000;
    document.dispatchEvent(new Event("scroll"));
    document.dispatchEvent(input);
    state.offset = 5200;
    document.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(SETTLE_MS);
    expect(state, input.type).toEqual({ offset: 5200, height: 13_000, jumps: 0 });
    stop();
  }
});

test("stopped, it neither listens nor jumps later", () => {
  const { state } = page(10_000);
  const stop = keepEndReachable(document, undefined);
  document.body.dispatchEvent(end());
  state.offset = 5000;
  document.dispatchEvent(new Event("scroll"));
  stop();
  vi.advanceTimersByTime(SETTLE_MS);
  document.body.dispatchEvent(end());
  state.offset = 6000;
  document.dispatchEvent(new Event("scroll"));
  vi.advanceTimersByTime(SETTLE_MS);
  expect(state.jumps).toBe(0);
});

test("the visitor's first scroll, or End key, marks the blocks a view of the end shows and half a view more; another key or a tap does not", () => {
  for (const first of [new Event("scroll"), end()]) {
    // A page of 10,000 px seen through 800 px: its end's view starts at 9,200 and half a view
    // above it is 8,800. Blocks as laid out (skipped ones at their estimates), from the top.
    const { state } = page(10_000);
    state.offset = 1000;
    const bottoms = [3000, 6000, 8000, 8900, 9500, 10_000];
    const blocks = bottoms.map((bottom) => {
      const block = document.body.appendChild(document.createElement("section"));
      block.getBoundingClientRect = () => ({ bottom: bottom - state.offset }) as DOMRect;
      return block;
    });
    const marked = () => blocks.map((block) => block.hasAttribute("data-rendered"));
    const stop = keepEndReachable(document, blocks);
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    document.body.dispatchEvent(new Event("click", { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    expect(marked(), `before ${first.type}`).toEqual([false, false, false, false, false, false]);
    (first.type === "scroll" ? document : document.body).dispatchEvent(first);
    expect(marked(), `after ${first.type}`).toEqual([false, false, false, true, true, true]);
    // Rendered, they are 1,000 px shorter than their estimates: the next frame measures again, and
    // a view and a half from the new end reaches one block further up.
    state.height = 9000;
    vi.advanceTimersByTime(20);
    expect(marked(), `the frame after ${first.type}`).toEqual([false, false, true, true, true, true]);
    // A frame that marks none is the last: later changes of the end, and later scrolls, mark
    // nothing more, whatever they bring near.
    vi.advanceTimersByTime(20);
    state.height = 6000;
    vi.advanceTimersByTime(100);
    state.offset = 3000;
    document.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(100);
    expect(marked(), `later, after ${first.type}`).toEqual([false, false, true, true, true, true]);
    stop();
    for (const block of blocks) block.remove();
  }
});
