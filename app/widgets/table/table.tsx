import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { ActionButton, type TableAction } from "./action-button";
import { HeaderCell } from "./header-cell";
import { TablePaginator, type PageEvent, type PaginatorLabels } from "./table-paginator";
import {
  describeFilters,
  describePage,
  describeSort,
  initialState,
  removeFilter,
  tableView,
  toggleSort,
  upsertFilter,
  type FilterEntry,
  type SortState,
  type TableRow,
  type TableState,
} from "./table-state";
import * as styles from "./table.css";
import { useAnnouncer, useTableState } from "./use-table-state";

export type FilterAppliedEvent<Row> = { filterValues: FilterEntry[]; filteredData: Row[]; length: number };

export type TableProps<Row extends TableRow> = {
  data: readonly Row[];
  /** Column names; each cell shows `row[name]`. */
  columns: readonly string[];
  columnLabels?: Partial<Record<string, string>>;
  /** The table's accessible name, shown as its caption. */
  caption: ReactNode;
  /** The actions column: buttons from `getActions` (default: the row's `buttons` field). */
  onAction?: (action: TableAction, row: Row) => void;
  getActions?: (row: Row) => readonly TableAction[] | undefined;
  actionsLabel?: string;
  renderIcon?: (icon: string, action: TableAction) => ReactNode;
  rowKey?: (row: Row, index: number) => string;
  filterPlaceholder?: string;
  noResultsLabel?: string;
  pageSizeOptions?: readonly number[];
  showFirstLastButtons?: boolean;
  paginatorLabels?: Partial<PaginatorLabels>;
  /** Sort toggles asc/desc only, never back to unsorted. */
  disableSortClear?: boolean;
  state?: TableState;
  defaultState?: Partial<TableState>;
  onStateChange?: (state: TableState) => void;
  onFilterApplied?: (event: FilterAppliedEvent<Row>) => void;
  onPage?: (event: PageEvent) => void;
  onSortChange?: (sort: SortState) => void;
};

const defaultActions = (row: TableRow) => (Array.isArray(row.buttons) ? (row.buttons as TableAction[]) : undefined);

/** A filterable, sortable, pageable table; the pipeline lives in table-state.ts, this only renders. */
export function Table<Row extends TableRow>(props: TableProps<Row>) {
  const { data, columns, columnLabels = {}, filterPlaceholder = "Find by", onAction } = props;
  const getActions = props.getActions ?? defaultActions;
  const [state, setState] = useTableState(props.state, { ...initialState(5), ...props.defaultState }, props.onStateChange);
  const [openCol, setOpenCol] = useState<string | null>(null);
  const [message, announce] = useAnnouncer();
  const toggles = useRef(new Map<string, HTMLButtonElement | null>());
  const chipButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const pendingFocus = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const view = useMemo(() => tableView(data, state), [data, state]);
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
    announce(describeFilters(filters, nextView.length, label));
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

  return (
    <div className={styles.root} data-state={view.length === 0 ? "empty" : "filled"}>
      {state.filters.length > 0 ? (
        <div className={styles.chips}>
          <ul className={styles.chipList} aria-label="Active filters">
            {state.filters.map((entry) => (
              <li key={entry.col} className={styles.chip}>
                <span>
                  {label(entry.col)}: {entry.value}
                </span>
                <button
                  type="button"
                  ref={(el) => {
                    chipButtons.current.set(entry.col, el);
                  }}
                  className={styles.chipRemove}
                  aria-label={`Remove filter ${label(entry.col)}: ${entry.value}`}
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
            Remove all filters
          </button>
        </div>
      ) : null}
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>{props.caption}</caption>
          <thead>
            <tr>
              {columns.map((col) => (
                <HeaderCell
                  key={col}
                  col={col}
                  label={label(col)}
                  direction={state.sort.active === col ? state.sort.direction : ""}
                  filterValue={state.filters.find((entry) => entry.col === col)?.value}
                  open={openCol === col}
                  placeholder={filterPlaceholder}
                  toggleRef={(el) => {
                    toggles.current.set(col, el);
                  }}
                  onSort={() => {
                    const sort = toggleSort(state.sort, col, props.disableSortClear);
                    setState({ ...state, sort });
                    props.onSortChange?.(sort);
                    announce(describeSort(sort, label));
                  }}
                  onToggle={() => {
                    setOpenCol(openCol === col ? null : col);
                  }}
                  onApply={(value) => changeFilters(upsertFilter(state.filters, col, value))}
                  onClear={() => {
                    pendingFocus.current = () => toggles.current.get(col);
                    setOpenCol(null);
                    if (state.filters.some((entry) => entry.col === col)) changeFilters(removeFilter(state.filters, col));
                  }}
                  onClose={() => {
                    pendingFocus.current = () => toggles.current.get(col);
                    setOpenCol(null);
                  }}
                />
              ))}
              {hasActions ? (
                <th scope="col" className={styles.th}>
                  <span className={styles.plainHeader}>
                    {props.actionsLabel ?? "actions"}
                  </span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {view.page.length === 0 ? (
              <tr>
                <td className={styles.empty} colSpan={columns.length + (hasActions ? 1 : 0)}>
                  {props.noResultsLabel ?? "No results"}
                </td>
              </tr>
            ) : (
              view.page.map((row, index) => (
                <tr key={props.rowKey?.(row, index) ?? index} className={styles.row}>
                  {columns.map((col) => (
                    <td key={col} className={styles.td}>
                      {row[col] === null || row[col] === undefined ? "" : String(row[col])}
                    </td>
                  ))}
                  {hasActions ? (
                    <td className={styles.td}>
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
      <TablePaginator
        length={view.length}
        pageIndex={view.pageIndex}
        pageSize={state.pageSize}
        pageSizeOptions={props.pageSizeOptions ?? [5, 10, 15]}
        showFirstLastButtons={props.showFirstLastButtons ?? true}
        labels={props.paginatorLabels}
        onPage={(event) => {
          setState({ ...state, pageIndex: event.pageIndex, pageSize: event.pageSize });
          props.onPage?.(event);
          announce(describePage(event.pageIndex, event.pageSize, event.length));
        }}
      />
      <div role="status" aria-live="polite" aria-atomic="true" className={styles.visuallyHidden}>
        {message}
      </div>
    </div>
  );
}
