"use client";

import { forwardRef, useCallback, useEffect, useId, useInsertionEffect, useMemo, useRef, useState, type ForwardedRef, type ReactElement, type ReactNode, type Ref } from "react";
import type { WithRootProps } from "../shared/root-props.js";
import { cx } from "../shared/utils.js";
import { useControllableState, useHydrated } from "../shared/hooks.js";
import { visuallyHidden } from "../shared/visually-hidden.css.js";
import type { TableAction } from "./action-button.js";
import { resolveColumns, type ResolvedColumn, type TableColumnInput } from "./columns.js";
import { FilterBox } from "./filter-box.js";
import { FilterChips } from "./filter-chips.js";
import { HeaderCell } from "./header-cell.js";
import { SearchBox } from "./search-box.js";
import { defaultTableLabels, type TableLabels } from "./labels.js";
import { TableFooter } from "./table-footer.js";
import { TableRowView } from "./table-row.js";
import { SelectAllHeader } from "./select-all.js";
import {
  cellText,
  initialTableState,
  removeFilter,
  tableView,
  toggleSort,
  upsertFilter,
  type FilterAppliedEvent,
  type FilterEntry,
  type PageEvent,
  type TableState,
  type TableStateDetails,
} from "./table-state.js";
import * as styles from "./table.css.js";
import { useAfterPaint } from "./use-after-paint.js";
import { useAnnouncer } from "./use-announcer.js";
import { useRowSelection, type TableSelectionDetails } from "./use-row-selection.js";

export type { TableSelectionDetails };

export type TableProps<Row extends object, Action extends TableAction = TableAction> = {
  /**
   * The rows (in server mode, the current page's). Treat as immutable: pass a new array when rows
   * change (sorted copies are cached per array).
   */
  data: readonly Row[];
  /**
   * The columns: keys of the row type (a misspelt one does not compile), each cell showing its
   * value as text, or definitions `{ key, header?, label?, cell?, format?, compare?, filter?,
   * sortable?, filterable? }`, or accessors `{ id, value: (row) => … }` for a nested or computed value.
   */
  columns: readonly TableColumnInput<Row>[];
  /**
   * Header text per column, where a column definition has no `header` (and its name as text where it has no `label`).
   * @default the column keys
   */
  columnLabels?: Partial<Record<keyof Row & string, string>>;
  /** The table's accessible name, rendered as a visually hidden `<caption>`. */
  caption: ReactNode;
  /**
   * Server mode: the number of rows on the server. `data` is then the current page as the server
   * sent it: the table filters, sorts and pages nothing itself, counts the pages and the range
   * from `rowCount`, and reports every change of `state` for the app to fetch the page it asks for.
   */
  rowCount?: number;
  /** An action button was clicked, with the action (your own type) and its row; its presence (or `getActions`) shows the actions column. */
  onAction?: (action: Action, row: Row) => void;
  /**
   * A row's action buttons: `{ label, icon?, title?, disable? }` and any fields of yours.
   * @default the row's `buttons` field
   */
  getActions?: (row: Row) => readonly Action[] | undefined;
  /** Draws an action's `icon` (the widget ships no icon set). */
  renderIcon?: (icon: string, action: Action) => ReactNode;
  /**
   * A row's key: React's key and the row's entry in `selection`. Give one that stays with the
   * row (an id) when rows come and go, and always in server mode.
   * @default the row's index in `data`, as text
   */
  rowKey?: (row: Row, index: number) => string;
  /**
   * Shows a checkbox column to select rows, with a header checkbox for the page: `true` for every
   * row, or a function saying which rows can be selected.
   * @default false
   */
  selectable?: boolean | ((row: Row) => boolean);
  /** The selected rows' keys (`rowKey`), controlled: pair it with `onSelectionChange`. */
  selection?: readonly string[];
  /**
   * The selected rows' keys at first when uncontrolled.
   * @default []
   */
  defaultSelection?: readonly string[];
  /** Every change of the selection: the new keys, and which checkbox changed it. */
  onSelectionChange?: (selection: string[], details: TableSelectionDetails<Row>) => void;
  /**
   * A row's name in its checkbox's accessible name ("Select Giulia").
   * @default the text of the row's first column
   */
  rowName?: (row: Row) => string;
  /**
   * Keeps the header row in view: the rows scroll inside a box at most
   * `--dmw-table-max-height` tall (70vh unless set), under the headers (the sort and filter
   * buttons once rows stack).
   * @default false
   */
  stickyHeader?: boolean;
  /**
   * The page size select's options.
   * @default [5, 10, 15]
   */
  pageSizeOptions?: readonly number[];
  /**
   * Shows the first and last page buttons.
   * @default true
   */
  showFirstLastButtons?: boolean;
  /**
   * Sort toggles asc/desc only, never back to unsorted.
   * @default false
   */
  disableSortClear?: boolean;
  /** Filters, sort and page, controlled: pair it with `onStateChange` (e.g. to keep them in the URL). */
  state?: TableState;
  /**
   * The first state when uncontrolled, merged over `{ filters: [], sort: none, pageIndex: 0, pageSize: 5 }`.
   * @default {}
   */
  defaultState?: Partial<TableState>;
  /**
   * Every change of filters, sort, page or page size: the whole new state, and `details` with the
   * `reason` (`"sort"`, `"filter"`, `"page"`, `"page-size"`) and, for a page or a filter, the spec's event.
   */
  onStateChange?: (state: TableState, details: TableStateDetails<Row>) => void;
  /**
   * Shows a search box above the table: rows whose cells contain its text, in any column, ignoring
   * case, as you type (`state.search`).
   * @default false
   */
  searchable?: boolean;
  /** Event: after a filter is added, replaced or removed, or the search changes; `filteredData` is every matching row in sort order (not in server mode). */
  onFilterApplied?: (event: FilterAppliedEvent<Row>) => void;
  /** Event: after a page or page size change, and when a filter change returns to the first page. */
  onPage?: (event: PageEvent) => void;
  /**
   * Texts, merged over the defaults.
   * @default English: see the labels table
   */
  labels?: Partial<TableLabels>;
  /** Added to the root element. */
  className?: string;
};

const NO_ACTIONS: readonly never[] = [];
/** Rows above which sorting and filtering may take more than a frame on a slow phone (scripts/quality/bench-table.ts). */
const LONG_LIST = 1000;
const defaultActions = (row: object) => {
  const buttons = (row as { buttons?: unknown }).buttons;
  return Array.isArray(buttons) ? (buttons as never[]) : undefined;
};
/** How a column's filter matches, as the announcement words it. */
const filterMode = (filter: ResolvedColumn<never>["filter"]) => (typeof filter === "function" ? "custom" : (filter ?? "startsWith"));

/** A filterable, sortable, pageable, selectable table; the pipeline lives in table-state.ts, this only renders. */
function TableWithRef<Row extends object, Action extends TableAction>(
  {
    data,
    columns: columnInput,
    columnLabels,
    caption,
    rowCount,
    onAction,
    getActions = defaultActions,
    renderIcon,
    rowKey,
    selectable,
    selection,
    defaultSelection,
    onSelectionChange,
    rowName,
    stickyHeader,
    pageSizeOptions = [5, 10, 15],
    showFirstLastButtons = true,
    disableSortClear,
    state: stateProp,
    defaultState,
    onStateChange,
    searchable,
    onFilterApplied,
    onPage,
    labels: labelOverrides,
    className,
    ...root
  }: TableProps<Row, Action> & TableRootProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const columns = useMemo(() => resolveColumns(columnInput, columnLabels), [columnInput, columnLabels]);
  const labels = { ...defaultTableLabels, ...labelOverrides };
  const [state, setState] = useControllableState(stateProp, { ...initialTableState(5), ...defaultState }, onStateChange);
  const [openCol, setOpenCol] = useState<string | null>(null);
  const [message, announce] = useAnnouncer();
  const toggles = useRef(new Map<string, HTMLButtonElement | null>());
  const chipButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const pendingFocus = useRef<(() => HTMLElement | null | undefined) | null>(null);
  // Server mode: a filter's or the search's results are announced once the app has sent them.
  const pendingAnnouncement = useRef<((length: number) => string) | null>(null);
  // A long list's rows follow the state once the browser has painted it: a header click shows its
  // new sort at once, and the rows (sorting 10,000 takes tens of ms on a slow phone) come in the
  // next frame, rather than the click waiting for them. A short list (sorted well within a frame)
  // shows the change in the same render.
  const shown = useAfterPaint(state, rowCount === undefined && data.length > LONG_LIST);
  const view = useMemo(() => tableView(data, shown, columns, rowCount), [data, shown, columns, rowCount]);
  const idBase = useId();
  const hydrated = useHydrated();
  const columnOf = (col: string) => columns.find((column) => column.key === col);
  const label = (col: string) => columnOf(col)?.label ?? col;
  const mode = (col: string) => filterMode(columnOf(col)?.filter);

  useEffect(() => {
    const target = pendingFocus.current?.();
    pendingFocus.current = null;
    target?.focus();
  });

  useEffect(() => {
    if (!pendingAnnouncement.current) return;
    announce(pendingAnnouncement.current(view.length));
    pendingAnnouncement.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only new rows from the app end the wait, not the state change that started it
  }, [data, rowCount]);

  /** A new set of filters or a new search: back to the first page, reported and announced. */
  const refilter = (next: TableState, say: (length: number) => string) => {
    next = { ...next, pageIndex: 0 };
    const pageEvent = { previousPageIndex: view.pageIndex, pageIndex: 0, pageSize: state.pageSize };
    if (rowCount !== undefined) {
      setState(next, { reason: "filter", filterValues: next.filters });
      if (view.pageIndex !== 0) onPage?.({ ...pageEvent, length: view.length });
      pendingAnnouncement.current = say;
      return;
    }
    const nextView = tableView(data, next, columns);
    const event = { filterValues: next.filters, filteredData: nextView.sorted, length: nextView.length };
    setState(next, { reason: "filter", ...event });
    onFilterApplied?.(event);
    if (view.pageIndex !== 0) onPage?.({ ...pageEvent, length: nextView.length });
    announce(say(nextView.length));
  };
  const changeFilters = (filters: FilterEntry[]) => refilter({ ...state, filters }, (length) => labels.filterAnnouncement(filters, length, label, mode));

  const removeOne = (col: string) => {
    const remaining = removeFilter(state.filters, col);
    const index = state.filters.findIndex((entry) => entry.col === col);
    const neighbour = remaining[Math.min(index, remaining.length - 1)];
    pendingFocus.current = () => (neighbour ? chipButtons.current.get(neighbour.col) : toggles.current.get(col));
    if (openCol === col) setOpenCol(null);
    changeFilters(remaining);
  };

  const selecting = useRowSelection({
    data,
    page: view.page,
    rowKey,
    selectable,
    selection,
    defaultSelection,
    onSelectionChange,
    announce: (count) => announce(labels.selectionAnnouncement(count)),
  });
  // A stable callback for the memoised rows, reading the committed render's handler.
  const onActionRef = useRef(onAction);
  useInsertionEffect(() => {
    onActionRef.current = onAction;
  });
  const onRowAction = useCallback((action: Action, row: Row) => onActionRef.current?.(action, row), []);

  const hasActions = Boolean(onAction || getActions !== defaultActions);
  const columnCount = columns.length + (hasActions ? 1 : 0) + (selectable ? 1 : 0);
  const boxId = (col: string) => `${idBase}-filter-${columns.findIndex((column) => column.key === col)}`;
  const closeBox = (col: string) => {
    pendingFocus.current = () => toggles.current.get(col);
    setOpenCol(null);
  };
  const openColumn = columns.find((column) => column.key === openCol && column.filterable);
  const captionId = `${idBase}-caption`;
  // The footer's page navigation is named after the table, so two tables' navigations differ.
  const pagesName =
    typeof labels.pages === "string" ? labels.pages : labels.pages(typeof caption === "string" || typeof caption === "number" ? String(caption) : (root["aria-label"] ?? "Table"));

  return (
    <div ref={ref} {...root} className={cx(styles.root, className)} data-state={view.length === 0 ? "empty" : "filled"}>
      {searchable ? (
        <SearchBox value={state.search ?? ""} label={labels.search} onSearch={(search) => refilter({ ...state, search }, (length) => labels.searchAnnouncement(search, length))} />
      ) : null}
      {state.filters.length > 0 ? (
        <FilterChips
          filters={state.filters}
          label={label}
          labels={labels}
          buttons={chipButtons}
          onRemove={removeOne}
          onRemoveAll={() => {
            const first = state.filters[0]?.col;
            pendingFocus.current = () => (first ? toggles.current.get(first) : null);
            setOpenCol(null);
            changeFilters([]);
          }}
        />
      ) : null}
      {/* Sticky: the rows scroll in this box, which a keyboard can then scroll too. */}
      <div
        className={cx(styles.scroller, stickyHeader && styles.stickyScroller)}
        data-part="scroller"
        {...(stickyHeader ? { role: "region", "aria-labelledby": captionId, tabIndex: 0 } : {})}
      >
        <table className={styles.table} data-part="table">
          <caption id={captionId} className={visuallyHidden}>
            {caption}
          </caption>
          <thead className={styles.thead} data-part="head">
            <tr className={styles.headerRow} data-part="header-row">
              {selectable ? (
                <SelectAllHeader state={selecting.pageState} disabled={!hydrated || !selecting.pageSelectable} label={labels.selectAll} onToggle={selecting.togglePage} />
              ) : null}
              {columns.map((column) => (
                <HeaderCell
                  key={column.key}
                  header={column.header}
                  label={column.label}
                  sortable={column.sortable}
                  filterable={column.filterable}
                  direction={state.sort.active === column.key ? state.sort.direction : ""}
                  filtered={state.filters.some((entry) => entry.col === column.key)}
                  open={openCol === column.key}
                  boxId={boxId(column.key)}
                  labels={labels}
                  toggleRef={(el) => {
                    toggles.current.set(column.key, el);
                  }}
                  onSort={() => {
                    const sort = toggleSort(state.sort, column.key, disableSortClear);
                    setState({ ...state, sort }, { reason: "sort" });
                    announce(labels.sortAnnouncement(sort, label));
                  }}
                  onToggle={() => setOpenCol(openCol === column.key ? null : column.key)}
                />
              ))}
              {hasActions ? (
                <th scope="col" className={cx(styles.th, styles.actionsHeader)} data-part="header">
                  <span className={styles.plainHeader} data-part="header-text">
                    {labels.actions}
                  </span>
                </th>
              ) : null}
            </tr>
            {openColumn ? (
              <tr className={styles.filterRow} data-part="filter-row">
                <td colSpan={columnCount} className={styles.filterCell} data-part="filter-cell">
                  <FilterBox
                    key={openColumn.key}
                    id={boxId(openColumn.key)}
                    label={openColumn.label}
                    filterValue={state.filters.find((entry) => entry.col === openColumn.key)?.value}
                    labels={labels}
                    onApply={(value) => changeFilters(upsertFilter(state.filters, openColumn.key, value))}
                    onClear={() => {
                      closeBox(openColumn.key);
                      if (state.filters.some((entry) => entry.col === openColumn.key)) changeFilters(removeFilter(state.filters, openColumn.key));
                    }}
                    onClose={() => closeBox(openColumn.key)}
                  />
                </td>
              </tr>
            ) : null}
          </thead>
          <tbody className={styles.tbody} data-part="body">
            {view.page.length === 0 ? (
              <tr className={styles.emptyRow} data-part="empty-row">
                <td className={styles.empty} colSpan={columnCount} data-part="empty">
                  {/* Centred in the visible part of the table, even when it scrolls sideways. */}
                  <span className={styles.emptyText} data-part="empty-text">
                    {labels.noResults}
                  </span>
                </td>
              </tr>
            ) : (
              view.page.map((row) => {
                const key = selecting.keyOf(row);
                return (
                  <TableRowView
                    key={key}
                    row={row}
                    rowKey={key}
                    columns={columns}
                    checked={selectable ? selecting.selection.includes(key) : null}
                    selectDisabled={!hydrated || !selecting.canSelect(row)}
                    selectLabel={selectable ? labels.selectRow(rowName?.(row) ?? cellText(row, columns[0]?.key ?? "", columns[0])) : ""}
                    actions={hasActions ? (getActions(row) ?? NO_ACTIONS) : null}
                    renderIcon={renderIcon}
                    onSelect={selecting.onRowSelect}
                    onAction={onRowAction}
                  />
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <TableFooter
        length={view.length}
        pageIndex={view.pageIndex}
        pageSize={state.pageSize}
        pageSizeOptions={pageSizeOptions}
        showFirstLastButtons={showFirstLastButtons}
        labels={labels}
        pagesName={pagesName}
        onPage={(event, reason) => {
          setState({ ...state, pageIndex: event.pageIndex, pageSize: event.pageSize }, { reason, ...event });
          onPage?.(event);
          announce(labels.pageAnnouncement(event.pageIndex, event.pageSize, event.length));
        }}
      />
      <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {message}
      </div>
    </div>
  );
}

/** The root `<div>`'s own props, beside the table's. */
type TableRootProps = Omit<WithRootProps<Record<never, never>, "div">, keyof TableProps<object>>;

/**
 * A filterable, sortable, pageable table of rows with custom cells, row selection and an actions
 * column, on its own data or a server's pages; its root element takes `ref` and a `<div>`'s props
 * (forwardRef keeps the row and action types generic through this cast).
 *
 * @example
 * <Table data={people} columns={["name", { key: "email", cell: ({ value }) => <a href={`mailto:${value}`}>{value}</a> }]} caption="People" />
 */
export const Table = forwardRef(TableWithRef) as <Row extends object, Action extends TableAction = TableAction>(
  props: TableProps<Row, Action> & TableRootProps & { ref?: Ref<HTMLDivElement> },
) => ReactElement | null;
