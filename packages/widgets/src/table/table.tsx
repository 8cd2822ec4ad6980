"use client";

import { forwardRef, useCallback, useEffect, useId, useInsertionEffect, useMemo, useRef, useState, type ForwardedRef, type ReactElement, type ReactNode, type Ref } from "react";
import { rootAttributes, type RootProps } from "../shared/root-props.js";
import { cx } from "../shared/utils.js";
import { useControllableState, useHydrated } from "../shared/hooks.js";
import { visuallyHidden } from "../shared/visually-hidden.css.js";
import type { TableAction } from "./action-button.js";
import { resolveColumns, type TableColumnInput } from "./columns.js";
import { FilterBox } from "./filter-box.js";
import { FilterChips } from "./filter-chips.js";
import { HeaderCell } from "./header-cell.js";
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
  type TableRow,
  type TableState,
  type TableStateDetails,
} from "./table-state.js";
import * as styles from "./table.css.js";
import { useAfterPaint } from "./use-after-paint.js";
import { useAnnouncer } from "./use-announcer.js";
import { useRowSelection, type TableSelectionDetails } from "./use-row-selection.js";

export type { TableSelectionDetails };

export type TableProps<Row extends TableRow> = {
  /**
   * The rows (in server mode, the current page's). Treat as immutable: pass a new array when rows
   * change (sorted copies are cached per array).
   */
  data: readonly Row[];
  /**
   * The columns: keys of the row type (a misspelt one does not compile), each cell showing
   * `String(row[key])`, or definitions `{ key, header?, cell?, sortable?, filterable? }` whose
   * `cell({ value, row })` draws the cell.
   */
  columns: readonly TableColumnInput<Row>[];
  /**
   * Header text per column, where a column definition has no `header`.
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
  /** An action button was clicked; its presence (or `getActions`) shows the actions column. */
  onAction?: (action: TableAction, row: Row) => void;
  /**
   * A row's action buttons.
   * @default the row's `buttons` field
   */
  getActions?: (row: Row) => readonly TableAction[] | undefined;
  /** Draws an action's `icon` (the widget ships no icon set). */
  renderIcon?: (icon: string, action: TableAction) => ReactNode;
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
  /** Event: after a filter is added, replaced or removed; `filteredData` is every matching row in sort order (not in server mode). */
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

const NO_ACTIONS: readonly TableAction[] = [];
/** Rows above which sorting and filtering may take more than a frame on a slow phone (scripts/quality/bench-table.ts). */
const LONG_LIST = 1000;
const defaultActions = (row: TableRow) => (Array.isArray(row.buttons) ? (row.buttons as TableAction[]) : undefined);

/** A filterable, sortable, pageable, selectable table; the pipeline lives in table-state.ts, this only renders. */
function TableWithRef<Row extends TableRow>(props: TableProps<Row> & RootProps, ref: ForwardedRef<HTMLDivElement>) {
  const { data, rowCount, selectable } = props;
  const columns = useMemo(() => resolveColumns(props.columns, props.columnLabels), [props.columns, props.columnLabels]);
  const labels = { ...defaultTableLabels, ...props.labels };
  const getActions = props.getActions ?? defaultActions;
  const [state, setState] = useControllableState(props.state, { ...initialTableState(5), ...props.defaultState }, props.onStateChange);
  const [openCol, setOpenCol] = useState<string | null>(null);
  const [message, announce] = useAnnouncer();
  const toggles = useRef(new Map<string, HTMLButtonElement | null>());
  const chipButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const pendingFocus = useRef<(() => HTMLElement | null | undefined) | null>(null);
  // Server mode: the filter's results are announced once the app has sent them.
  const pendingFilters = useRef<FilterEntry[] | null>(null);
  // A long list's rows follow the state once the browser has painted it: a header click shows its
  // new sort at once, and the rows (sorting 10,000 takes tens of ms on a slow phone) come in the
  // next frame, rather than the click waiting for them. A short list (sorted well within a frame)
  // shows the change in the same render.
  const shown = useAfterPaint(state, rowCount === undefined && data.length > LONG_LIST);
  const view = useMemo(() => tableView(data, shown, columns, rowCount), [data, shown, columns, rowCount]);
  const idBase = useId();
  const hydrated = useHydrated();
  const label = (col: string) => columns.find((column) => column.key === col)?.label ?? col;

  useEffect(() => {
    const target = pendingFocus.current?.();
    pendingFocus.current = null;
    target?.focus();
  });

  useEffect(() => {
    if (!pendingFilters.current) return;
    announce(labels.filterAnnouncement(pendingFilters.current, view.length, label));
    pendingFilters.current = null;
    // Only new rows from the app end the wait: not the state change that started it.
  }, [data, rowCount]);

  const changeFilters = (filters: FilterEntry[]) => {
    const next = { ...state, filters, pageIndex: 0 };
    const pageEvent = { previousPageIndex: view.pageIndex, pageIndex: 0, pageSize: state.pageSize };
    if (rowCount !== undefined) {
      setState(next, { reason: "filter", filterValues: filters });
      if (view.pageIndex !== 0) props.onPage?.({ ...pageEvent, length: view.length });
      pendingFilters.current = filters;
      return;
    }
    const nextView = tableView(data, next, columns);
    const event = { filterValues: filters, filteredData: nextView.sorted, length: nextView.length };
    setState(next, { reason: "filter", ...event });
    props.onFilterApplied?.(event);
    if (view.pageIndex !== 0) props.onPage?.({ ...pageEvent, length: nextView.length });
    announce(labels.filterAnnouncement(filters, nextView.length, label));
  };

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
    rowKey: props.rowKey,
    selectable,
    selection: props.selection,
    defaultSelection: props.defaultSelection,
    onSelectionChange: props.onSelectionChange,
    announce: (count) => announce(labels.selectionAnnouncement(count)),
  });
  // A stable callback for the memoised rows, reading the committed render's handler.
  const onActionRef = useRef(props.onAction);
  useInsertionEffect(() => {
    onActionRef.current = props.onAction;
  });
  const onRowAction = useCallback((action: TableAction, row: Row) => onActionRef.current?.(action, row), []);

  const hasActions = Boolean(props.onAction || props.getActions);
  const columnCount = columns.length + (hasActions ? 1 : 0) + (selectable ? 1 : 0);
  const boxId = (col: string) => `${idBase}-filter-${columns.findIndex((column) => column.key === col)}`;
  const closeBox = (col: string) => {
    pendingFocus.current = () => toggles.current.get(col);
    setOpenCol(null);
  };
  const openColumn = columns.find((column) => column.key === openCol && column.filterable);
  const captionId = `${idBase}-caption`;

  return (
    <div ref={ref} {...rootAttributes(props)} className={cx(styles.root, props.className)} data-state={view.length === 0 ? "empty" : "filled"}>
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
        className={cx(styles.scroller, props.stickyHeader && styles.stickyScroller)}
        {...(props.stickyHeader ? { role: "region", "aria-labelledby": captionId, tabIndex: 0 } : {})}
      >
        <table className={styles.table}>
          <caption id={captionId} className={visuallyHidden}>
            {props.caption}
          </caption>
          <thead className={styles.thead}>
            <tr className={styles.headerRow}>
              {selectable ? <SelectAllHeader state={selecting.pageState} disabled={!hydrated || !selecting.pageSelectable} label={labels.selectAll} onToggle={selecting.togglePage} /> : null}
              {columns.map((column) => (
                <HeaderCell
                  key={column.key}
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
                    const sort = toggleSort(state.sort, column.key, props.disableSortClear);
                    setState({ ...state, sort }, { reason: "sort" });
                    announce(labels.sortAnnouncement(sort, label));
                  }}
                  onToggle={() => setOpenCol(openCol === column.key ? null : column.key)}
                />
              ))}
              {hasActions ? (
                <th scope="col" className={cx(styles.th, styles.actionsHeader)}>
                  <span className={styles.plainHeader}>{labels.actions}</span>
                </th>
              ) : null}
            </tr>
            {openColumn ? (
              <tr className={styles.filterRow}>
                <td colSpan={columnCount} className={styles.filterCell}>
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
          <tbody className={styles.tbody}>
            {view.page.length === 0 ? (
              <tr className={styles.emptyRow}>
                <td className={styles.empty} colSpan={columnCount}>
                  {/* Centred in the visible part of the table, even when it scrolls sideways. */}
                  <span className={styles.emptyText}>{labels.noResults}</span>
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
                    selectLabel={selectable ? labels.selectRow(props.rowName?.(row) ?? cellText(row, columns[0]?.key ?? "", columns[0])) : ""}
                    actions={hasActions ? (getActions(row) ?? NO_ACTIONS) : null}
                    renderIcon={props.renderIcon}
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
        pageSizeOptions={props.pageSizeOptions ?? [5, 10, 15]}
        showFirstLastButtons={props.showFirstLastButtons ?? true}
        labels={labels}
        onPage={(event, reason) => {
          setState({ ...state, pageIndex: event.pageIndex, pageSize: event.pageSize }, { reason, ...event });
          props.onPage?.(event);
          announce(labels.pageAnnouncement(event.pageIndex, event.pageSize, event.length));
        }}
      />
      <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {message}
      </div>
    </div>
  );
}

/**
 * A filterable, sortable, pageable table of rows with custom cells, row selection and an actions
 * column, on its own data or a server's pages; its root element takes `ref` (forwardRef keeps the
 * row type generic through this cast).
 *
 * @example
 * <Table data={people} columns={["name", { key: "email", cell: ({ value }) => <a href={`mailto:${value}`}>{value}</a> }]} caption="People" />
 */
export const Table = forwardRef(TableWithRef) as <Row extends TableRow>(props: TableProps<Row> & RootProps & { ref?: Ref<HTMLDivElement> }) => ReactElement | null;
