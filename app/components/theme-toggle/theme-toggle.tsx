import { useFetcher, useLocation } from "@remix-run/react";
import type { FormEvent } from "react";
import type { ThemePreference } from "~/utils/theme";
import { THEME_FETCHER_KEY, useThemePreference } from "./use-theme";
import * as styles from "./theme-toggle.css";

const OPTIONS: { value: ThemePreference; label: string }[] = [
  { value: "system", label: "Auto" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

/**
 * Three toggle buttons (Auto follows the system). A plain form, so it works without JavaScript;
 * with JavaScript a fetcher saves the cookie and the page repaints at once, without navigating.
 */
export function ThemeToggle() {
  const fetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const preference = useThemePreference();
  const location = useLocation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!submitter?.value) return;
    event.preventDefault();
    fetcher.submit({ theme: submitter.value }, { method: "post", action: "/theme" });
  }

  return (
    <form method="post" action="/theme" onSubmit={onSubmit} className={styles.root}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <div role="group" aria-labelledby="theme-toggle-label" className={styles.group}>
        <span id="theme-toggle-label" className={styles.label}>Theme</span>
        {OPTIONS.map((option) => (
          <button
            key={option.value}
            type="submit"
            name="theme"
            value={option.value}
            aria-pressed={preference === option.value}
            className={styles.button}
          >
            {option.label}
          </button>
        ))}
      </div>
    </form>
  );
}
