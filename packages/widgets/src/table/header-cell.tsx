import { useEffect, useId, useRef, useState } from "react";
import { visuallyHidden } from "../shared/visually-hidden.css.js";
import type { TableLabels } from "./labels.js";
import type { SortDirection } from "./table-state.js";
import * as styles from "./table.css.js";

type Props = {
  col: string;
  label: string;
  direction: SortDirection;
  filterValue: string | undefined;
  open: boolean;
  labels: TableLabels;
  toggleRef: (el: HTMLButtonElement | null) => void;
  onSort: () => void;
  onToggle: () => void;
  onApply: (value: string) => void;
  onClear: () => void;
  onClose: () => void;
};

const sortPaths: Record<SortDirection, string> = {
  asc: "M12 5l6 7h-4v7h-4v-7H6z",
  desc: "M12 19l-6-7h4V5h4v7h4z",
  "": "M12 3l5 6H7zM12 21l-5-6h10z",
};

const funnel = "M3 4h18l-7 8.5V19l-4 2v-8.5z";
const cross = "m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z";

function Glyph({ d, className, size = 18 }: { d: string; className?: string; size?: number }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

/** A column header: the sort button, the filter toggle and, when open, the filter box. */
export function HeaderCell(props: Props) {
  const { label, direction, filterValue, open, labels } = props;
  const placeholder = labels.filterPlaceholder;
  const boxId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(filterValue ?? "");

  // Each opening starts from the column's applied filter, not from text left unapplied.
  useEffect(() => {
    if (open) setDraft(filterValue ?? "");
  }, [open, filterValue]);

  // Boxes open only from their toggle, so the user is waiting to type.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const ariaSort = direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined;

  return (
    <th scope="col" className={styles.th} aria-sort={ariaSort} data-state={open ? "open" : "closed"}>
      <div className={styles.headerCell}>
        <button type="button" className={styles.sortButton} onClick={props.onSort}>
          {label}
          <Glyph d={sortPaths[direction]} className={styles.sortIcon} size={16} />
        </button>
        <button
          type="button"
          ref={props.toggleRef}
          className={styles.iconButton}
          aria-label={labels.filter(label)}
          title={labels.filter(label)}
          aria-expanded={open}
          aria-controls={open ? boxId : undefined}
          data-active={filterValue === undefined ? undefined : ""}
          onClick={props.onToggle}
        >
          <Glyph d={funnel} />
        </button>
      </div>
      {open ? (
        <div id={boxId} className={styles.filterBox}>
          <input
            ref={input}
            type="text"
            enterKeyHint="search"
            autoComplete="off"
            className={styles.filterInput}
            aria-label={`${placeholder} ${label}`}
            aria-describedby={hintId}
            placeholder={placeholder}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                props.onApply(draft);
              } else if (event.key === "Escape") {
                event.preventDefault();
                props.onClose();
              }
            }}
          />
          <span id={hintId} className={visuallyHidden}>
            {labels.filterHint}
          </span>
          <button type="button" className={styles.iconButton} aria-label={labels.clearFilter(label)} title={labels.clearFilter(label)} onClick={props.onClear}>
            <Glyph d={cross} />
          </button>
        </div>
      ) : null}
    </th>
  );
}
