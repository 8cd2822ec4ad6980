import type { ReactNode } from "react";
import type { ColumnLogic, TableFilterMode } from "./table-state.js";

/** What every column definition may say besides where its value comes from. */
type ColumnBase = {
  /** Heads the column: text, or an element (then give `label` too). Default: `columnLabels[key]`, else the key. */
  header?: ReactNode;
  /**
   * The column's name as text, where text is needed: the sort announcement, the filter's name and
   * chip, the label beside each value once rows stack. Default: `header` when it is text, else
   * `columnLabels[key]`, else the key.
   */
  label?: string;
  /** Whether the header sorts (default true). */
  sortable?: boolean;
  /** Whether the header has a filter box (default true). */
  filterable?: boolean;
};

/**
 * A column showing one field of the row (a key of the row type). Its value is what sorting and
 * filtering use, whatever the cell draws.
 *
 * @example { key: "price", header: "Price", cell: ({ value }) => <strong>{value.toFixed(2)} €</strong> }
 */
export type TableFieldColumn<Row, Key extends keyof Row> = ColumnBase & {
  /** The row field the column shows, sorts and filters by. */
  key: Key;
  id?: undefined;
  value?: undefined;
  /** Draws the cell from its value and row (default: the value as text, see `format`). */
  cell?: (cell: { value: Row[Key]; row: Row }) => ReactNode;
  /**
   * The cell's text, which a filter and the search match (and which the cell shows when there is
   * no `cell`). Default: text as it is, a number or boolean as text, a `Date` as its local
   * "yyyy-mm-dd" (and "hh:mm" when it has a time of day), nothing for `null` and `undefined`.
   */
  format?: (value: Row[Key], row: Row) => string;
  /**
   * Orders two values (never empty ones: `null`, `undefined`, `""` always sort last), as
   * `Array.prototype.sort` does; descending reverses it. Default: by kind (text naturally,
   * ignoring case and accents; numbers; dates by time; `false` before `true`).
   */
  compare?: (a: NonNullable<Row[Key]>, b: NonNullable<Row[Key]>) => number;
  /**
   * How a filter's text matches the cell's text, ignoring case: `"startsWith"` (default),
   * `"contains"` or `"equals"`; or a function of the value, the filter's text and the row.
   */
  filter?: TableFilterMode | ((value: Row[Key], text: string, row: Row) => boolean);
};

/**
 * A column whose value an accessor reads (a nested field, a value worked out from the row),
 * named by its `id`. Its functions get the accessor's value.
 *
 * @example { id: "city", header: "City", value: (person) => person.address.city }
 */
export type TableAccessorColumn<Row> = ColumnBase & {
  /** Names the column in the state (`sort.active`, a filter's `col`) and the URL. */
  id: string;
  key?: undefined;
  /** Reads the column's value from a row. */
  value: (row: Row) => unknown;
  /** Draws the cell (default: the value as text). */
  cell?(cell: { value: unknown; row: Row }): ReactNode;
  /** The cell's text, which a filter and the search match. */
  format?(value: unknown, row: Row): string;
  /** Orders two values that are not empty. */
  compare?(a: unknown, b: unknown): number;
  /** How a filter's text matches: a mode, or a function of the value, the filter's text and the row. */
  filter?: TableFilterMode | ((value: unknown, text: string, row: Row) => boolean);
};

/**
 * The row type's keys. Where the row type is not known (a `Table` passed to `createElement`,
 * whose rows are then any object), any text.
 */
type ColumnKey<Row> = [keyof Row] extends [never] ? string : keyof Row & string;

/** A column definition: a field of the row type, or an accessor. */
export type TableColumn<Row> = { [Key in ColumnKey<Row>]: TableFieldColumn<Row, Key & keyof Row> }[ColumnKey<Row>] | TableAccessorColumn<Row>;

/** A column as the `columns` prop takes it: a key of the row type, or a definition. */
export type TableColumnInput<Row> = ColumnKey<Row> | TableColumn<Row>;

/** A column with every default filled in. */
export type ResolvedColumn<Row> = ColumnLogic<Row> & {
  header: ReactNode;
  label: string;
  cell: ((cell: { value: never; row: Row }) => ReactNode) | undefined;
  sortable: boolean;
  filterable: boolean;
};

type AnyDefinition<Row> = ColumnBase & { key?: string; id?: string } & Partial<Omit<ResolvedColumn<Row>, keyof ColumnBase | "key">>;

/**
 * The columns with their defaults: header from the definition, else `columnLabels`, else the key;
 * the label from a text header, else the same.
 * `resolveColumns(["name"], { name: "Name" })[0].label === "Name"`
 */
export function resolveColumns<Row>(columns: readonly TableColumnInput<Row>[], columnLabels: Partial<Record<string, string>> = {}): ResolvedColumn<Row>[] {
  return columns.map((column) => {
    const def = (typeof column === "string" ? { key: column } : column) as AnyDefinition<Row>;
    const key = def.key ?? def.id ?? "";
    const named = columnLabels[key] ?? key;
    return {
      key,
      header: def.header ?? named,
      label: def.label ?? (typeof def.header === "string" ? def.header : named),
      value: def.value,
      cell: def.cell,
      format: def.format,
      compare: def.compare,
      filter: def.filter,
      sortable: def.sortable ?? true,
      filterable: def.filterable ?? true,
    };
  });
}

/** A column's key (or an accessor's id), as the state and the URL name it. */
export const columnKey = (column: string | { key?: string; id?: string }): string => (typeof column === "string" ? column : (column.key ?? column.id ?? ""));
