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
  /** Whether the fields are there: once hydrated and laid out (widget-page.tsx); before, the values as text. */
  editable: boolean;
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
  onReset: () => void;
};

const nameOf = (row: string[]) => plainText(row[0]!);

/**
 * The custom properties a widget reads, each with a field that sets it on this page's examples:
 * a colour picker beside the text for colours, a text field for the rest. Without JavaScript the
 * table reads as reference: the reset button is disabled, and each field's place says it needs
 * JavaScript. With it, the fields come once the section is laid out (`editable`), and until then
 * their places show the values as text.
 */
export function ThemeEditor({ table, current, editable, values, onChange, onReset }: Props) {
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
            const value = values[name] ?? current?.[name] ?? "";
            return (
              <span className={styles.swatch}>
                {isHexColor(value) ? (
                  editable ? (
                    <input
                      type="color"
                      className={styles.colorInput}
                      aria-label={`${name}, colour`}
                      value={colorInputValue(value)}
                      onChange={(event) => onChange(name, event.target.value)}
                    />
                  ) : (
                    <span className={styles.pendingColour} style={{ background: value }} />
                  )
                ) : null}
                {editable ? (
                  <input
                    type="text"
                    className={styles.input}
                    aria-label={name}
                    value={value}
                    spellCheck={false}
                    autoComplete="off"
                    onChange={(event) => onChange(name, event.target.value)}
                  />
                ) : (
                  <span className={styles.pendingField}>{hydrated ? value : "needs JavaScript"}</span>
                )}
              </span>
            );
          },
        }}
      />
    </>
  );
}
