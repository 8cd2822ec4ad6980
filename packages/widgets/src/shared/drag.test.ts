import { expect, test } from "vitest";
import { DRAG_THRESHOLD, dragAxis, dragSteps, SWIPE_THRESHOLD } from "./drag.js";

test("a press stays a click until it has travelled the threshold, then takes the axis it moved most on", () => {
  expect(dragAxis(DRAG_THRESHOLD - 1, 3)).toBeNull();
  expect(dragAxis(-DRAG_THRESHOLD, 2)).toBe("x");
  expect(dragAxis(4, -12)).toBe("y");
  // A diagonal is the page's scroll: only a mostly sideways move drags the slides.
  expect(dragAxis(12, 12)).toBe("y");
});

test("a released drag moves to the nearest slide, forward when dragged against the reading direction", () => {
  const pitch = 467;
  expect(dragSteps(-300, pitch)).toBe(1);
  expect(dragSteps(-720, pitch)).toBe(2);
  expect(dragSteps(500, pitch)).toBe(-1);
  expect(dragSteps(-1000, pitch)).toBe(2);
});

test("a short flick past the swipe threshold still turns one slide; less is no move", () => {
  expect(dragSteps(-SWIPE_THRESHOLD, 467)).toBe(1);
  expect(dragSteps(SWIPE_THRESHOLD + 5, 467)).toBe(-1);
  expect(dragSteps(-(SWIPE_THRESHOLD - 1), 467)).toBe(0);
  expect(dragSteps(-300, 0)).toBe(0);
});

test("right to left, a drag to the right moves forward", () => {
  expect(dragSteps(300, 467, true)).toBe(1);
  expect(dragSteps(-300, 467, true)).toBe(-1);
});
