"use client";

import type { MutableRefObject } from "react";
import { useHydrated } from "../shared/hooks.js";
import type { TableLabels } from "./labels.js";
import type { FilterEntry } from "./table-state.js";
import * as styles from "./table.css.js";

type Props = {
  filters: readonly FilterEntry[];
  label: (col: string) => string;
  labels: TableLabels;
  /** Each chip's remove button, by column, for the table to move focus to. */
  buttons: MutableRefObject<Map<string, HTMLButtonElement | null>>;
  onRemove: (col: string) => void;
  onRemoveAll: () => void;
};

/**
 * The active filters as removable chips, and "Remove all filters". Removing needs JavaScript: until
 * it runs the buttons are disabled, as the header's sort and filter buttons are.
 */
export function FilterChips({ filters, label, labels, buttons, onRemove, onRemoveAll }: Props) {
  const hydrated = useHydrated();
  return (
    <div className={styles.chips} data-part="chips">
      <ul className={styles.chipList} data-part="chip-list" aria-label={labels.activeFilters}>
        {filters.map((entry) => (
          <li key={entry.col} className={styles.chip} data-part="chip">
            <span className={styles.chipText} data-part="chip-text">
              {label(entry.col)}: {entry.value}
            </span>
            <button
              type="button"
              ref={(el) => {
                buttons.current.set(entry.col, el);
              }}
              className={styles.chipRemove}
              data-part="chip-remove"
              aria-label={labels.removeFilter(label(entry.col), entry.value)}
              disabled={!hydrated}
              onClick={() => onRemove(entry.col)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.textButton} data-part="remove-all" disabled={!hydrated} onClick={onRemoveAll}>
        {labels.removeAllFilters}
      </button>
    </div>
  );
}
