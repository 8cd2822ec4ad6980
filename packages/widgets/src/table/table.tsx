"use client";

import { forwardRef, useEffect, useId, useMemo, useRef, useState, type ForwardedRef, type ReactElement, type ReactNode, type Ref } from "react";
import { rootAttributes, type RootProps } from "../shared/root-props.js";
import { cx } from "../shared/utils.js";
import { useControllableState } from "../shared/hooks.js";
import { visuallyHidden } from "../shared/visually-hidden.css.js";
import { ActionButton, type TableAction } from "./action-button.js";
import { FilterBox } from "./filter-box.js";
import { HeaderCell } from "./header-cell.js";
import { defaultTableLabels, type TableLabels } from "./labels.js";
import { TableFooter, type PageEvent } from "./table-footer.js";
import {
  initialTableState,
  removeFilter,
  tableView,
  toggleSort,
  upsertFilter,
  type FilterEntry,
  type SortState,
  type TableRow,
  type TableState,
} from "./table-state.js";
import * as styles from "./table.css.js";
import { useAnnouncer } from "./use-announcer.js";

export type FilterAppliedEvent<Row> = { filterValues: FilterEntry[]; filteredData: Row[]; length: number };

export type TableProps<Row extends TableRow> = {
  /** The rows. Treat as immutable: pass a new array when rows change (sorted copies are cached per array). */
  data: readonly Row[];
  /** Column names, keys of the row type (a misspelt one does not compile); each cell shows `String(row[name])`. */
  columns: readonly (keyof Row & string)[];
  /**
   * Header text per column.
   * @default the column names
   */
  columnLabels?: Partial<Record<keyof Row & string, string>>;
  /** The table's accessible name, rendered as a visually hidden `<caption>`. */
  caption: ReactNode;
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
   * React key per row.
   * @default the row's index
   */
  rowKey?: (row: Row, index: number) => string;
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
  /** Every change of filters, sort, page or page size: the whole new state. */
  onStateChange?: (state: TableState) => void;
  /** After a filter is added, replaced or removed; `filteredData` is every matching row in sort order. */
  onFilterApplied?: (event: FilterAppliedEvent<Row>) => void;
  /** After a page or page size change, and when a filter change returns to the first page. */
  onPage?: (event: PageEvent) => void;
  /** After a header click. */
  onSortChange?: (sort: SortState) => void;
  /**
   * Texts, merged over the defaults.
   * @default English: see the labels table
   */
  labels?: Partial<TableLabels>;
  /** Added to the root element. */
  className?: string;
};

const defaultActions = (row: TableRow) => (Array.isArray(row.buttons) ? (row.buttons as TableAction[]) : undefined);

/** A filterable, sortable, pageable table; the pipeline lives in table-state.ts, this only renders. */
function TableWithRef<Row extends TableRow>(props: TableProps<Row> & RootProps, ref: ForwardedRef<HTMLDivElement>) {
  const { data, onAction } = props;
  const columns: readonly string[] = props.columns;
  const columnLabels: Partial<Record<string, string>> = props.columnLabels ?? {};
  const labels = { ...defaultTableLabels, ...props.labels };
  const getActions = props.getActions ?? defaultActions;
  const [state, setState] = useControllableState(props.state, { ...initialTableState(5), ...props.defaultState }, props.onStateChange);
  const [openCol, setOpenCol] = useState<string | null>(null);
  const [message, announce] = useAnnouncer();
  const toggles = useRef(new Map<string, HTMLButtonElement | null>());
  const chipButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const pendingFocus = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const view = useMemo(() => tableView(data, state), [data, state]);
  const boxIdBase = useId();
  const label = (col: string) => columnLabels[col] ?? col;

  useEffect(() => {
    const target = pendingFocus.current?.();
    pendingFocus.current = null;
    target?.focus();
  });

  const changeFilters = (filters: FilterEntry[]) => {
    const next = { ...state, filters, pageIndex: 0 };
    const nextView = tableView(data, next);
    setState(next);
    props.onFilterApplied?.({ filterValues: filters, filteredData: nextView.sorted, length: nextView.length });
    if (view.pageIndex !== 0) props.onPage?.({ previousPageIndex: view.pageIndex, pageIndex: 0, pageSize: state.pageSize, length: nextView.length });
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

  const hasActions = Boolean(onAction || props.getActions);
  const columnCount = columns.length + (hasActions ? 1 : 0);
  const boxId = (col: string) => `${boxIdBase}-filter-${columns.indexOf(col)}`;
  const closeBox = (col: string) => {
    pendingFocus.current = () => toggles.current.get(col);
    setOpenCol(null);
  };

  return (
    <div ref={ref} {...rootAttributes(props)} className={cx(styles.root, props.className)} data-state={view.length === 0 ? "empty" : "filled"}>
      {state.filters.length > 0 ? (
        <div className={styles.chips}>
          <ul className={styles.chipList} aria-label={labels.activeFilters}>
            {state.filters.map((entry) => (
              <li key={entry.col} className={styles.chip}>
                <span className={styles.chipText}>
                  {label(entry.col)}: {entry.value}
                </span>
                <button
                  type="button"
                  ref={(el) => {
                    chipButtons.current.set(entry.col, el);
                  }}
                  className={styles.chipRemove}
                  aria-label={labels.removeFilter(label(entry.col), entry.value)}
                  onClick={() => removeOne(entry.col)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              const first = state.filters[0]?.col;
              pendingFocus.current = () => (first ? toggles.current.get(first) : null);
              setOpenCol(null);
              changeFilters([]);
            }}
          >
            {labels.removeAllFilters}
          </button>
        </div>
      ) : null}
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={visuallyHidden}>{props.caption}</caption>
          <thead className={styles.thead}>
            <tr className={styles.headerRow}>
              {columns.map((col) => (
                <HeaderCell
                  key={col}
                  label={label(col)}
                  direction={state.sort.active === col ? state.sort.direction : ""}
                  filtered={state.filters.some((entry) => entry.col === col)}
                  open={openCol === col}
                  boxId={boxId(col)}
                  labels={labels}
                  toggleRef={(el) => {
                    toggles.current.set(col, el);
                  }}
                  onSort={() => {
                    const sort = toggleSort(state.sort, col, props.disableSortClear);
                    setState({ ...state, sort });
                    props.onSortChange?.(sort);
                    announce(labels.sortAnnouncement(sort, label));
                  }}
                  onToggle={() => {
                    setOpenCol(openCol === col ? null : col);
                  }}
                />
              ))}
              {hasActions ? (
                <th scope="col" className={cx(styles.th, styles.actionsHeader)}>
                  <span className={styles.plainHeader}>{labels.actions}</span>
                </th>
              ) : null}
            </tr>
            {openCol !== null && columns.includes(openCol) ? (
              <tr className={styles.filterRow}>
                <td colSpan={columnCount} className={styles.filterCell}>
                  <FilterBox
                    key={openCol}
                    id={boxId(openCol)}
                    label={label(openCol)}
                    filterValue={state.filters.find((entry) => entry.col === openCol)?.value}
                    labels={labels}
                    onApply={(value) => changeFilters(upsertFilter(state.filters, openCol, value))}
                    onClear={() => {
                      closeBox(openCol);
                      if (state.filters.some((entry) => entry.col === openCol)) changeFilters(removeFilter(state.filters, openCol));
                    }}
                    onClose={() => closeBox(openCol)}
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
              view.page.map((row, index) => (
                <tr key={props.rowKey?.(row, index) ?? index} className={styles.row}>
                  {columns.map((col) => (
                    // data-label: the column's name, shown beside the value once the rows stack.
                    <td key={col} className={styles.td} data-label={label(col)}>
                      {row[col] === null || row[col] === undefined ? "" : String(row[col])}
                    </td>
                  ))}
                  {hasActions ? (
                    <td className={cx(styles.td, styles.actionsCell)}>
                      <div className={styles.actions}>
                        {(getActions(row) ?? []).map((action) => (
                          <ActionButton
                            key={action.label}
                            action={action}
                            icon={action.icon ? props.renderIcon?.(action.icon, action) : null}
                            onClick={() => onAction?.(action, row)}
                          />
                        ))}
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))
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
        onPage={(event) => {
          setState({ ...state, pageIndex: event.pageIndex, pageSize: event.pageSize });
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
 * A filterable, sortable, pageable table of rows with an actions column; its root element takes
 * `ref` (forwardRef keeps the row type generic through this cast).
 *
 * @example
 * <Table data={people} columns={["name", "surname"]} caption="People" />
 */
export const Table = forwardRef(TableWithRef) as <Row extends TableRow>(props: TableProps<Row> & RootProps & { ref?: Ref<HTMLDivElement> }) => ReactElement | null;
