import type { ThemePreference } from "~/utils/theme";
import { useThemePreference } from "./use-theme";
import * as styles from "./theme-toggle.css";

const OPTIONS: { value: ThemePreference; label: string }[] = [
  { value: "system", label: "Auto" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

/**
 * Three toggle buttons (Auto follows the system). The choice lives in this browser only; the
 * buttons show only where JavaScript runs (the head script marks the page), since without it
 * they could not work and the page simply follows the system setting.
 */
export function ThemeToggle() {
  const [preference, choose] = useThemePreference();
  // Named by its label rather than pointing at it: the shell holds two (the sidebar's and, on
  // narrow screens, the one after the content), and an id would be there twice.
  return (
    <div role="group" aria-label="Theme" className={styles.group}>
      <span className={styles.label} aria-hidden="true">
        Theme
      </span>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          data-value={option.value}
          aria-pressed={preference === option.value}
          onClick={() => choose(option.value)}
          className={styles.button}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
