import { memo, type ReactNode } from "react";
import { cx } from "../shared/utils.js";
import { ActionButton, type TableAction } from "./action-button.js";
import type { ResolvedColumn } from "./columns.js";
import { cellText, columnValue } from "./table-state.js";
import * as styles from "./table.css.js";

/** A row's checkbox, when the table is selectable: its state and accessible name. */
export type RowSelect = { checked: boolean; disabled: boolean; label: string };

type Props<Row extends object, Action extends TableAction> = {
  row: Row;
  /** The row's key (`rowKey`), given back to `onSelect`. */
  rowKey: string;
  columns: readonly ResolvedColumn<Row>[];
  /** The checkbox's state and name as text, so that an unchanged row skips rendering (memo). */
  checked: boolean | null;
  selectDisabled: boolean;
  selectLabel: string;
  /** The row's action buttons; null when the table has no actions column. */
  actions: readonly Action[] | null;
  renderIcon: ((icon: string, action: Action) => ReactNode) | undefined;
  onSelect: (row: Row, key: string, selected: boolean) => void;
  onAction: (action: Action, row: Row) => void;
};

/**
 * One body row: its checkbox, its cells (each drawn by its column's `cell`, else as text) and its
 * actions. Memoised: opening a filter box or paging a 100-row page re-renders only the rows that
 * changed (the table passes stable callbacks).
 */
function RowView<Row extends object, Action extends TableAction>({
  row,
  rowKey,
  columns,
  checked,
  selectDisabled,
  selectLabel,
  actions,
  renderIcon,
  onSelect,
  onAction,
}: Props<Row, Action>) {
  return (
    <tr className={styles.row} data-part="row" data-state={checked ? "selected" : undefined}>
      {checked === null ? null : (
        <td className={cx(styles.td, styles.selectCell)} data-part="select-cell">
          <input
            type="checkbox"
            className={styles.checkbox}
            data-part="checkbox"
            aria-label={selectLabel}
            checked={checked}
            disabled={selectDisabled}
            onChange={(event) => onSelect(row, rowKey, event.target.checked)}
          />
        </td>
      )}
      {columns.map((column) => (
        // data-label: the column's name, shown beside the value once the rows stack.
        <td key={column.key} className={styles.td} data-part="cell" data-label={column.label}>
          {column.cell ? column.cell({ value: columnValue(row, column.key, column) as never, row }) : cellText(row, column.key, column)}
        </td>
      ))}
      {actions ? (
        <td className={cx(styles.td, styles.actionsCell)} data-part="actions-cell">
          <div className={styles.actions} data-part="actions">
            {actions.map((action) => (
              <ActionButton key={action.label} action={action} icon={action.icon ? renderIcon?.(action.icon, action) : null} onClick={() => onAction(action, row)} />
            ))}
          </div>
        </td>
      ) : null}
    </tr>
  );
}

export const TableRowView = memo(RowView) as typeof RowView;
