import { expect, test } from "vitest";
import { clampIndex, rotationEnabled, rotationReducer, rotationState, step, type RotationAction, type RotationHold } from "./carousel-state.js";

const on = (): RotationHold => ({ stopped: false, reasons: [] });
const run = (state: RotationHold, ...actions: RotationAction[]) => actions.reduce(rotationReducer, state);

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

test("clampIndex keeps an index inside the slides", () => {
  expect(clampIndex(2, 3)).toBe(2);
  expect(clampIndex(9, 3)).toBe(2);
  expect(clampIndex(-4, 3)).toBe(0);
  expect(clampIndex(1.7, 3)).toBe(1);
  expect(clampIndex(Number.NaN, 3)).toBe(0);
  expect(clampIndex(4, 0)).toBe(0);
});

test("each pause reason is counted once and released on its own", () => {
  const held = run(on(), { type: "pause", reason: "hover" }, { type: "pause", reason: "hover" }, { type: "pause", reason: "focus" });
  expect(held.reasons).toEqual(["hover", "focus"]);
  expect(rotationState(held, 3)).toBe("paused");
  const afterHover = run(held, { type: "resume", reason: "hover" });
  expect(rotationState(afterHover, 3)).toBe("paused");
  expect(rotationState(run(afterHover, { type: "resume", reason: "focus" }), 3)).toBe("playing");
});

test("a hidden tab pauses rotation like hover and focus", () => {
  expect(rotationState(run(on(), { type: "pause", reason: "hidden" }), 3)).toBe("paused");
});

test("reduced motion and the stop control turn rotation off; play turns it back on", () => {
  const reduced = run(on(), { type: "pause", reason: "reduced-motion" });
  expect(rotationEnabled(reduced)).toBe(false);
  expect(rotationState(reduced, 3)).toBe("stopped");
  expect(rotationState(run(reduced, { type: "play" }), 3)).toBe("playing");

  const stopped = run(on(), { type: "stop" });
  expect(rotationState(stopped, 3)).toBe("stopped");
  expect(rotationState(run(stopped, { type: "pause", reason: "hover" }), 3)).toBe("stopped");
  // play keeps the other reasons: under the pointer it stays paused until the pointer leaves
  expect(rotationState(run(stopped, { type: "pause", reason: "hover" }, { type: "play" }), 3)).toBe("paused");
});

test("unchanged transitions keep the same state object", () => {
  const stopped = run(on(), { type: "stop" });
  expect(rotationReducer(stopped, { type: "stop" })).toBe(stopped);
  const state = on();
  expect(rotationReducer(state, { type: "resume", reason: "hover" })).toBe(state);
});

test("a single slide never rotates", () => {
  expect(rotationState(on(), 1)).toBe("stopped");
});
