"use client";

import { useEffect, useId, useState } from "react";
import { useHydrated } from "../shared/hooks.js";
import * as styles from "./table.css.js";

type Props = {
  /** The search the table's state holds. */
  value: string;
  label: string;
  onSearch: (search: string) => void;
};

/**
 * The table's search box: the rows follow as the user types. It keeps its own text while typing,
 * so an owner that stores the state a moment later (a router, the URL) does not move the caret,
 * and takes the state's when that changes from elsewhere.
 */
export function SearchBox({ value, label, onSearch }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft((typed) => (typed.trim() === value.trim() ? typed : value)), [value]);
  // Searching needs JavaScript: until it runs the box is disabled, as the headers' buttons are.
  const hydrated = useHydrated();
  return (
    <div className={styles.search} data-part="search">
      <label htmlFor={id} className={styles.searchLabel} data-part="search-label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        className={styles.filterInput}
        data-part="search-input"
        value={draft}
        disabled={!hydrated}
        onChange={(event) => {
          setDraft(event.target.value);
          onSearch(event.target.value);
        }}
      />
    </div>
  );
}
