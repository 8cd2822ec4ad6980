// @vitest-environment jsdom
import { expect, test } from "vitest";
import { markWhenNear, renderWhenIdle, whenKeyboardUsed, type FrameScheduler, type ObserveNear } from "./render-when-idle";

/** Frames the test advances by hand. */
function manualFrames() {
  let queue: (() => void)[] = [];
  const scheduler: FrameScheduler = {
    afterNextFrame(callback) {
      queue.push(callback);
      return () => {
        queue = queue.filter((queued) => queued !== callback);
      };
    },
  };
  const frame = () => {
    const now = queue;
    queue = [];
    for (const callback of now) callback();
  };
  return { scheduler, frame, waiting: () => queue.length };
}

function blocks(count: number): HTMLElement[] {
  return Array.from({ length: count }, () => document.createElement("section"));
}
const rendered = (list: HTMLElement[]) => list.map((block) => block.hasAttribute("data-rendered"));

test("marks the blocks in order, one per frame, and then stops asking for frames", () => {
  const { scheduler, frame, waiting } = manualFrames();
  const list = blocks(3);
  renderWhenIdle(list, scheduler);
  expect(rendered(list)).toEqual([false, false, false]);
  frame();
  expect(rendered(list)).toEqual([true, false, false]);
  frame();
  expect(rendered(list)).toEqual([true, true, false]);
  frame();
  expect(rendered(list)).toEqual([true, true, true]);
  expect(waiting()).toBe(0);
});

test("skips blocks already rendered, and asks for nothing when all are", () => {
  const { scheduler, frame, waiting } = manualFrames();
  const list = blocks(3);
  list[0].setAttribute("data-rendered", "");
  renderWhenIdle(list, scheduler);
  frame();
  expect(rendered(list)).toEqual([true, true, false]);
  frame();
  expect(rendered(list)).toEqual([true, true, true]);

  const done = manualFrames();
  renderWhenIdle(list, done.scheduler);
  expect(done.waiting()).toBe(0);
  expect(waiting()).toBe(0);
});

test("stopping leaves the remaining blocks as they are", () => {
  const { scheduler, frame, waiting } = manualFrames();
  const list = blocks(3);
  const stop = renderWhenIdle(list, scheduler);
  frame();
  stop();
  expect(waiting()).toBe(0);
  frame();
  expect(rendered(list)).toEqual([true, false, false]);
});

/** A start function that counts its starts and its stops. */
function counted() {
  const count = { started: 0, stopped: 0 };
  const start = () => {
    count.started++;
    return () => void count.stopped++;
  };
  return { count, start };
}

test("starts at the first key press, once, and remembers the keyboard for the next page", () => {
  const page = new EventTarget();
  const keyboard = { used: false };
  const { count, start } = counted();
  const stop = whenKeyboardUsed(page, keyboard, start);
  page.dispatchEvent(new Event("pointerdown"));
  expect(count.started).toBe(0);
  page.dispatchEvent(new Event("keydown"));
  page.dispatchEvent(new Event("keydown"));
  expect(count).toEqual({ started: 1, stopped: 0 });
  expect(keyboard.used).toBe(true);
  stop();
  expect(count.stopped).toBe(1);

  // The next page of the visit starts at once.
  const next = counted();
  whenKeyboardUsed(new EventTarget(), keyboard, next.start);
  expect(next.count.started).toBe(1);
});

test("stopped before any key press, it no longer listens", () => {
  const page = new EventTarget();
  const keyboard = { used: false };
  const { count, start } = counted();
  whenKeyboardUsed(page, keyboard, start)();
  page.dispatchEvent(new Event("keydown"));
  expect(count).toEqual({ started: 0, stopped: 0 });
  expect(keyboard.used).toBe(false);
});

/** An observer the test moves blocks near by hand. */
function manualNearness() {
  let watched: readonly HTMLElement[] = [];
  let near: (block: HTMLElement) => void = () => {};
  let stopped = false;
  const observe: ObserveNear = (blocks, callback) => {
    watched = blocks;
    near = callback;
    return () => void (stopped = true);
  };
  return { observe, watched: () => watched, comeNear: (block: HTMLElement) => near(block), stopped: () => stopped };
}

test("marks the last block at once and each other one as it comes near", () => {
  const nearness = manualNearness();
  const list = blocks(4);
  list[1].setAttribute("data-rendered", "");
  const stop = markWhenNear(list, nearness.observe);
  expect(rendered(list)).toEqual([false, true, false, true]);
  expect(nearness.watched()).toEqual([list[0], list[2]]);
  nearness.comeNear(list[2]);
  expect(rendered(list)).toEqual([false, true, true, true]);
  stop();
  expect(nearness.stopped()).toBe(true);
});

test("watches nothing when every block is marked, or there is none", () => {
  for (const list of [blocks(1), []]) {
    const nearness = manualNearness();
    markWhenNear(list, nearness.observe)();
    expect(nearness.watched()).toEqual([]);
    expect(nearness.stopped()).toBe(false);
  }
});
