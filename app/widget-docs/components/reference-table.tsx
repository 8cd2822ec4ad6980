import type { ReactNode } from "react";
import type { ReferenceTable as Table } from "../data";
import { Inline } from "./inline";
import * as styles from "./widget-docs.css";

type Props = {
  table: Table;
  caption: ReactNode;
  /** A last column of the app's own, e.g. the theme editor's inputs: its head and a cell per row. */
  extra?: { head: string; cell: (row: string[], index: number) => ReactNode };
};

/**
 * A reference table (props, labels, theme, keyboard, ARIA). Wide screens read it as a table; in a
 * narrow column each row becomes a block whose cells carry their column's name, so a 320 px phone
 * reads every cell without scrolling sideways.
 */
export function ReferenceTable({ table, caption, extra }: Props) {
  const head = extra ? [...table.head, extra.head] : table.head;
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {head.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={`${row[0]}-${index}`}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    <Inline text={cell} />
                  </th>
                ) : (
                  <td key={column} data-label={table.head[column]}>
                    {cell ? <Inline text={cell} /> : <span className={styles.none}>none</span>}
                  </td>
                ),
              )}
              {extra ? <td data-label={extra.head}>{extra.cell(row, index)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
