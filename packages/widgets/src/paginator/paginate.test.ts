import { expect, test } from "vitest";
import { arrowState, clampPage, move, normalizeTotal, pageItems, pageWindow, positionState, refocusTarget, type PageItem } from "./paginate.js";

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

test("the four moves report their reason and direction, the page (1-based) and its zero-based index", () => {
  expect(move("next", 1, 10)).toEqual({ reason: "next", direction: "next", page: 2, pageIndex: 1 });
  expect(move("prev", 5, 10)).toEqual({ reason: "prev", direction: "prev", page: 4, pageIndex: 3 });
  expect(move("first", 5, 10)).toEqual({ reason: "first", direction: "first", page: 1, pageIndex: 0 });
  expect(move("last", 5, 10)).toEqual({ reason: "last", direction: "last", page: 10, pageIndex: 9 });
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

test("pageItems: boundary pages, a window around the current page and ellipses, as MUI and react-paginate show them", () => {
  expect(pageItems(1, 20, 3, 1)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 20]);
  expect(pageItems(4, 20, 3, 1)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 20]);
  expect(pageItems(5, 20, 3, 1)).toEqual([1, "start-ellipsis", 4, 5, 6, "end-ellipsis", 20]);
  expect(pageItems(10, 20, 3, 1)).toEqual([1, "start-ellipsis", 9, 10, 11, "end-ellipsis", 20]);
  expect(pageItems(16, 20, 3, 1)).toEqual([1, "start-ellipsis", 15, 16, 17, "end-ellipsis", 20]);
  expect(pageItems(17, 20, 3, 1)).toEqual([1, "start-ellipsis", 16, 17, 18, 19, 20]);
  expect(pageItems(20, 20, 3, 1)).toEqual([1, "start-ellipsis", 16, 17, 18, 19, 20]);
  expect(pageItems(10, 20, 5, 2)).toEqual([1, 2, "start-ellipsis", 8, 9, 10, 11, 12, "end-ellipsis", 19, 20]);
  // An even window leans forward, as pageWindow does.
  expect(pageItems(10, 20, 4, 1)).toEqual([1, "start-ellipsis", 9, 10, 11, 12, "end-ellipsis", 20]);
  // Everything fits: every page, no ellipsis.
  expect(pageItems(4, 7, 3, 1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  // No boundary: the spec's plain sliding window.
  expect(pageItems(10, 20, 5, 0)).toEqual(pageWindow(10, 20, 5));
  expect(pageItems(10, 20, 5)).toEqual([8, 9, 10, 11, 12]);
});

test("pageItems edge input: no pages, fractions and nonsense never throw", () => {
  expect(pageItems(1, 0, 5, 1)).toEqual([]);
  expect(pageItems(1, 1, 5, 1)).toEqual([1]);
  expect(pageItems(99, 20.7, 3, 1)).toEqual([1, "start-ellipsis", 16, 17, 18, 19, 20]);
  expect(pageItems(Number.NaN, 20, 3, 1.9)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 20]);
  expect(pageItems(10, 20, 3, Number.NaN)).toEqual([9, 10, 11]);
  expect(pageItems(10, 20, 3, -2)).toEqual([9, 10, 11]);
  expect(pageItems(10, 20, Number.NaN, 1)).toEqual([1, "start-ellipsis", 10, "end-ellipsis", 20]);
});

test("pageItems, every small case: the current page, both ends and the window show; an ellipsis hides two or more pages; one length throughout", () => {
  // Plain checks gathered into one list, so that some 3,000 cases stay quick.
  const wrong: string[] = [];
  for (let total = 0; total <= 14; total++) {
    for (let visible = 1; visible <= 7; visible++) {
      for (let boundary = 0; boundary <= 3; boundary++) {
        const lengths = new Set<number>();
        for (let current = 1; current <= total; current++) {
          const items = pageItems(current, total, visible, boundary);
          const fail = (rule: string) => wrong.push(`pageItems(${current}, ${total}, ${visible}, ${boundary}) = ${JSON.stringify(items)}: ${rule}`);
          lengths.add(items.length);
          const pages = items.filter((item): item is number => typeof item === "number");
          if (pages.some((page, i) => page <= (pages[i - 1] ?? 0) || page > total)) fail("pages in order, each once, within 1..total");
          if (!pages.includes(current)) fail("the current page shows");
          if (boundary === 0) {
            if (JSON.stringify(items) !== JSON.stringify(pageWindow(current, total, visible))) fail("no boundary: the sliding window");
            continue;
          }
          for (let b = 1; b <= Math.min(boundary, total); b++) if (!pages.includes(b) || !pages.includes(total - b + 1)) fail(`boundary page ${b} from each end shows`);
          const window = Math.min(visible, total);
          const before = Math.floor((window - 1) / 2);
          for (let n = Math.max(1, current - before); n <= Math.min(total, current + window - 1 - before); n++) if (!pages.includes(n)) fail(`window page ${n} shows`);
          items.forEach((item: PageItem, i) => {
            const [left, right] = [items[i - 1], items[i + 1]];
            if (typeof item === "number") {
              if (typeof right === "number" && right !== item + 1) fail(`a gap after ${item} with no ellipsis`);
            } else if (typeof left !== "number" || typeof right !== "number" || right - left < 3) {
              fail("an ellipsis stands between pages, for two or more");
            } else if (item !== (right <= current ? "start-ellipsis" : "end-ellipsis")) {
              fail("start-ellipsis before the current page, end-ellipsis after");
            }
          });
          if (items.length !== Math.min(total, 2 * boundary + window + 2)) fail("length: both boundaries, two slots and the window");
        }
        if (lengths.size > 1) wrong.push(`total ${total}, visible ${visible}, boundary ${boundary}: lengths ${[...lengths]}`);
      }
    }
  }
  expect(wrong).toEqual([]);
});

test("with loop, next on the last page goes to the first and previous on the first to the last", () => {
  expect(move("next", 10, 10, true)).toEqual({ reason: "next", direction: "next", page: 1, pageIndex: 0 });
  expect(move("prev", 1, 10, true)).toEqual({ reason: "prev", direction: "prev", page: 10, pageIndex: 9 });
  expect(move("next", 4, 10, true)).toEqual({ reason: "next", direction: "next", page: 5, pageIndex: 4 });
  // First and last still stop where they are; one page has nowhere to go.
  expect(move("first", 1, 10, true)).toBeNull();
  expect(move("next", 1, 1, true)).toBeNull();
  expect(arrowState(1, 10, true)).toEqual({ first: false, prev: true, next: true, last: true });
  expect(arrowState(10, 10, true)).toEqual({ first: true, prev: true, next: true, last: false });
  expect(arrowState(1, 1, true)).toEqual({ first: false, prev: false, next: false, last: false });
});
