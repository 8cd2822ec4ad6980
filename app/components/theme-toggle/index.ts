export { ThemeToggle } from "./theme-toggle";
export { THEME_FETCHER_KEY, useTheme, useThemePreference } from "./use-theme";
