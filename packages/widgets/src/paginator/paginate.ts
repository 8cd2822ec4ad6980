export type PageDirection = "first" | "prev" | "next" | "last";

/** What made the page change: an arrow's direction, or `"page"` when a page number was picked (templateTwo). */
export type PageChangeReason = PageDirection | "page";

/** The details of every move (`onPageIndexChange`'s second argument, and what `onFirst`… receive). */
export type PageChange = {
  /** What made the change: `"first"`, `"prev"`, `"next"`, `"last"`, or `"page"` for a page number. */
  reason: PageChangeReason;
  /** The same as `reason`: the spec's name for the arrows' events. */
  direction: PageChangeReason;
  /** The new page, 1-based, as people read it. */
  page: number;
  /** The new page, zero-based: the value `onPageIndexChange` receives. */
  pageIndex: number;
};

/**
 * The details of a move to `page` (1-based).
 *
 * @example pageChange("next", 2) // { reason: "next", direction: "next", page: 2, pageIndex: 1 }
 */
export function pageChange(reason: PageChangeReason, page: number): PageChange {
  return { reason, direction: reason, page, pageIndex: page - 1 };
}

/** `n` rounded down, or `fallback` when `n` is not a finite number. */
const wholeOr = (n: number, fallback: number) => (Number.isFinite(n) ? Math.floor(n) : fallback);

/**
 * A page count as a whole number ≥ 0: fractions round down, anything not finite is 0.
 *
 * @example normalizeTotal(4.7) // 4
 */
export function normalizeTotal(totalPages: number): number {
  return Math.max(0, wholeOr(totalPages, 0));
}

/**
 * A page number clamped into 1..total (0 when there are no pages); fractions round down.
 *
 * @example clampPage(9, 5) // 5
 */
export function clampPage(page: number, totalPages: number): number {
  const total = normalizeTotal(totalPages);
  if (total === 0) return 0;
  return Math.min(Math.max(wholeOr(page, 1), 1), total);
}

/**
 * The target of an arrow move from page `current` (1-based), or null when that arrow is disabled.
 * With `loop`, next on the last page goes to the first and previous on the first to the last.
 *
 * @example move("next", 1, 10) // { reason: "next", direction: "next", page: 2, pageIndex: 1 }
 * @example move("next", 10, 10, true) // { reason: "next", direction: "next", page: 1, pageIndex: 0 }
 */
export function move(direction: PageDirection, current: number, totalPages: number, loop = false): PageChange | null {
  const total = normalizeTotal(totalPages);
  const page = clampPage(current, total);
  let target = { first: 1, prev: page - 1, next: page + 1, last: total }[direction];
  if (loop && total > 0) target = ((target + total - 1) % total) + 1;
  if (total === 0 || target < 1 || target > total || target === page) return null;
  return pageChange(direction, target);
}

/** Where the current page sits: the `data-state` of a paginator's and a slider's root. */
export type PositionState = "empty" | "single" | "first" | "middle" | "last";

/**
 * The position of `current` among the pages: `empty` (no pages), `single` (one), else `first`,
 * `middle` or `last`.
 *
 * @example positionState(3, 3) // "last"
 */
export function positionState(current: number, totalPages: number): PositionState {
  const total = normalizeTotal(totalPages);
  if (total === 0) return "empty";
  if (total === 1) return "single";
  const page = clampPage(current, total);
  return page === 1 ? "first" : page === total ? "last" : "middle";
}

/**
 * Which arrows are usable: first and previous not on page 1, next and last not on the last page;
 * with `loop`, previous and next whenever there are two pages or more.
 */
export function arrowState(current: number, totalPages: number, loop = false): Record<PageDirection, boolean> {
  const total = normalizeTotal(totalPages);
  const page = clampPage(current, total);
  const back = total > 0 && page > 1;
  const forward = total > 0 && page < total;
  const round = loop && total > 1;
  return { first: back, prev: back || round, next: forward || round, last: forward };
}

/**
 * The sliding window of at most `maxVisiblePages` page numbers, keeping `current` as central as
 * the ends allow. A window larger than the page count shows every page; below 1 it shows one.
 *
 * @example pageWindow(6, 10, 5) // [4, 5, 6, 7, 8]
 */
export function pageWindow(current: number, totalPages: number, maxVisiblePages: number): number[] {
  const total = normalizeTotal(totalPages);
  if (total === 0) return [];
  const size = Math.min(Math.max(wholeOr(maxVisiblePages, 1), 1), total);
  const page = clampPage(current, total);
  const first = Math.min(Math.max(page - Math.floor((size - 1) / 2), 1), total - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}

/** One entry of templateTwo's list: a page number (1-based) or an ellipsis standing for skipped pages. */
export type PageItem = number | "start-ellipsis" | "end-ellipsis";

/**
 * templateTwo's page numbers. With `boundaryCount` 0, the sliding window of `pageWindow`. With
 * `boundaryCount` ≥ 1 (as MUI's Pagination and react-paginate do), the first and last
 * `boundaryCount` pages always show, the window of `maxVisiblePages` pages keeps `current` as
 * central as it can between them, and an ellipsis stands wherever two or more pages are skipped
 * (one page alone is shown rather than hidden). The list keeps one length wherever `current` is,
 * so the controls do not jump; when every page fits in that length, every page shows.
 *
 * @example pageItems(10, 20, 3, 1) // [1, "start-ellipsis", 9, 10, 11, "end-ellipsis", 20]
 */
export function pageItems(current: number, totalPages: number, maxVisiblePages: number, boundaryCount = 0): PageItem[] {
  const total = normalizeTotal(totalPages);
  const boundary = Math.max(0, wholeOr(boundaryCount, 0));
  if (boundary === 0 || total === 0) return pageWindow(current, total, maxVisiblePages);
  const size = Math.min(Math.max(wholeOr(maxVisiblePages, 1), 1), total);
  // Each boundary, one slot on each side for an ellipsis (or the one page it would hide), the window.
  const length = 2 * boundary + size + 2;
  if (total <= length) return Array.from({ length: total }, (_, i) => i + 1);
  const page = clampPage(current, total);
  const start = Math.min(Math.max(page - Math.floor((size - 1) / 2), boundary + 2), total - boundary - size);
  const end = start + size - 1;
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [
    ...range(1, boundary),
    start === boundary + 2 ? boundary + 1 : "start-ellipsis",
    ...range(start, end),
    end === total - boundary - 1 ? total - boundary : "end-ellipsis",
    ...range(total - boundary + 1, total),
  ];
}

/**
 * Where focus goes when a move disables the arrow that made it: `counterpart` (the paginator's
 * spread-out templates: last → first, next → previous) or `nearest` (a compact row of arrows:
 * last → previous). The first candidate that is rendered and enabled after the move, or null.
 *
 * @example refocusTarget("last", arrowState(10, 10), ["first", "prev", "next", "last"], "counterpart") // "first"
 */
export function refocusTarget(
  direction: PageDirection,
  enabledAfter: Record<PageDirection, boolean>,
  rendered: readonly PageDirection[],
  order: "counterpart" | "nearest",
): PageDirection | null {
  const candidates: Record<typeof order, Record<PageDirection, PageDirection[]>> = {
    counterpart: { first: ["last", "next"], prev: ["next", "last"], next: ["prev", "first"], last: ["first", "prev"] },
    nearest: { first: ["next", "last"], prev: ["next", "last"], next: ["prev", "first"], last: ["prev", "first"] },
  };
  return candidates[order][direction].find((candidate) => rendered.includes(candidate) && enabledAfter[candidate]) ?? null;
}
