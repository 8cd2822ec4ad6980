import { useEffect, useId, useRef, type ReactNode } from "react";
import { pageCount, pageIndexForSize, rangeLabel } from "./table-state";
import * as styles from "./table.css";

/** What `onPage` receives, as Angular Material's PageEvent. */
export type PageEvent = { previousPageIndex: number; pageIndex: number; pageSize: number; length: number };

export type PaginatorLabels = {
  itemsPerPage: string;
  firstPage: string;
  previousPage: string;
  nextPage: string;
  lastPage: string;
  /** The range label; the default reads '{from} – {to} of {total}', or '0 of {total}'. */
  range: (pageIndex: number, pageSize: number, length: number) => string;
};

export const DEFAULT_PAGINATOR_LABELS: PaginatorLabels = {
  itemsPerPage: "Items per page:",
  firstPage: "First page",
  previousPage: "Previous page",
  nextPage: "Next page",
  lastPage: "Last page",
  range: rangeLabel,
};

export type TablePaginatorProps = {
  length: number;
  pageIndex: number;
  /** 50 when not given, as SPEC §9 says for the paginator on its own; the table passes its own. */
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  showFirstLastButtons?: boolean;
  hidePageSize?: boolean;
  labels?: Partial<PaginatorLabels>;
  onPage: (event: PageEvent) => void;
};

type Direction = "first" | "previous" | "next" | "last";

const arrows: Record<Direction, string> = {
  first: "M18.4 16.6 13.8 12l4.6-4.6L17 6l-6 6 6 6zM6 6h2v12H6z",
  previous: "M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z",
  next: "M10 6 8.6 7.4l4.6 4.6-4.6 4.6L10 18l6-6z",
  last: "M5.6 7.4 10.2 12l-4.6 4.6L7 18l6-6-6-6zM16 6h2v12h-2z",
};

function Arrow({ direction }: { direction: Direction }): ReactNode {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={arrows[direction]} />
    </svg>
  );
}

/** The table's paginator part: page size select, range label and first/previous/next/last buttons. */
export function TablePaginator({
  length,
  pageIndex,
  pageSize = 50,
  pageSizeOptions = [5, 10, 15],
  showFirstLastButtons = true,
  hidePageSize = false,
  labels: labelOverrides,
  onPage,
}: TablePaginatorProps) {
  const labels = { ...DEFAULT_PAGINATOR_LABELS, ...labelOverrides };
  const selectId = useId();
  const lastIndex = pageCount(length, pageSize) - 1;
  const atStart = pageIndex <= 0;
  const atEnd = pageIndex >= lastIndex;
  const buttons = useRef<Partial<Record<Direction, HTMLButtonElement | null>>>({});
  const pressed = useRef<Direction | null>(null);

  // A button that disables itself under the focus (next on the last page) would drop focus to
  // the page body; hand it to the nearest button still enabled instead.
  useEffect(() => {
    const direction = pressed.current;
    pressed.current = null;
    if (!direction) return;
    const button = buttons.current[direction];
    if (!button?.disabled) return;
    const fallbacks: Direction[] = direction === "next" || direction === "last" ? ["previous", "first"] : ["next", "last"];
    for (const other of fallbacks) {
      const candidate = buttons.current[other];
      if (candidate && !candidate.disabled) {
        candidate.focus();
        return;
      }
    }
  }, [pageIndex]);

  const options = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  const go = (direction: Direction, target: number) => {
    pressed.current = direction;
    onPage({ previousPageIndex: pageIndex, pageIndex: target, pageSize, length });
  };

  const button = (direction: Direction, label: string, target: number, disabled: boolean) => (
    <button
      type="button"
      ref={(el) => {
        buttons.current[direction] = el;
      }}
      className={styles.iconButton}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => go(direction, target)}
    >
      <Arrow direction={direction} />
    </button>
  );

  return (
    <div className={styles.paginator} data-state={length === 0 ? "empty" : "filled"}>
      {hidePageSize ? null : (
        <div className={styles.pageSize}>
          <label htmlFor={selectId}>{labels.itemsPerPage}</label>
          <select
            id={selectId}
            className={styles.select}
            value={pageSize}
            onChange={(event) => {
              const size = Number(event.target.value);
              onPage({ previousPageIndex: pageIndex, pageIndex: pageIndexForSize(pageIndex, pageSize, size), pageSize: size, length });
            }}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      )}
      <span className={styles.range}>{labels.range(pageIndex, pageSize, length)}</span>
      <div className={styles.pageButtons}>
        {showFirstLastButtons ? button("first", labels.firstPage, 0, atStart) : null}
        {button("previous", labels.previousPage, pageIndex - 1, atStart)}
        {button("next", labels.nextPage, pageIndex + 1, atEnd)}
        {showFirstLastButtons ? button("last", labels.lastPage, lastIndex, atEnd) : null}
      </div>
    </div>
  );
}
