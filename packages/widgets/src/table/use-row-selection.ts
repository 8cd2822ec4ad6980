"use client";

import { useCallback, useInsertionEffect, useRef } from "react";
import { useControllableState } from "../shared/hooks.js";
import { pageSelection, rowIndex, toggleKey, togglePage, type PageSelection } from "./table-selection.js";

/** What `onSelectionChange(selection, details)` says: one row's checkbox, or the header's for the whole page. */
export type TableSelectionDetails<Row> = { reason: "row"; row: Row; selected: boolean } | { reason: "page"; rows: Row[]; selected: boolean };

type Options<Row extends object> = {
  data: readonly Row[];
  /** The rows on screen. */
  page: readonly Row[];
  rowKey: ((row: Row, index: number) => string) | undefined;
  selectable: boolean | ((row: Row) => boolean) | undefined;
  selection: readonly string[] | undefined;
  defaultSelection: readonly string[] | undefined;
  onSelectionChange: ((selection: string[], details: TableSelectionDetails<Row>) => void) | undefined;
  /** Called with the new count after every change, for the live region. */
  announce: (count: number) => void;
};

/**
 * The table's row selection: each row's key (`rowKey`, else its index in `data`), which rows may be
 * chosen, the selection itself (controllable), the page checkbox's state and action, and a stable
 * callback for the memoised rows' checkboxes.
 */
export function useRowSelection<Row extends object>({ data, page, rowKey, selectable, selection: value, defaultSelection, onSelectionChange, announce }: Options<Row>) {
  // Every selection the table reports is a new array of its own, so the callback may keep it.
  const onChange = onSelectionChange as ((selection: readonly string[], details: TableSelectionDetails<Row>) => void) | undefined;
  const [selection, setSelection] = useControllableState(value, defaultSelection ?? [], onChange);
  const keyOf = (row: Row) => {
    const index = rowIndex(data, row);
    return rowKey?.(row, index) ?? String(index);
  };
  const canSelect = (row: Row) => (typeof selectable === "function" ? selectable(row) : Boolean(selectable));
  const choosable = selectable ? page.filter(canSelect) : [];
  const pageKeys = choosable.map(keyOf);
  const pageState: PageSelection = pageSelection(selection, pageKeys);
  const select = (next: string[], details: TableSelectionDetails<Row>) => {
    setSelection(next, details);
    announce(next.length);
  };
  // The rows' checkboxes get one stable callback, reading the committed render's selection.
  const latest = useRef({ select, selection });
  useInsertionEffect(() => {
    latest.current = { select, selection };
  });
  const onRowSelect = useCallback((row: Row, key: string, selected: boolean) => {
    const { select: choose, selection: chosen } = latest.current;
    choose(toggleKey(chosen, key, selected), { reason: "row", row, selected });
  }, []);

  return {
    selection,
    keyOf,
    canSelect,
    /** All, some or none of the page's selectable rows: the page checkbox's state. */
    pageState,
    /** Whether the page has a row to select. */
    pageSelectable: pageKeys.length > 0,
    /** The page checkbox's action: select the page's rows, or clear them when all are selected. */
    togglePage: () => select(togglePage(selection, pageKeys), { reason: "page", rows: choosable, selected: pageState !== "all" }),
    onRowSelect,
  };
}
