import { describeSelection } from "./table-selection.js";
import { describeFilters, describePage, describeSearch, describeSort, rangeLabel, type FilterEntry, type SortState, type TableFilterMode } from "./table-state.js";

/** Every text the table shows or announces; each function gets the column's label, not its key. */
export type TableLabels = {
  /** The actions column's header. */
  actions: string;
  /** Placeholder of the filter boxes; also starts their accessible name ("Find by name"). */
  filterPlaceholder: string;
  /** The single cell shown when the filters match nothing. */
  noResults: string;
  /** Label of the page size select. */
  itemsPerPage: string;
  /** Accessible name and title of the first-page arrow. */
  first: string;
  /** Accessible name and title of the previous-page arrow. */
  prev: string;
  /** Accessible name and title of the next-page arrow. */
  next: string;
  /** Accessible name and title of the last-page arrow. */
  last: string;
  /** Accessible name of the footer's page navigation: text, or a function of the caption (when it is text), so two tables' navigations differ. */
  pages: string | ((caption: string) => string);
  /** The range label: '{from} – {to} of {total}', or '0 of {total}' when empty. */
  range: (pageIndex: number, pageSize: number, length: number) => string;
  /** Accessible name of a column's filter toggle. */
  filter: (column: string) => string;
  /** Accessible name of the button that clears and closes a filter box. */
  clearFilter: (column: string) => string;
  /** Read after a filter box's name: how to apply and close it. */
  filterHint: string;
  /** Names the list of filter chips. */
  activeFilters: string;
  /** Accessible name of a chip's remove button. */
  removeFilter: (column: string, value: string) => string;
  /** The button that clears every filter. */
  removeAllFilters: string;
  /** Announced after a header click. */
  sortAnnouncement: (sort: SortState, label: (column: string) => string) => string;
  /** Announced after a filter is added, replaced or removed; `mode` tells how a column's filter matches (`"custom"` for a function). */
  filterAnnouncement: (filters: readonly FilterEntry[], length: number, label: (column: string) => string, mode: (column: string) => TableFilterMode | "custom") => string;
  /** Label of the search box (with `searchable`). */
  search: string;
  /** Announced after the search changes. */
  searchAnnouncement: (search: string, length: number) => string;
  /** Announced after a page or page size change. */
  pageAnnouncement: (pageIndex: number, pageSize: number, length: number) => string;
  /** The header checkbox that selects or clears every selectable row of the page (shown beside it once rows stack). */
  selectAll: string;
  /** Accessible name of a row's checkbox; gets the row's name (`rowName`). */
  selectRow: (row: string) => string;
  /** Announced after the selection changes. */
  selectionAnnouncement: (count: number) => string;
};

export const defaultTableLabels: TableLabels = {
  actions: "actions",
  filterPlaceholder: "Find by",
  noResults: "No results",
  itemsPerPage: "Items per page:",
  first: "First page",
  prev: "Previous page",
  next: "Next page",
  last: "Last page",
  pages: (caption) => `${caption}: pages`,
  range: rangeLabel,
  filter: (column) => `Filter ${column}`,
  clearFilter: (column) => `Clear ${column} filter`,
  filterHint: "Enter applies the filter, Escape closes the box.",
  activeFilters: "Active filters",
  removeFilter: (column, value) => `Remove filter ${column}: ${value}`,
  removeAllFilters: "Remove all filters",
  sortAnnouncement: describeSort,
  filterAnnouncement: describeFilters,
  search: "Search",
  searchAnnouncement: describeSearch,
  pageAnnouncement: describePage,
  selectAll: "Select all rows on this page",
  selectRow: (row) => `Select ${row}`,
  selectionAnnouncement: describeSelection,
};
