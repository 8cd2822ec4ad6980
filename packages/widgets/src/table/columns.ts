import type { ReactNode } from "react";
import type { TableRow } from "./table-state.js";

/**
 * A column definition: the row field it reads (a key of the row type), and optionally its header,
 * a cell renderer, and whether it sorts and filters. The field's value is still what sorting and
 * filtering use, whatever the cell draws.
 *
 * @example { key: "price", header: "Price", cell: ({ value }) => <strong>{value.toFixed(2)} €</strong> }
 */
export type TableColumn<Row extends TableRow> = {
  [Key in keyof Row & string]: {
    /** The row field the column shows, sorts and filters by. */
    key: Key;
    /** Header text (default: `columnLabels[key]`, else the key). */
    header?: string;
    /** Draws the cell from its value and row (default: the value as text). */
    cell?: (cell: { value: Row[Key]; row: Row }) => ReactNode;
    /** Whether the header sorts (default true). */
    sortable?: boolean;
    /** Whether the header has a filter box (default true). */
    filterable?: boolean;
  };
}[keyof Row & string];

/** A column as the `columns` prop takes it: a key of the row type, or a definition. */
export type TableColumnInput<Row extends TableRow> = (keyof Row & string) | TableColumn<Row>;

/** A column with every default filled in. */
export type ResolvedColumn<Row> = {
  key: string;
  header: string;
  cell: ((cell: { value: never; row: Row }) => ReactNode) | undefined;
  sortable: boolean;
  filterable: boolean;
};

/**
 * The columns with their defaults: header from the definition, else `columnLabels`, else the key.
 * `resolveColumns(["name"], { name: "Name" })[0].header === "Name"`
 */
export function resolveColumns<Row extends TableRow>(columns: readonly TableColumnInput<Row>[], columnLabels: Partial<Record<string, string>> = {}): ResolvedColumn<Row>[] {
  return columns.map((column) => {
    const def: Partial<TableColumn<Row>> & { key: string } = typeof column === "string" ? { key: column } : column;
    return {
      key: def.key,
      header: def.header ?? columnLabels[def.key] ?? def.key,
      cell: def.cell as ResolvedColumn<Row>["cell"],
      sortable: def.sortable ?? true,
      filterable: def.filterable ?? true,
    };
  });
}
