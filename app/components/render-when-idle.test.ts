// @vitest-environment jsdom
import { expect, test } from "vitest";
import { renderWhenIdle, whenKeyboardUsed, type FrameScheduler } from "./render-when-idle";

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

test("starts at the first key press, once, and stops what it started", () => {
  const page = new EventTarget();
  const { count, start } = counted();
  const stop = whenKeyboardUsed(page, start);
  page.dispatchEvent(new Event("pointerdown"));
  expect(count.started).toBe(0);
  page.dispatchEvent(new Event("keydown"));
  page.dispatchEvent(new Event("keydown"));
  expect(count).toEqual({ started: 1, stopped: 0 });
  stop();
  expect(count.stopped).toBe(1);
});

test("stopped before any key press, it no longer listens", () => {
  const page = new EventTarget();
  const { count, start } = counted();
  whenKeyboardUsed(page, start)();
  page.dispatchEvent(new Event("keydown"));
  expect(count).toEqual({ started: 0, stopped: 0 });
});
