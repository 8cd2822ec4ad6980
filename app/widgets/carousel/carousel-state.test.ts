import { expect, test } from "vitest";
import { carouselReducer, initialState, rotationEnabled, rotationState, step, swipeDirection, type CarouselState } from "./carousel-state";

const three = () => initialState({ count: 3 });
const run = (state: CarouselState, ...actions: Parameters<typeof carouselReducer>[1][]) => actions.reduce(carouselReducer, state);

test("step wraps around both ends when wrap is on", () => {
  expect(step(2, 1, 3, true)).toBe(0);
  expect(step(0, -1, 3, true)).toBe(2);
  expect(step(1, 7, 3, true)).toBe(2);
});

test("step clamps at the ends when wrap is off", () => {
  expect(step(2, 1, 3, false)).toBe(2);
  expect(step(0, -1, 3, false)).toBe(0);
  expect(step(0, 0, 0, true)).toBe(0);
});

test("next and prev move one slide and wrap", () => {
  expect(run(three(), { type: "next" }).index).toBe(1);
  expect(run(three(), { type: "next" }, { type: "next" }, { type: "next" }).index).toBe(0);
  expect(run(three(), { type: "prev" }).index).toBe(2);
});

test("without wrap, next at the last slide keeps the same state object", () => {
  const last = initialState({ count: 3, index: 2, wrap: false });
  expect(carouselReducer(last, { type: "next" })).toBe(last);
});

test("go jumps to a slide and clamps out-of-range indexes", () => {
  expect(run(three(), { type: "go", index: 2 }).index).toBe(2);
  expect(run(three(), { type: "go", index: 9 }).index).toBe(2);
  expect(run(three(), { type: "go", index: -4 }).index).toBe(0);
  expect(initialState({ count: 3, index: 5 }).index).toBe(2);
});

test("each pause reason is counted once and released on its own", () => {
  const held = run(three(), { type: "pause", reason: "hover" }, { type: "pause", reason: "hover" }, { type: "pause", reason: "focus" });
  expect(held.reasons).toEqual(["hover", "focus"]);
  expect(rotationState(held)).toBe("paused");
  const afterHover = run(held, { type: "resume", reason: "hover" });
  expect(rotationState(afterHover)).toBe("paused");
  expect(rotationState(run(afterHover, { type: "resume", reason: "focus" }))).toBe("playing");
});

test("a hidden tab pauses rotation like hover and focus", () => {
  expect(rotationState(run(three(), { type: "pause", reason: "hidden" }))).toBe("paused");
});

test("reduced motion and the stop control turn rotation off; play turns it back on", () => {
  const reduced = run(three(), { type: "pause", reason: "reduced-motion" });
  expect(rotationEnabled(reduced)).toBe(false);
  expect(rotationState(reduced)).toBe("stopped");
  expect(rotationState(run(reduced, { type: "play" }))).toBe("playing");

  const stopped = run(three(), { type: "stop" });
  expect(rotationState(stopped)).toBe("stopped");
  expect(rotationState(run(stopped, { type: "pause", reason: "hover" }))).toBe("stopped");
  // play keeps the other reasons: under the pointer it stays paused until the pointer leaves
  expect(rotationState(run(stopped, { type: "pause", reason: "hover" }, { type: "play" }))).toBe("paused");
});

test("a single slide never rotates", () => {
  expect(rotationState(initialState({ count: 1 }))).toBe("stopped");
});

test("a new slide count keeps the index inside the slides", () => {
  const atEnd = initialState({ count: 5, index: 4 });
  expect(run(atEnd, { type: "count", count: 2 })).toMatchObject({ count: 2, index: 1 });
});

test("swipes need a mostly-horizontal move past the threshold", () => {
  expect(swipeDirection(-80, 10)).toBe("next");
  expect(swipeDirection(80, -10)).toBe("prev");
  expect(swipeDirection(-20, 0)).toBeNull();
  expect(swipeDirection(-60, 90)).toBeNull();
});
