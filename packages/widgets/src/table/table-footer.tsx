import { useId, type ReactNode } from "react";
import type { PageDirection } from "../paginator/paginate.js";
import { usePageArrows } from "../paginator/use-page-arrows.js";
import type { TableLabels } from "./labels.js";
import { pageCount, pageIndexForSize } from "./table-state.js";
import * as styles from "./table.css.js";

/** What `onPage` receives. */
export type PageEvent = { previousPageIndex: number; pageIndex: number; pageSize: number; length: number };

type Props = {
  length: number;
  pageIndex: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  showFirstLastButtons: boolean;
  labels: TableLabels;
  onPage: (event: PageEvent) => void;
};

const arrows: Record<PageDirection, string> = {
  first: "M18.4 16.6 13.8 12l4.6-4.6L17 6l-6 6 6 6zM6 6h2v12H6z",
  prev: "M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z",
  next: "M10 6 8.6 7.4l4.6 4.6-4.6 4.6L10 18l6-6z",
  last: "M5.6 7.4 10.2 12l-4.6 4.6L7 18l6-6-6-6zM16 6h2v12h-2z",
};

function Arrow({ direction }: { direction: PageDirection }): ReactNode {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={arrows[direction]} />
    </svg>
  );
}

/**
 * The table's footer: page size select and range label, then the paginator's arrows (the same
 * behaviour as `Paginator`, through `usePageArrows`) as a compact row of flat icon buttons.
 */
export function TableFooter({ length, pageIndex, pageSize, pageSizeOptions, showFirstLastButtons, labels, onPage }: Props) {
  const selectId = useId();
  const page = usePageArrows({
    page: pageIndex + 1,
    totalPages: pageCount(length, pageSize),
    onMove: (change) => onPage({ previousPageIndex: pageIndex, pageIndex: change.index, pageSize, length }),
    // The arrows sit side by side: the nearest usable one takes the focus.
    refocus: "nearest",
  });
  const options = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  const arrow = (direction: PageDirection) => (
    <button className={styles.iconButton} aria-label={labels[direction]} title={labels[direction]} {...page.props(direction)}>
      <Arrow direction={direction} />
    </button>
  );

  return (
    <div className={styles.paginator} data-state={length === 0 ? "empty" : "filled"}>
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
      <span className={styles.range}>{labels.range(pageIndex, pageSize, length)}</span>
      <div className={styles.pageButtons}>
        {showFirstLastButtons ? arrow("first") : null}
        {arrow("prev")}
        {arrow("next")}
        {showFirstLastButtons ? arrow("last") : null}
      </div>
    </div>
  );
}
