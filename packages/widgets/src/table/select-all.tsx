import { cx } from "../shared/utils.js";
import type { PageSelection } from "./table-selection.js";
import * as styles from "./table.css.js";

type Props = { state: PageSelection; disabled: boolean; label: string; onToggle: () => void };

/** The header's checkbox for the page: checked, mixed or clear; its name shows once rows stack. */
export function SelectAllHeader({ state, disabled, label, onToggle }: Props) {
  return (
    <th scope="col" className={cx(styles.th, styles.selectHeader)} data-part="header">
      <label className={styles.selectAll} data-part="select-all">
        <input
          type="checkbox"
          className={styles.checkbox}
          data-part="checkbox"
          // The mixed state exists only as a DOM property.
          ref={(el) => {
            if (el) el.indeterminate = state === "some";
          }}
          checked={state === "all"}
          disabled={disabled}
          onChange={onToggle}
        />
        <span className={styles.selectAllText} data-part="select-all-text">
          {label}
        </span>
      </label>
    </th>
  );
}
