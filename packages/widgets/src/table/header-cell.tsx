"use client";

import type { ReactNode } from "react";
import { useHydrated } from "../shared/hooks.js";
import { Glyph, glyphs } from "./glyph.js";
import type { TableLabels } from "./labels.js";
import type { SortDirection } from "./table-state.js";
import * as styles from "./table.css.js";

type Props = {
  /** What heads the column: text or an element. */
  header: ReactNode;
  /** The column's name as text: its filter toggle's. */
  label: string;
  sortable: boolean;
  filterable: boolean;
  direction: SortDirection;
  filtered: boolean;
  open: boolean;
  /** The id of this column's filter box, while it is open. */
  boxId: string;
  labels: TableLabels;
  toggleRef: (el: HTMLButtonElement | null) => void;
  onSort: () => void;
  onToggle: () => void;
};

/** A column header: the sort button and the toggle of the column's filter box. */
export function HeaderCell({ header, label, sortable, filterable, direction, filtered, open, boxId, labels, toggleRef, onSort, onToggle }: Props) {
  // Sorting and filtering need JavaScript: until it runs the buttons are disabled (and, with no
  // scripting at all, the stylesheet shows the header as plain text).
  const hydrated = useHydrated();
  const ariaSort = direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined;

  return (
    <th scope="col" className={styles.th} aria-sort={ariaSort} data-state={open ? "open" : "closed"} data-part="header">
      <div className={styles.headerCell} data-part="header-cell">
        {sortable ? (
          <button type="button" className={styles.sortButton} data-part="sort-button" disabled={!hydrated} onClick={onSort}>
            {header}
            <Glyph d={glyphs.sort[direction]} className={styles.sortIcon} part="sort-icon" size={16} />
          </button>
        ) : (
          <span className={styles.plainHeader} data-part="header-text">
            {header}
          </span>
        )}
        {filterable ? (
          <button
            type="button"
            ref={toggleRef}
            className={styles.iconButton}
            data-part="filter-toggle"
            aria-label={labels.filter(label)}
            title={labels.filter(label)}
            aria-expanded={open}
            aria-controls={open ? boxId : undefined}
            data-active={filtered ? "" : undefined}
            disabled={!hydrated}
            onClick={onToggle}
          >
            <Glyph d={glyphs.funnel} part="icon" />
          </button>
        ) : null}
      </div>
    </th>
  );
}
