import { expect, test } from "vitest";
import { SWIPE_THRESHOLD, swipeDirection } from "./utils.js";

test("a swipe is a mostly horizontal move past the threshold; leftwards means next", () => {
  expect(swipeDirection(-80, 10)).toBe("next");
  expect(swipeDirection(80, -10)).toBe("prev");
  expect(swipeDirection(-(SWIPE_THRESHOLD - 1), 0)).toBeNull();
  expect(swipeDirection(-SWIPE_THRESHOLD, 0)).toBe("next");
  expect(swipeDirection(-60, 90)).toBeNull();
  expect(swipeDirection(-60, 60)).toBeNull();
  expect(swipeDirection(-20, 0, 10)).toBe("next");
});
