// The table's whole state and its pipeline (filter, then sort, then page) as plain functions, so
// they are tested without React and a page can keep the same state in its URL.
import { collator, sortKey } from "./sort-key.js";

/** A row's fields are read by column name. */
export type TableRow = Record<string, unknown>;

/** One active column filter: the row's value in `col` must start with `value`, ignoring case. */
export type FilterEntry = { col: string; value: string };

export type SortDirection = "asc" | "desc" | "";

export type SortState = { active: string; direction: SortDirection };

export type TableState = {
  filters: FilterEntry[];
  sort: SortState;
  pageIndex: number;
  pageSize: number;
};

export const NO_SORT: SortState = { active: "", direction: "" };

/** The starting state: no filters, no sort, first page. `initialTableState(10).pageSize === 10` */
export function initialTableState(pageSize = 5): TableState {
  return { filters: [], sort: NO_SORT, pageIndex: 0, pageSize };
}

/** A cell's text, for matching and display. `cellText({ n: 3 }, "n") === "3"` */
export function cellText(row: TableRow, col: string): string {
  const value = row[col];
  return value === null || value === undefined ? "" : String(value);
}

/**
 * Adds or replaces `col`'s entry with the trimmed value; blank text removes the entry instead,
 * because a filter on nothing matches every row and would leave a chip that means nothing.
 * `upsertFilter([], "name", " Gi ")` → `[{ col: "name", value: "Gi" }]`
 */
export function upsertFilter(filters: readonly FilterEntry[], col: string, value: string): FilterEntry[] {
  const trimmed = value.trim();
  if (trimmed === "") return removeFilter(filters, col);
  const index = filters.findIndex((entry) => entry.col === col);
  if (index === -1) return [...filters, { col, value: trimmed }];
  return filters.map((entry, i) => (i === index ? { col, value: trimmed } : entry));
}

/** Drops `col`'s entry. `removeFilter([{ col: "name", value: "a" }], "name")` → `[]` */
export function removeFilter(filters: readonly FilterEntry[], col: string): FilterEntry[] {
  return filters.filter((entry) => entry.col !== col);
}

/** Whether a row starts with every active filter's text in its column, ignoring case. */
export function matchesFilters(row: TableRow, filters: readonly FilterEntry[]): boolean {
  for (const { col, value } of filters) {
    if (!cellText(row, col).toLowerCase().startsWith(value.toLowerCase())) return false;
  }
  return true;
}

/** The rows matching every filter, in their order. `filterRows(people, [{ col: "gender", value: "f" }])` */
export function filterRows<Row extends TableRow>(rows: readonly Row[], filters: readonly FilterEntry[]): Row[] {
  if (filters.length === 0) return rows.slice();
  // Lower-case each filter once, not once per row: this runs on 10,000 rows per keystroke.
  const needles = filters.map(({ col, value }) => ({ col, value: value.toLowerCase() }));
  return rows.filter((row) => needles.every(({ col, value }) => cellText(row, col).toLowerCase().startsWith(value)));
}

/**
 * The next direction when a header is activated: asc, desc, none; or asc, desc only when clearing
 * is disabled. `nextDirection("desc") === ""`, `nextDirection("desc", true) === "asc"`
 */
export function nextDirection(current: SortDirection, disableClear = false): SortDirection {
  if (current === "") return "asc";
  if (current === "asc") return "desc";
  return disableClear ? "asc" : "";
}

/** The sort after activating `col`'s header; another column starts again at asc. */
export function toggleSort(sort: SortState, col: string, disableClear = false): SortState {
  const direction = nextDirection(sort.active === col ? sort.direction : "", disableClear);
  return direction === "" ? NO_SORT : { active: col, direction };
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const emptyA = isEmpty(a);
  const emptyB = isEmpty(b);
  // Empty cells go after every value in ascending order (and so before them in descending).
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  return collator.compare(String(a), String(b));
}

// After the key: a separator below every key character, then the row's position in two
// characters, so equal keys keep their rows' order and the position can be read back.
const LAST_KEY = "\uffff";

/** Rows in key order (null keys are empty cells: last ascending, first descending), stable both ways. */
function sortByKeys<Row>(rows: readonly Row[], keys: readonly (string | null)[], sign: 1 | -1): Row[] {
  const last = rows.length - 1;
  const tagged = keys.map((key, i) => {
    // Descending is ascending reversed: ties are tagged in reverse so that they come out in order.
    const position = sign === 1 ? i : last - i;
    return `${key ?? LAST_KEY}\u0000${String.fromCharCode(position >>> 16, position & 0xffff)}`;
  });
  tagged.sort();
  const sorted = tagged.map((entry) => {
    const position = entry.charCodeAt(entry.length - 2) * 0x10000 + entry.charCodeAt(entry.length - 1);
    return rows[sign === 1 ? position : last - position]!;
  });
  return sign === 1 ? sorted : sorted.reverse();
}

/**
 * A stable sort by the active column; no sort keeps the given order. Text sorts naturally and
 * ignoring case and accents (`item 9` before `item 10`), numbers as numbers, empty cells last.
 * `sortRows(rows, { active: "name", direction: "desc" })`
 */
export function sortRows<Row extends TableRow>(rows: readonly Row[], sort: SortState): Row[] {
  if (!sort.active || sort.direction === "") return rows.slice();
  const sign = sort.direction === "asc" ? 1 : -1;
  const col = sort.active;
  const values = rows.map((row) => row[col]);
  const hasNumber = values.some((value) => typeof value === "number");
  const hasText = values.some((value) => typeof value !== "number" && !isEmpty(value));
  // A column mixing numbers and text keeps the pairwise rule of compareValues.
  if (hasNumber && hasText) return rows.slice().sort((a, b) => sign * compareValues(a[col], b[col]));
  const keys = values.map((value) => (isEmpty(value) ? null : typeof value === "number" ? value : sortKey(String(value))));
  // Text that every cell has a key for (the common case): the keys, each with its row's position
  // appended, sorted by the engine's own string order, with no comparison function at all.
  if (!hasNumber && keys.every((key, i) => key !== null || isEmpty(values[i]))) return sortByKeys(rows, keys as (string | null)[], sign);
  // Otherwise most comparisons are one `<` on numbers or keys; text without a key (ß, ø, other
  // scripts) asks the collator, which gives the order the keys do, so the two make one order.
  const order = Array.from(rows, (_, i) => i);
  order.sort((i, j) => {
    const a = keys[i];
    const b = keys[j];
    const emptyA = a === null && isEmpty(values[i]);
    const emptyB = b === null && isEmpty(values[j]);
    if (emptyA || emptyB) return emptyA === emptyB ? 0 : sign * (emptyA ? 1 : -1);
    if (a === null || b === null) return sign * collator.compare(String(values[i]), String(values[j]));
    return sign * (a < b ? -1 : a > b ? 1 : 0);
  });
  return order.map((i) => rows[i]!);
}

/** The number of pages; an empty list still has one (empty) page. `pageCount(11, 5) === 3` */
export function pageCount(length: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(length / pageSize)) : 1;
}

/** `pageIndex` kept inside the pages that exist. `clampPageIndex(9, 6, 5) === 1` */
export function clampPageIndex(pageIndex: number, length: number, pageSize: number): number {
  return Math.min(Math.max(0, Math.floor(pageIndex)), pageCount(length, pageSize) - 1);
}

/** One page of rows. `paginateRows([1, 2, 3], 1, 2)` → `[3]` */
export function paginateRows<T>(rows: readonly T[], pageIndex: number, pageSize: number): T[] {
  const start = clampPageIndex(pageIndex, rows.length, pageSize) * pageSize;
  return rows.slice(start, start + pageSize);
}

/**
 * The paginator's range label. `rangeLabel(1, 5, 6) === "6 – 6 of 6"`, `rangeLabel(0, 5, 0) === "0 of 0"`
 */
export function rangeLabel(pageIndex: number, pageSize: number, length: number): string {
  if (length === 0 || pageSize === 0) return `0 of ${length}`;
  const start = clampPageIndex(pageIndex, length, pageSize) * pageSize;
  const end = Math.min(start + pageSize, length);
  return `${start + 1} – ${end} of ${length}`;
}

/**
 * The page that still shows the row that was first on screen after the page size changes.
 * `pageIndexForSize(3, 5, 10) === 1` (row 16 was first; it is on the second page of 10)
 */
export function pageIndexForSize(pageIndex: number, oldSize: number, newSize: number): number {
  return Math.floor((pageIndex * oldSize) / newSize);
}

/** The spec's page event (SPEC §3): what `onPage` receives, and `onStateChange`'s details for a page change. */
export type PageEvent = { previousPageIndex: number; pageIndex: number; pageSize: number; length: number };

/**
 * The spec's filter-applied event (SPEC §3): the filters, every matching row in sort order, and how
 * many. In server mode the table has only the page, so `onStateChange`'s details carry the filters alone.
 */
export type FilterAppliedEvent<Row> = { filterValues: FilterEntry[]; filteredData: Row[]; length: number };

/**
 * What `onStateChange(state, details)` says about a change: its `reason` (a header click, a filter
 * added, replaced or removed, a page arrow, the page size select) and, for a page or a filter, the
 * spec's event.
 */
export type TableStateDetails<Row> =
  | { reason: "sort" }
  | ({ reason: "filter" } & Pick<FilterAppliedEvent<Row>, "filterValues"> & Partial<FilterAppliedEvent<Row>>)
  | ({ reason: "page" | "page-size" } & PageEvent);

export type TableView<Row> = {
  /** Rows matching the filters, sorted: what the paginator counts. */
  sorted: Row[];
  /** The rows on the current page. */
  page: Row[];
  /** The current page index, clamped to the pages that exist. */
  pageIndex: number;
  length: number;
};

// Sorted copies of each data array, one per column and direction. Filtering a stably sorted list
// keeps its order, so filter-then-sort equals sort-then-filter; sorting the whole list once per
// sort lets every keystroke in a filter box skip the O(n log n) part (see scripts/quality/bench-table.ts).
// Keyed by the array itself, so a new data array starts a new cache and the old one is collected.
const sortCache = new WeakMap<readonly TableRow[], Map<string, readonly TableRow[]>>();

/** All rows sorted, cached per data array and sort; treat `rows` as immutable. */
export function sortedAll<Row extends TableRow>(rows: readonly Row[], sort: SortState): readonly Row[] {
  if (!sort.active || sort.direction === "") return rows;
  let bySort = sortCache.get(rows);
  if (!bySort) {
    bySort = new Map();
    sortCache.set(rows, bySort);
  }
  const key = `${sort.direction}:${sort.active}`;
  let sorted = bySort.get(key);
  if (!sorted) {
    sorted = sortRows(rows, sort);
    bySort.set(key, sorted);
  }
  return sorted as readonly Row[];
}

/**
 * The whole pipeline: the rows that pass the filters, in sort order, then one page of them.
 * With `rowCount` (server mode) the rows are already the page, as the server sent it: nothing is
 * filtered, sorted or cut, and the pages are counted from `rowCount`.
 * `tableView(people, initialTableState()).page.length === 5`
 */
export function tableView<Row extends TableRow>(rows: readonly Row[], state: TableState, rowCount?: number): TableView<Row> {
  if (rowCount !== undefined) {
    const length = Number.isFinite(rowCount) ? Math.max(0, Math.floor(rowCount)) : rows.length;
    return { sorted: rows.slice(), page: rows.slice(), pageIndex: clampPageIndex(state.pageIndex, length, state.pageSize), length };
  }
  const sorted = filterRows(sortedAll(rows, state.sort), state.filters);
  const pageIndex = clampPageIndex(state.pageIndex, sorted.length, state.pageSize);
  return { sorted, page: paginateRows(sorted, pageIndex, state.pageSize), pageIndex, length: sorted.length };
}

// What the polite live region says after each change, for screen-reader users who cannot see
// the rows move.

/** `describeSort({ active: "name", direction: "asc" })` → "Sorted by name, ascending" */
export function describeSort(sort: SortState, label: (col: string) => string = (col) => col): string {
  if (!sort.active || sort.direction === "") return "Sorting cleared";
  return `Sorted by ${label(sort.active)}, ${sort.direction === "asc" ? "ascending" : "descending"}`;
}

/** `describeFilters([{ col: "name", value: "gi" }], 1)` → "1 result for name starting with gi" */
export function describeFilters(filters: readonly FilterEntry[], length: number, label: (col: string) => string = (col) => col): string {
  const results = length === 0 ? "No results" : `${length} ${length === 1 ? "result" : "results"}`;
  if (filters.length === 0) return `Filters cleared, ${results.toLowerCase()}`;
  const what = filters.map(({ col, value }) => `${label(col)} starting with ${value}`).join(" and ");
  return `${results} for ${what}`;
}

/** `describePage(1, 5, 6)` → "Page 2 of 2, showing 6 – 6 of 6" */
export function describePage(pageIndex: number, pageSize: number, length: number): string {
  const index = clampPageIndex(pageIndex, length, pageSize);
  return `Page ${index + 1} of ${pageCount(length, pageSize)}, showing ${rangeLabel(index, pageSize, length)}`;
}
