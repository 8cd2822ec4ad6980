import type { ReferenceTable as Table } from "../data";
import { plainText } from "../inline-code";
import { colorInputValue, isHexColor } from "../theme";
import { ReferenceTable } from "./reference-table";
import * as styles from "./widget-docs.css";

type Props = {
  /** The theme table's rows for the properties this widget reads. */
  table: Table;
  /** The values in effect on the page, read once hydrated; null before. */
  current: Readonly<Record<string, string>> | null;
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
  onReset: () => void;
};

const nameOf = (row: string[]) => plainText(row[0]!);

/**
 * The custom properties a widget reads, each with a field that sets it on this page's examples:
 * a colour picker beside the text for colours, a text field for the rest. Until the page has
 * hydrated (and without JavaScript) the fields show the package's defaults, disabled, as every
 * control that needs a script.
 */
export function ThemeEditor({ table, current, values, onChange, onReset }: Props) {
  const hydrated = current !== null;
  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className={styles.button} disabled={!hydrated} onClick={onReset}>
          Reset the theme
        </button>
      </div>
      <ReferenceTable
        table={table}
        caption="Custom properties it reads; edit a value to restyle the examples above"
        extra={{
          head: "on this page",
          cell: (row) => {
            const name = nameOf(row);
            const value = values[name] ?? current?.[name] ?? plainText(row[1] ?? "");
            return (
              <span className={styles.swatch}>
                {isHexColor(value) ? (
                  <input
                    type="color"
                    className={styles.colorInput}
                    aria-label={`${name}, colour`}
                    value={colorInputValue(value)}
                    disabled={!hydrated}
                    onChange={(event) => onChange(name, event.target.value)}
                  />
                ) : null}
                <input
                  type="text"
                  className={styles.input}
                  aria-label={name}
                  value={value}
                  disabled={!hydrated}
                  spellCheck={false}
                  autoComplete="off"
                  onChange={(event) => onChange(name, event.target.value)}
                />
              </span>
            );
          },
        }}
      />
    </>
  );
}
