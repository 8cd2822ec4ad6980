"use client";

import { useId } from "react";
import { Paginator } from "../paginator/paginator.js";
import { useHydrated } from "../shared/hooks.js";
import type { TableLabels } from "./labels.js";
import { pageCount, pageIndexForSize, type PageEvent } from "./table-state.js";
import * as styles from "./table.css.js";

type Props = {
  length: number;
  pageIndex: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  showFirstLastButtons: boolean;
  labels: TableLabels;
  /** The page navigation's accessible name. */
  pagesName: string;
  onPage: (event: PageEvent, reason: "page" | "page-size") => void;
};

/**
 * The table's footer: the page size select, then the package's `Paginator` in its toolbar layout,
 * with the range of rows as its status (the table announces page changes itself).
 */
export function TableFooter({ length, pageIndex, pageSize, pageSizeOptions, showFirstLastButtons, labels, pagesName, onPage }: Props) {
  const selectId = useId();
  const hydrated = useHydrated();
  const options = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <div className={styles.footer} data-part="footer" data-state={length === 0 ? "empty" : "filled"}>
      <div className={styles.pageSize} data-part="page-size">
        <label htmlFor={selectId}>{labels.itemsPerPage}</label>
        <select
          id={selectId}
          className={styles.select}
          data-part="page-size-select"
          value={pageSize}
          // A select that cannot change the page without JavaScript says so.
          disabled={!hydrated}
          onChange={(event) => {
            const size = Number(event.target.value);
            onPage({ previousPageIndex: pageIndex, pageIndex: pageIndexForSize(pageIndex, pageSize, size), pageSize: size, length }, "page-size");
          }}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <Paginator
        layout="toolbar"
        template={showFirstLastButtons ? "default" : "templateOne"}
        totalPages={pageCount(length, pageSize)}
        pageIndex={pageIndex}
        onPageIndexChange={(next) => onPage({ previousPageIndex: pageIndex, pageIndex: next, pageSize, length }, "page")}
        status={labels.range(pageIndex, pageSize, length)}
        aria-label={pagesName}
        data-part="paginator"
        labels={{ first: labels.first, prev: labels.prev, next: labels.next, last: labels.last }}
      />
    </div>
  );
}
