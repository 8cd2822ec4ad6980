// The table's state in a URL's query, so a page can keep filter, sort and page in its address
// (shareable, survives reload, works with a server loader) by running the table controlled.
import { columnKey } from "./columns.js";
import { initialTableState, type FilterEntry, type SortDirection, type TableState } from "./table-state.js";

/** A column as `readTableState` needs it: the `columns` given to the `Table` (keys or definitions). */
export type TableUrlColumn = string | { key?: string; id?: string; sortable?: boolean; filterable?: boolean };

/**
 * Writes `state` into `params` under `prefix` (default "t"), leaving other keys alone and
 * omitting defaults; the search box's text is `t.q`.
 * `writeTableState(new URLSearchParams(), s).toString()` → "t.sort=name%3Aasc&t.page=2"
 */
export function writeTableState(params: URLSearchParams, state: TableState, prefix = "t", defaults = initialTableState()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ["sort", "filter", "page", "size", "q"]) next.delete(`${prefix}.${key}`);
  if (state.sort.active && state.sort.direction) next.set(`${prefix}.sort`, `${state.sort.active}:${state.sort.direction}`);
  for (const { col, value } of state.filters) next.append(`${prefix}.filter`, `${col}:${value}`);
  if (state.pageIndex > 0) next.set(`${prefix}.page`, String(state.pageIndex + 1));
  if (state.pageSize !== defaults.pageSize) next.set(`${prefix}.size`, String(state.pageSize));
  if (state.search?.trim()) next.set(`${prefix}.q`, state.search);
  return next;
}

/**
 * Reads the state back; anything missing or malformed falls back to `defaults`, and only the
 * given columns (the `Table`'s own `columns`: a sort only on one that sorts, a filter only on one
 * that filters) and page sizes are accepted, so a hand-edited URL cannot break the table.
 *
 * @example <Table state={readTableState(searchParams, columns)} columns={columns} … />
 */
export function readTableState(
  params: URLSearchParams,
  columns: readonly TableUrlColumn[],
  options: { prefix?: string; defaults?: TableState; pageSizeOptions?: readonly number[] } = {},
): TableState {
  const { prefix = "t", defaults = initialTableState(), pageSizeOptions = [5, 10, 15] } = options;
  const allowed = (flag: "sortable" | "filterable") => new Set(columns.filter((column) => typeof column === "string" || column[flag] !== false).map(columnKey));
  const sortable = allowed("sortable");
  const filterable = allowed("filterable");

  const [col = "", dir = ""] = (params.get(`${prefix}.sort`) ?? "").split(":");
  const direction: SortDirection = dir === "asc" || dir === "desc" ? dir : "";
  const sort = sortable.has(col) && direction ? { active: col, direction } : defaults.sort;

  const filters: FilterEntry[] = [];
  for (const raw of params.getAll(`${prefix}.filter`)) {
    const colon = raw.indexOf(":");
    const filterCol = raw.slice(0, colon);
    const value = raw.slice(colon + 1).trim();
    if (colon > 0 && filterable.has(filterCol) && value && !filters.some((f) => f.col === filterCol)) filters.push({ col: filterCol, value });
  }

  const size = Number(params.get(`${prefix}.size`));
  const pageSize = pageSizeOptions.includes(size) ? size : defaults.pageSize;
  const page = Number(params.get(`${prefix}.page`));
  const pageIndex = Number.isInteger(page) && page >= 1 ? page - 1 : defaults.pageIndex;

  const search = params.get(`${prefix}.q`)?.trim() || defaults.search;
  return { filters: filters.length ? filters : defaults.filters, sort, pageIndex, pageSize, ...(search ? { search } : {}) };
}
