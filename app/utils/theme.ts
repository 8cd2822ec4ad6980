/** A colour theme the visitor picked; with none stored the system setting decides (in CSS). */
export type Theme = "light" | "dark";
export type ThemePreference = Theme | "system";

/**
 * Where the choice is kept: the visitor's own browser (localStorage). It is never sent to the
 * server, so every visitor gets the same prerendered page (docs/decisions/dark-mode.md).
 */
export const THEME_STORAGE_KEY = "theme";

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === "light" || value === "dark" || value === "system";
}

/** A stored value as a theme; anything else means "follow the system": `parseStoredTheme("dark")` → "dark". */
export function parseStoredTheme(value: string | null | undefined): Theme | null {
  return value === "light" || value === "dark" ? value : null;
}

/**
 * The script root.tsx puts first in <head>, before anything paints: it marks the document as
 * scripted (`data-js`, so controls that need JavaScript show only where it runs) and applies a
 * stored choice as `data-theme`. A browser that refuses storage just follows the system.
 * Its sha256 goes into the Content-Security-Policy like every inline script's (scripts/build/prerender.ts).
 */
export function headScript(): string {
  return `(function(d){d.setAttribute("data-js","");try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")d.setAttribute("data-theme",t)}catch(e){}})(document.documentElement)`;
}

/** Shows a theme on the page at once: `null` hands the choice back to the system setting. */
export function applyTheme(root: HTMLElement, theme: Theme | null): void {
  if (theme) root.setAttribute("data-theme", theme);
  else root.removeAttribute("data-theme");
}

/** The theme the page shows now, as THEME_SCRIPT or applyTheme left it. */
export function shownPreference(root: HTMLElement): ThemePreference {
  return parseStoredTheme(root.getAttribute("data-theme")) ?? "system";
}

/** Remembers a choice ("system" forgets it). False when the browser refuses storage. */
export function storePreference(storage: Pick<Storage, "setItem" | "removeItem">, preference: ThemePreference): boolean {
  try {
    if (preference === "system") storage.removeItem(THEME_STORAGE_KEY);
    else storage.setItem(THEME_STORAGE_KEY, preference);
    return true;
  } catch {
    return false;
  }
}
