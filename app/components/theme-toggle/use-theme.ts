import { useFetcher, useRouteLoaderData } from "@remix-run/react";
import { isThemePreference, type Theme, type ThemePreference } from "~/utils/theme";

/** One fetcher key shared by the toggle (which submits) and the root (which paints optimistically). */
export const THEME_FETCHER_KEY = "theme";

/** The theme the page should show now: the one being saved, else the stored one, else null (system). */
export function useTheme(stored: Theme | null): Theme | null {
  const fetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const pending = fetcher.formData?.get("theme");
  if (isThemePreference(pending)) return pending === "system" ? null : pending;
  return stored;
}

/** The visitor's preference as the toggle shows it, from the root loader's cookie read. */
export function useThemePreference(): ThemePreference {
  const data = useRouteLoaderData("root") as { theme?: Theme | null } | undefined;
  return useTheme(data?.theme ?? null) ?? "system";
}
