// Row selection as plain functions over a list of row keys, so that it is tested without React and
// an app can hold the same list (controlled) across pages, sorts, filters and server round trips.

/** Whether the selectable rows on a page are all, some or none of them selected: the header checkbox's state. */
export type PageSelection = "all" | "some" | "none";

/**
 * The selection with `key` added or removed.
 * `toggleKey(["a"], "b", true)` → `["a", "b"]`, `toggleKey(["a", "b"], "a", false)` → `["b"]`
 */
export function toggleKey(selection: readonly string[], key: string, selected: boolean): string[] {
  const without = selection.filter((k) => k !== key);
  return selected ? [...without, key] : without;
}

/**
 * How much of a page is selected, counting only the keys of rows that can be selected.
 * `pageSelection(["a"], ["a", "b"])` → `"some"`; an empty page is `"none"`.
 */
export function pageSelection(selection: readonly string[], pageKeys: readonly string[]): PageSelection {
  if (pageKeys.length === 0) return "none";
  const chosen = new Set(selection);
  let count = 0;
  for (const key of pageKeys) if (chosen.has(key)) count++;
  return count === 0 ? "none" : count === pageKeys.length ? "all" : "some";
}

/**
 * The header checkbox's action: with every selectable row of the page selected it clears them,
 * otherwise it selects them all; rows on other pages keep their state (WAI-ARIA: select all
 * applies to what the user sees). `togglePage(["x"], ["a", "b"])` → `["x", "a", "b"]`
 */
export function togglePage(selection: readonly string[], pageKeys: readonly string[]): string[] {
  if (pageSelection(selection, pageKeys) === "all") {
    const page = new Set(pageKeys);
    return selection.filter((key) => !page.has(key));
  }
  const chosen = new Set(selection);
  return [...selection, ...pageKeys.filter((key) => !chosen.has(key))];
}

/** `describeSelection(3)` → "3 rows selected" (what the live region says after a change) */
export function describeSelection(count: number): string {
  if (count === 0) return "No rows selected";
  return `${count} ${count === 1 ? "row" : "rows"} selected`;
}

// Each row's position in its data array, cached per array: the default key of a row (selection
// keys and React keys must not change when the rows are sorted or filtered).
const positions = new WeakMap<readonly object[], Map<object, number>>();

/** The index of `row` in `data`; -1 when it is not there. `rowIndex(rows, rows[3]) === 3` */
export function rowIndex<Row extends object>(data: readonly Row[], row: Row): number {
  let map = positions.get(data);
  if (!map) {
    map = new Map(data.map((item, index) => [item, index]));
    positions.set(data, map);
  }
  return map.get(row) ?? -1;
}
