export { ThemeToggle } from "./theme-toggle";
export { useThemePreference } from "./use-theme";
