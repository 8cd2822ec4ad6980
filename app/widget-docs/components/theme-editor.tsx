import { useHydrated } from "@davide-marchetti/widgets/hooks";
import type { ReferenceTable as Table } from "../data";
import { plainText } from "../inline-code";
import { colorInputValue, isHexColor } from "../theme";
import { ReferenceTable } from "./reference-table";
import * as styles from "./widget-docs.css";

type Props = {
  /** The theme table's rows for the properties this widget reads. */
  table: Table;
  /** The values in effect on the page, read once hydrated; empty before. */
  current: Readonly<Record<string, string>>;
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
  onReset: () => void;
};

const nameOf = (row: string[]) => plainText(row[0]!);

/**
 * The custom properties a widget reads, each with a field that sets it on this page's examples:
 * a colour picker beside the text for colours, a text field for the rest. Without JavaScript the
 * table reads as reference and the fields are disabled.
 */
export function ThemeEditor({ table, current, values, onChange, onReset }: Props) {
  const hydrated = useHydrated();
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
            const value = values[name] ?? current[name] ?? "";
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
                  placeholder={hydrated ? undefined : "needs JavaScript"}
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
