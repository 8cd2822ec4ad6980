import { expect, test } from "vitest";
import { arrowState, clampPage, move, normalizeTotal, pageWindow, positionState, refocusTarget } from "./paginate.js";

test("normalizeTotal floors fractions and turns negatives and non-numbers into 0", () => {
  expect(normalizeTotal(4.7)).toBe(4);
  expect(normalizeTotal(0)).toBe(0);
  expect(normalizeTotal(-3)).toBe(0);
  expect(normalizeTotal(Number.NaN)).toBe(0);
  expect(normalizeTotal(Number.POSITIVE_INFINITY)).toBe(0);
});

test("clampPage keeps a page within 1..total, and 0 with no pages", () => {
  expect(clampPage(0, 5)).toBe(1);
  expect(clampPage(9, 5)).toBe(5);
  expect(clampPage(2.9, 5)).toBe(2);
  expect(clampPage(Number.NaN, 5)).toBe(1);
  expect(clampPage(3, 0)).toBe(0);
});

test("the four moves report page, zero-based index and direction", () => {
  expect(move("next", 1, 10)).toEqual({ page: 2, index: 1, direction: "next" });
  expect(move("prev", 5, 10)).toEqual({ page: 4, index: 3, direction: "prev" });
  expect(move("first", 5, 10)).toEqual({ page: 1, index: 0, direction: "first" });
  expect(move("last", 5, 10)).toEqual({ page: 10, index: 9, direction: "last" });
});

test("moves off either end, or with no pages, are null", () => {
  expect(move("prev", 1, 10)).toBeNull();
  expect(move("first", 1, 10)).toBeNull();
  expect(move("next", 10, 10)).toBeNull();
  expect(move("last", 10, 10)).toBeNull();
  expect(move("next", 1, 1)).toBeNull();
  expect(move("next", 0, 0)).toBeNull();
});

test("first and previous are disabled on page 1, next and last on the last page", () => {
  expect(arrowState(1, 5)).toEqual({ first: false, prev: false, next: true, last: true });
  expect(arrowState(3, 5)).toEqual({ first: true, prev: true, next: true, last: true });
  expect(arrowState(5, 5)).toEqual({ first: true, prev: true, next: false, last: false });
  expect(arrowState(1, 1)).toEqual({ first: false, prev: false, next: false, last: false });
  expect(arrowState(1, 0)).toEqual({ first: false, prev: false, next: false, last: false });
});

test("pageWindow slides with the current page and sticks at both ends", () => {
  expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(3, 10, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
  expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
  expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
});

test("pageWindow edge input: more visible than pages, zero pages, fractions and nonsense", () => {
  expect(pageWindow(2, 3, 10)).toEqual([1, 2, 3]);
  expect(pageWindow(1, 0, 5)).toEqual([]);
  expect(pageWindow(1, 1, 5)).toEqual([1]);
  expect(pageWindow(2, 4.5, 2.8)).toEqual([2, 3]);
  expect(pageWindow(4, 4.5, 2.8)).toEqual([3, 4]);
  expect(pageWindow(1, 4, 0)).toEqual([1]);
  expect(pageWindow(1, 4, Number.NaN)).toEqual([1]);
});

test("refocusTarget: the counterpart for spread-out arrows, the nearest for a compact row, only if usable", () => {
  const all = ["first", "prev", "next", "last"] as const;
  expect(refocusTarget("last", arrowState(10, 10), all, "counterpart")).toBe("first");
  expect(refocusTarget("next", arrowState(10, 10), all, "counterpart")).toBe("prev");
  expect(refocusTarget("first", arrowState(1, 10), all, "counterpart")).toBe("last");
  expect(refocusTarget("last", arrowState(10, 10), all, "nearest")).toBe("prev");
  expect(refocusTarget("first", arrowState(1, 10), all, "nearest")).toBe("next");
  // templateOne has no first/last: the counterpart falls back to the other arrow that exists.
  expect(refocusTarget("next", arrowState(4, 4), ["prev", "next"], "counterpart")).toBe("prev");
  // One page: nothing is usable.
  expect(refocusTarget("next", arrowState(1, 1), all, "nearest")).toBeNull();
});

test("positionState names where the page sits: empty, single, first, middle, last (out of range clamped)", () => {
  expect(positionState(1, 0)).toBe("empty");
  expect(positionState(1, 1)).toBe("single");
  expect(positionState(1, 5)).toBe("first");
  expect(positionState(3, 5)).toBe("middle");
  expect(positionState(5, 5)).toBe("last");
  expect(positionState(9, 5)).toBe("last");
  expect(positionState(0, 5)).toBe("first");
});

test("with loop, next on the last page goes to the first and previous on the first to the last", () => {
  expect(move("next", 10, 10, true)).toEqual({ page: 1, index: 0, direction: "next" });
  expect(move("prev", 1, 10, true)).toEqual({ page: 10, index: 9, direction: "prev" });
  expect(move("next", 4, 10, true)).toEqual({ page: 5, index: 4, direction: "next" });
  // First and last still stop where they are; one page has nowhere to go.
  expect(move("first", 1, 10, true)).toBeNull();
  expect(move("next", 1, 1, true)).toBeNull();
  expect(arrowState(1, 10, true)).toEqual({ first: false, prev: true, next: true, last: true });
  expect(arrowState(10, 10, true)).toEqual({ first: true, prev: true, next: true, last: false });
  expect(arrowState(1, 1, true)).toEqual({ first: false, prev: false, next: false, last: false });
});
