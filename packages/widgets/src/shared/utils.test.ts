import { expect, test } from "vitest";
import { isPlainClick, SWIPE_THRESHOLD, swipeDirection } from "./utils.js";

test("a swipe is a mostly horizontal move past the threshold; leftwards means next", () => {
  expect(swipeDirection(-80, 10)).toBe("next");
  expect(swipeDirection(80, -10)).toBe("prev");
  expect(swipeDirection(-(SWIPE_THRESHOLD - 1), 0)).toBeNull();
  expect(swipeDirection(-SWIPE_THRESHOLD, 0)).toBe("next");
  expect(swipeDirection(-60, 90)).toBeNull();
  expect(swipeDirection(-60, 60)).toBeNull();
  expect(swipeDirection(-20, 0, 10)).toBe("next");
});

test("a plain click is the main button with no modifier key", () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  expect(isPlainClick(click)).toBe(true);
  expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) expect(isPlainClick({ ...click, [key]: true }), key).toBe(false);
});
