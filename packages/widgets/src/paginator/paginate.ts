export type PageDirection = "first" | "prev" | "next" | "last";

/** What every move reports: the 1-based page, its zero-based index, and how it got there. */
export type PageChange = {
  page: number;
  index: number;
  /** An arrow button's direction, or "page" when a page number was picked (templateTwo). */
  direction: PageDirection | "page";
};

/**
 * A page count as a whole number ≥ 0: fractions round down, anything not finite is 0.
 *
 * @example normalizeTotal(4.7) // 4
 */
export function normalizeTotal(totalPages: number): number {
  return Number.isFinite(totalPages) ? Math.max(0, Math.floor(totalPages)) : 0;
}

/**
 * A page number clamped into 1..total (0 when there are no pages); fractions round down.
 *
 * @example clampPage(9, 5) // 5
 */
export function clampPage(page: number, totalPages: number): number {
  const total = normalizeTotal(totalPages);
  if (total === 0) return 0;
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(whole, 1), total);
}

/**
 * The target of an arrow move from `current`, or null when that arrow is disabled. With `loop`,
 * next on the last page goes to the first and previous on the first to the last.
 *
 * @example move("next", 1, 10) // { page: 2, index: 1, direction: "next" }
 * @example move("next", 10, 10, true) // { page: 1, index: 0, direction: "next" }
 */
export function move(direction: PageDirection, current: number, totalPages: number, loop = false): PageChange | null {
  const total = normalizeTotal(totalPages);
  const page = clampPage(current, total);
  let target = { first: 1, prev: page - 1, next: page + 1, last: total }[direction];
  if (loop && total > 0) target = ((target + total - 1) % total) + 1;
  if (total === 0 || target < 1 || target > total || target === page) return null;
  return { page: target, index: target - 1, direction };
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
  const size = Math.min(Math.max(Number.isFinite(maxVisiblePages) ? Math.floor(maxVisiblePages) : 1, 1), total);
  const page = clampPage(current, total);
  const first = Math.min(Math.max(page - Math.floor((size - 1) / 2), 1), total - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
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
