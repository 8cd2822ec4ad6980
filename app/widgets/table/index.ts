export { Table } from "./table";
export type { FilterAppliedEvent, TableProps } from "./table";
export { TablePaginator, DEFAULT_PAGINATOR_LABELS } from "./table-paginator";
export type { PageEvent, PaginatorLabels, TablePaginatorProps } from "./table-paginator";
export { ActionButton } from "./action-button";
export type { TableAction } from "./action-button";
export {
  cellText,
  clampPageIndex,
  filterRows,
  initialState,
  nextDirection,
  pageCount,
  pageIndexForSize,
  paginateRows,
  rangeLabel,
  removeFilter,
  sortedAll,
  sortRows,
  tableView,
  toggleSort,
  upsertFilter,
} from "./table-state";
export type { FilterEntry, SortDirection, SortState, TableRow, TableState, TableView } from "./table-state";
export { accent, accentContrast, border, focus, muted, stripe, surface, text, tooltipBg, tooltipText } from "./table.css";
export { readTableState, writeTableState } from "./table-url";
