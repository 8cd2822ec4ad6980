export { Table } from "./table.js";
export type { TableProps, TableSelectionDetails } from "./table.js";
export type { TableColumn, TableColumnInput } from "./columns.js";
export type { TableLabels } from "./labels.js";
export type { TableAction } from "./action-button.js";
export { initialTableState } from "./table-state.js";
export type { FilterAppliedEvent, FilterEntry, PageEvent, SortDirection, SortState, TableRow, TableState, TableStateDetails } from "./table-state.js";
export { readTableState, writeTableState } from "./table-url.js";
export type { RootProps } from "../shared/root-props.js";
