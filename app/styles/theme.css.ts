import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from "@vanilla-extract/css";
import { darkColors, lightColors } from "./tokens";

export const vars = createThemeContract({
  color: {
    bg: null, surface: null, text: null, muted: null, accent: null, accentStrong: null,
    accentContrast: null, border: null, focus: null, danger: null, sidebarBg: null,
    sidebarBgDeep: null, sidebarText: null, sidebarMuted: null, sidebarAccent: null,
    sidebarFocus: null, codeBg: null, codeText: null, shadow: null, overlay: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  lineHeight: { tight: null, body: null },
  radius: { sm: null, md: null, lg: null, round: null },
  shadow: { card: null, raised: null },
  duration: { fast: null, base: null, slow: null },
});

createGlobalTheme(":root", vars, {
  color: lightColors,
  // A 4px base step: every margin, padding and gap on the site is one of these.
  space: {
    xxs: "0.25rem", xs: "0.5rem", sm: "0.75rem", md: "1rem", lg: "1.5rem",
    xl: "2rem", xxl: "3rem", xxxl: "4.5rem",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
    mono: 'ui-monospace, "SFMono-Regular", "Cascadia Code", Menlo, Consolas, "DejaVu Sans Mono", monospace',
  },
  // A 1.25 modular scale from 1rem.
  fontSize: {
    xs: "0.8rem", sm: "0.875rem", md: "1rem", lg: "1.25rem", xl: "1.5625rem",
    xxl: "1.953rem", xxxl: "2.441rem",
  },
  lineHeight: { tight: "1.2", body: "1.6" },
  radius: { sm: "4px", md: "8px", lg: "14px", round: "999px" },
  shadow: {
    card: `0 1px 2px ${lightColors.shadow}, 0 4px 14px ${lightColors.shadow}`,
    raised: `0 10px 30px ${lightColors.shadow}`,
  },
  duration: { fast: "150ms", base: "250ms", slow: "600ms" },
});

// Dark theme. With no choice stored the system setting decides (pure CSS, so prerendered pages
// and pages without JavaScript follow it too); a choice stored in the browser arrives as
// <html data-theme>, set by the head script before the first paint (docs/decisions/dark-mode.md).
const dark = {
  colorScheme: "dark",
  vars: {
    ...assignVars(vars.color, darkColors),
    ...assignVars(vars.shadow, {
      card: `0 1px 2px ${darkColors.shadow}, 0 4px 14px ${darkColors.shadow}`,
      raised: `0 10px 30px ${darkColors.shadow}`,
    }),
  },
} as const;

globalStyle(":root[data-theme=dark]", dark);
globalStyle(":root:not([data-theme=light])", { "@media": { "(prefers-color-scheme: dark)": dark } });
