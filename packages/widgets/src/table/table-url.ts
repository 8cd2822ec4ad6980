// The table's state in a URL's query, so a page can keep filter, sort and page in its address
// (shareable, survives reload, works with a server loader) by running the table controlled.
import { initialTableState, type FilterEntry, type SortDirection, type TableState } from "./table-state.js";

/**
 * Writes `state` into `params` under `prefix` (default "t"), leaving other keys alone and
 * omitting defaults. `writeTableState(new URLSearchParams(), s).toString()` → "t.sort=name%3Aasc&t.page=2"
 */
export function writeTableState(params: URLSearchParams, state: TableState, prefix = "t", defaults = initialTableState()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ["sort", "filter", "page", "size"]) next.delete(`${prefix}.${key}`);
  if (state.sort.active && state.sort.direction) next.set(`${prefix}.sort`, `${state.sort.active}:${state.sort.direction}`);
  for (const { col, value } of state.filters) next.append(`${prefix}.filter`, `${col}:${value}`);
  if (state.pageIndex > 0) next.set(`${prefix}.page`, String(state.pageIndex + 1));
  if (state.pageSize !== defaults.pageSize) next.set(`${prefix}.size`, String(state.pageSize));
  return next;
}

/**
 * Reads the state back; anything missing or malformed falls back to `defaults`, and only the
 * given columns and page sizes are accepted, so a hand-edited URL cannot break the table.
 */
export function readTableState(
  params: URLSearchParams,
  columns: readonly string[],
  options: { prefix?: string; defaults?: TableState; pageSizeOptions?: readonly number[] } = {},
): TableState {
  const { prefix = "t", defaults = initialTableState(), pageSizeOptions = [5, 10, 15] } = options;
  const known = new Set(columns);

  const [col = "", dir = ""] = (params.get(`${prefix}.sort`) ?? "").split(":");
  const direction: SortDirection = dir === "asc" || dir === "desc" ? dir : "";
  const sort = known.has(col) && direction ? { active: col, direction } : defaults.sort;

  const filters: FilterEntry[] = [];
  for (const raw of params.getAll(`${prefix}.filter`)) {
    const colon = raw.indexOf(":");
    const filterCol = raw.slice(0, colon);
    const value = raw.slice(colon + 1).trim();
    if (colon > 0 && known.has(filterCol) && value && !filters.some((f) => f.col === filterCol)) filters.push({ col: filterCol, value });
  }

  const size = Number(params.get(`${prefix}.size`));
  const pageSize = pageSizeOptions.includes(size) ? size : defaults.pageSize;
  const page = Number(params.get(`${prefix}.page`));
  const pageIndex = Number.isInteger(page) && page >= 1 ? page - 1 : defaults.pageIndex;

  return { filters: filters.length ? filters : defaults.filters, sort, pageIndex, pageSize };
}
