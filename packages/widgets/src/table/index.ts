export { Table } from "./table.js";
export type { FilterAppliedEvent, TableProps } from "./table.js";
export type { TableLabels } from "./labels.js";
export type { PageEvent } from "./table-footer.js";
export type { TableAction } from "./action-button.js";
export { initialTableState } from "./table-state.js";
export type { FilterEntry, SortDirection, SortState, TableRow, TableState } from "./table-state.js";
export { readTableState, writeTableState } from "./table-url.js";
export type { RootProps } from "../shared/root-props.js";
