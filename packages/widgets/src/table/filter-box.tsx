"use client";

import { useEffect, useId, useRef, useState } from "react";
import { visuallyHidden } from "../shared/visually-hidden.css.js";
import { Glyph, glyphs } from "./glyph.js";
import type { TableLabels } from "./labels.js";
import * as styles from "./table.css.js";

type Props = {
  id: string;
  label: string;
  filterValue: string | undefined;
  labels: TableLabels;
  onApply: (value: string) => void;
  onClear: () => void;
  onClose: () => void;
};

/**
 * One column's filter box, in a row of its own under the headers: it spans the table, so opening
 * it never widens a column or scrolls the first ones out of view.
 */
export function FilterBox({ id, label, filterValue, labels, onApply, onClear, onClose }: Props) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Each opening starts from the column's applied filter, not from text left unapplied.
  const [draft, setDraft] = useState(filterValue ?? "");
  useEffect(() => setDraft(filterValue ?? ""), [filterValue]);

  // Boxes open only from their toggle, so the user is waiting to type.
  useEffect(() => {
    input.current?.focus();
  }, []);

  return (
    <div id={id} className={styles.filterBox} data-part="filter-box">
      <label htmlFor={inputId} className={styles.filterLabel} data-part="filter-label">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="text"
        enterKeyHint="search"
        autoComplete="off"
        className={styles.filterInput}
        data-part="filter-input"
        aria-label={`${labels.filterPlaceholder} ${label}`}
        aria-describedby={hintId}
        placeholder={labels.filterPlaceholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onApply(draft);
          } else if (event.key === "Escape") {
            event.preventDefault();
            onClose();
          }
        }}
      />
      <span id={hintId} className={visuallyHidden}>
        {labels.filterHint}
      </span>
      <button type="button" className={styles.iconButton} data-part="filter-clear" aria-label={labels.clearFilter(label)} title={labels.clearFilter(label)} onClick={onClear}>
        <Glyph d={glyphs.cross} part="icon" />
      </button>
    </div>
  );
}
