import { useCallback, useSyncExternalStore } from "react";
import { applyTheme, parseStoredTheme, shownPreference, storePreference, THEME_STORAGE_KEY, type ThemePreference } from "~/utils/theme";

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// Another tab changed the theme: show it here too.
function onStorage(event: StorageEvent) {
  if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
  applyTheme(document.documentElement, parseStoredTheme(event.newValue));
  notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

const current = () => shownPreference(document.documentElement);
// The server cannot know the visitor's choice: it renders "system", hydration then reads the page.
const onServer = (): ThemePreference => "system";

/**
 * The visitor's theme preference as the page shows it (applied before the first paint by the
 * head script, root.tsx), and a setter that shows a new one at once and remembers it in this browser.
 */
export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  const preference = useSyncExternalStore(subscribe, current, onServer);
  const choose = useCallback((next: ThemePreference) => {
    applyTheme(document.documentElement, next === "system" ? null : next);
    storePreference(window.localStorage, next);
    notify();
  }, []);
  return [preference, choose];
}
