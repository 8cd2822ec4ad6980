import type { ReactNode } from "react";
import { cx } from "../shared/utils.js";
import { ActionButton, type TableAction } from "./action-button.js";
import type { ResolvedColumn } from "./columns.js";
import { cellText, type TableRow } from "./table-state.js";
import * as styles from "./table.css.js";

/** A row's checkbox, when the table is selectable. */
export type RowSelect = { checked: boolean; disabled: boolean; label: string; onChange: (checked: boolean) => void };

type Props<Row extends TableRow> = {
  row: Row;
  columns: readonly ResolvedColumn<Row>[];
  select: RowSelect | null;
  /** The row's action buttons; null when the table has no actions column. */
  actions: readonly TableAction[] | null;
  renderIcon: ((icon: string, action: TableAction) => ReactNode) | undefined;
  onAction: (action: TableAction) => void;
};

/** One body row: its checkbox, its cells (each drawn by its column's `cell`, else as text) and its actions. */
export function TableRowView<Row extends TableRow>({ row, columns, select, actions, renderIcon, onAction }: Props<Row>) {
  return (
    <tr className={styles.row} data-state={select?.checked ? "selected" : undefined}>
      {select ? (
        <td className={cx(styles.td, styles.selectCell)}>
          <input
            type="checkbox"
            className={styles.checkbox}
            aria-label={select.label}
            checked={select.checked}
            disabled={select.disabled}
            onChange={(event) => select.onChange(event.target.checked)}
          />
        </td>
      ) : null}
      {columns.map((column) => (
        // data-label: the column's name, shown beside the value once the rows stack.
        <td key={column.key} className={styles.td} data-label={column.header}>
          {column.cell ? column.cell({ value: row[column.key] as never, row }) : cellText(row, column.key)}
        </td>
      ))}
      {actions ? (
        <td className={cx(styles.td, styles.actionsCell)}>
          <div className={styles.actions}>
            {actions.map((action) => (
              <ActionButton key={action.label} action={action} icon={action.icon ? renderIcon?.(action.icon, action) : null} onClick={() => onAction(action)} />
            ))}
          </div>
        </td>
      ) : null}
    </tr>
  );
}
