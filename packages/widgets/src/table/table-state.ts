// The table's whole state and its pipeline (filter, then sort, then page) as plain functions, so
// they are tested without React and a page can keep the same state in its URL.
import { collator, sortKey } from "./sort-key.js";

/** A row whose fields are read by column name. Rows may be of any object type (an interface too); this is one. */
export type TableRow = Record<string, unknown>;

/**
 * How a column's filter text matches a row: its cell's text starts with it (the default), contains
 * it, or equals it, ignoring case.
 */
export type TableFilterMode = "startsWith" | "contains" | "equals";

/** One active column filter: the row's text in `col` must match `value` (by the column's mode), ignoring case. */
export type FilterEntry = { col: string; value: string };

export type SortDirection = "asc" | "desc" | "";

export type SortState = { active: string; direction: SortDirection };

export type TableState = {
  filters: FilterEntry[];
  sort: SortState;
  pageIndex: number;
  pageSize: number;
  /** The search box's text (with `searchable`): rows whose cells contain it, in any column, ignoring case. */
  search?: string;
};

/**
 * What the pipeline knows of a column: where its value comes from, the text a cell shows (which
 * filters match), and how it compares and filters. A column the table does not list reads
 * `row[key]` with the defaults.
 */
export type ColumnLogic<Row> = {
  key: string;
  /** Reads the value (an accessor column's); `row[key]` otherwise. */
  value?: ((row: Row) => unknown) | undefined;
  /** The cell's text; `valueText(value)` otherwise. */
  format?: ((value: never, row: Row) => string) | undefined;
  /** Orders two values that are not empty; by their kind otherwise. */
  compare?: ((a: never, b: never) => number) | undefined;
  /** How a filter matches; `"startsWith"` otherwise. */
  filter?: TableFilterMode | ((value: never, text: string, row: Row) => boolean) | undefined;
};

export const NO_SORT: SortState = { active: "", direction: "" };

/** The starting state: no filters, no sort, first page. `initialTableState(10).pageSize === 10` */
export function initialTableState(pageSize = 5): TableState {
  return { filters: [], sort: NO_SORT, pageIndex: 0, pageSize };
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A value as a cell shows it by default: text as it is, numbers and booleans as text, a `Date` as
 * its local date (and time of day, when it has one), nothing for `null`, `undefined` or an invalid date.
 * `valueText(new Date(2024, 0, 5)) === "2024-01-05"`, `valueText(new Date(2024, 0, 5, 9, 30)) === "2024-01-05 09:30"`
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return "";
    const day = `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
    return value.getHours() || value.getMinutes() ? `${day} ${pad(value.getHours())}:${pad(value.getMinutes())}` : day;
  }
  return String(value);
}

const byKey = <Row>(columns: readonly ColumnLogic<Row>[], col: string) => columns.find((column) => column.key === col);

/** A row's value in a column: its accessor's, else the field of that name. */
export function columnValue<Row>(row: Row, col: string, column?: ColumnLogic<Row>): unknown {
  return column?.value ? column.value(row) : (row as Record<string, unknown>)[col];
}

/** The text a cell shows: the column's `format`, else `valueText`. `cellText({ n: 3 }, "n") === "3"` */
export function cellText<Row>(row: Row, col: string, column?: ColumnLogic<Row>): string {
  const value = columnValue(row, col, column);
  // String(): a format in an app without types may give a number.
  return column?.format ? String(column.format(value as never, row)) : valueText(value);
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

/** Whether `text` matches the lower-cased `needle` by `mode`. */
function textMatches(text: string, needle: string, mode: TableFilterMode | undefined): boolean {
  const lower = text.toLowerCase();
  return mode === "contains" ? lower.includes(needle) : mode === "equals" ? lower === needle : lower.startsWith(needle);
}

/** One predicate per active filter, each column looked up and each text lower-cased once, not once per row. */
function filterTests<Row>(filters: readonly FilterEntry[], columns: readonly ColumnLogic<Row>[]): ((row: Row) => boolean)[] {
  return filters.map(({ col, value }) => {
    const column = byKey(columns, col);
    const filter = column?.filter;
    if (typeof filter === "function") return (row: Row) => filter(columnValue(row, col, column) as never, value, row);
    const needle = value.toLowerCase();
    return (row: Row) => textMatches(cellText(row, col, column), needle, filter);
  });
}

/** Whether a row matches every active filter. `matchesFilters({ name: "Giulia" }, [{ col: "name", value: "gi" }]) === true` */
export function matchesFilters<Row>(row: Row, filters: readonly FilterEntry[], columns: readonly ColumnLogic<Row>[] = []): boolean {
  return filterTests(filters, columns).every((test) => test(row));
}

/**
 * The rows matching every filter and the search (some column's text contains it, ignoring case),
 * in their order. `filterRows(people, [{ col: "gender", value: "f" }])`
 */
export function filterRows<Row>(rows: readonly Row[], filters: readonly FilterEntry[], columns: readonly ColumnLogic<Row>[] = [], search = ""): Row[] {
  const tests = filterTests(filters, columns);
  const query = search.trim().toLowerCase();
  if (query) tests.push((row) => columns.some((column) => cellText(row, column.key, column).toLowerCase().includes(query)));
  if (tests.length === 0) return rows.slice();
  return rows.filter((row) => tests.every((test) => test(row)));
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

/**
 * A value as the sort compares it: a number (numbers; a `Date` by its time; `false` before
 * `true`), text, or null for an empty cell (`null`, `undefined`, `""`, `NaN`, an invalid date),
 * which sorts last in both directions. Anything else compares by its text.
 */
export function sortValue(value: unknown): number | string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") return Number.isNaN(value) ? null : value;
  if (value instanceof Date) return sortValue(value.getTime());
  if (typeof value === "boolean") return Number(value);
  if (typeof value === "bigint") return Number(value);
  return String(value);
}

function compareValues(a: number | string, b: number | string): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}

// After the key: a separator below every key character, then the row's position in two
// characters, so equal keys keep their rows' order and the position can be read back.
/** Rows in key order, stable both ways. */
function sortByKeys<Row>(rows: readonly Row[], keys: readonly string[], sign: 1 | -1): Row[] {
  const last = rows.length - 1;
  const tagged = keys.map((key, i) => {
    // Descending is ascending reversed: ties are tagged in reverse so that they come out in order.
    const position = sign === 1 ? i : last - i;
    return `${key}\u0000${String.fromCharCode(position >>> 16, position & 0xffff)}`;
  });
  tagged.sort();
  const sorted = tagged.map((entry) => {
    const position = entry.charCodeAt(entry.length - 2) * 0x10000 + entry.charCodeAt(entry.length - 1);
    return rows[sign === 1 ? position : last - position]!;
  });
  return sign === 1 ? sorted : sorted.reverse();
}

/** Rows ordered by `compare` on their indexes, `sign` turning it round, ties in their order. */
function sortByIndex<Row>(rows: readonly Row[], sign: 1 | -1, compare: (i: number, j: number) => number): Row[] {
  const order = Array.from(rows, (_, i) => i);
  order.sort((i, j) => sign * compare(i, j) || i - j);
  return order.map((i) => rows[i]!);
}

/**
 * A stable sort by the active column; no sort keeps the given order. Text sorts naturally and
 * ignoring case and accents (`item 9` before `item 10`), numbers as numbers, dates by time,
 * `false` before `true`, a column's own `compare` where it has one; empty cells come last in
 * both directions. `sortRows(rows, { active: "name", direction: "desc" })`
 */
export function sortRows<Row>(rows: readonly Row[], sort: SortState, column?: ColumnLogic<Row>): Row[] {
  if (!sort.active || sort.direction === "") return rows.slice();
  const sign = sort.direction === "asc" ? 1 : -1;
  const raw = rows.map((row) => columnValue(row, sort.active, column));
  const values = raw.map(sortValue);
  // Empty cells are set apart first, in their order: last, whichever way the rest is sorted.
  const filled: Row[] = [];
  const empty: Row[] = [];
  const kept: number[] = [];
  values.forEach((value, i) => (value === null ? empty : (kept.push(i), filled)).push(rows[i]!));
  const own = column?.compare;
  if (own) return [...sortByIndex(filled, sign, (i, j) => own(raw[kept[i]!] as never, raw[kept[j]!] as never)), ...empty];
  const present = kept.map((i) => values[i]!);
  const hasNumber = present.some((value) => typeof value === "number");
  const hasText = present.some((value) => typeof value === "string");
  // A column mixing numbers and text keeps the pairwise rule of compareValues.
  if (hasNumber && hasText) return [...sortByIndex(filled, sign, (i, j) => compareValues(present[i]!, present[j]!)), ...empty];
  if (hasNumber) return [...sortByIndex(filled, sign, (i, j) => (present[i] as number) - (present[j] as number)), ...empty];
  const keys = present.map((value) => sortKey(value as string));
  // Text that every cell has a key for (the common case): the keys, each with its row's position
  // appended, sorted by the engine's own string order, with no comparison function at all.
  if (keys.every((key) => key !== null)) return [...sortByKeys(filled, keys as string[], sign), ...empty];
  // Otherwise most comparisons are one `<` on keys; text without a key (ß, ø, other scripts) asks
  // the collator, which gives the order the keys do, so the two make one order.
  return [
    ...sortByIndex(filled, sign, (i, j) => {
      const a = keys[i];
      const b = keys[j];
      if (a === null || b === null) return collator.compare(present[i] as string, present[j] as string);
      return a < b ? -1 : a > b ? 1 : 0;
    }),
    ...empty,
  ];
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
  { reason: "sort" } | ({ reason: "filter" } & Pick<FilterAppliedEvent<Row>, "filterValues"> & Partial<FilterAppliedEvent<Row>>) | ({ reason: "page" | "page-size" } & PageEvent);

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
// Keyed by the array itself, so a new data array starts a new cache and the old one is collected;
// a column whose accessor or compare function changed sorts again.
const sortCache = new WeakMap<readonly unknown[], Map<string, { value: unknown; compare: unknown; rows: readonly unknown[] }>>();

/** All rows sorted, cached per data array and sort; treat `rows` as immutable. */
export function sortedAll<Row>(rows: readonly Row[], sort: SortState, column?: ColumnLogic<Row>): readonly Row[] {
  if (!sort.active || sort.direction === "") return rows;
  let bySort = sortCache.get(rows);
  if (!bySort) {
    bySort = new Map();
    sortCache.set(rows, bySort);
  }
  const key = `${sort.direction}:${sort.active}`;
  const cached = bySort.get(key);
  if (cached && cached.value === column?.value && cached.compare === column?.compare) return cached.rows as readonly Row[];
  const sorted = sortRows(rows, sort, column);
  bySort.set(key, { value: column?.value, compare: column?.compare, rows: sorted });
  return sorted;
}

/**
 * The whole pipeline: the rows that pass the filters and the search, in sort order, then one page
 * of them. With `rowCount` (server mode) the rows are already the page, as the server sent it:
 * nothing is filtered, sorted or cut, and the pages are counted from `rowCount`.
 * `tableView(people, initialTableState()).page.length === 5`
 */
export function tableView<Row>(rows: readonly Row[], state: TableState, columns: readonly ColumnLogic<Row>[] = [], rowCount?: number): TableView<Row> {
  if (rowCount !== undefined) {
    const length = Number.isFinite(rowCount) ? Math.max(0, Math.floor(rowCount)) : rows.length;
    return { sorted: rows.slice(), page: rows.slice(), pageIndex: clampPageIndex(state.pageIndex, length, state.pageSize), length };
  }
  const sorted = filterRows(sortedAll(rows, state.sort, byKey(columns, state.sort.active)), state.filters, columns, state.search);
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

const results = (length: number) => (length === 0 ? "No results" : `${length} ${length === 1 ? "result" : "results"}`);
const MATCHING = { startsWith: "starting with", contains: "containing", equals: "equal to", custom: "matching" } as const;

/**
 * `describeFilters([{ col: "name", value: "gi" }], 1)` → "1 result for name starting with gi"; a
 * column that filters by `"contains"`, `"equals"` or a function of its own reads "containing",
 * "equal to" or "matching".
 */
export function describeFilters(
  filters: readonly FilterEntry[],
  length: number,
  label: (col: string) => string = (col) => col,
  mode: (col: string) => TableFilterMode | "custom" = () => "startsWith",
): string {
  if (filters.length === 0) return `Filters cleared, ${results(length).toLowerCase()}`;
  const what = filters.map(({ col, value }) => `${label(col)} ${MATCHING[mode(col)]} ${value}`).join(" and ");
  return `${results(length)} for ${what}`;
}

/** `describeSearch("rossi", 2)` → "2 results for rossi"; `describeSearch("", 6)` → "Search cleared, 6 results" */
export function describeSearch(search: string, length: number): string {
  return search.trim() ? `${results(length)} for ${search.trim()}` : `Search cleared, ${results(length).toLowerCase()}`;
}

/** `describePage(1, 5, 6)` → "Page 2 of 2, showing 6 – 6 of 6" */
export function describePage(pageIndex: number, pageSize: number, length: number): string {
  const index = clampPageIndex(pageIndex, length, pageSize);
  return `Page ${index + 1} of ${pageCount(length, pageSize)}, showing ${rangeLabel(index, pageSize, length)}`;
}
