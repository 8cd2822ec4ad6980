import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from "@vanilla-extract/css";
import { darkColors, lightColors } from "./tokens";

const SYSTEM_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif';

export const vars = createThemeContract({
  color: {
    bg: null,
    surface: null,
    text: null,
    muted: null,
    accent: null,
    accentStrong: null,
    accentContrast: null,
    border: null,
    focus: null,
    danger: null,
    sidebarBg: null,
    sidebarBgDeep: null,
    sidebarText: null,
    sidebarMuted: null,
    sidebarAccent: null,
    sidebarFocus: null,
    sidebarRaise: null,
    codeBg: null,
    codeText: null,
    shadow: null,
    overlay: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  lineHeight: { tight: null, snug: null, body: null },
  tracking: { title: null, heading: null, label: null },
  radius: { sm: null, md: null, lg: null, round: null },
  shadow: { card: null, raised: null },
  duration: { fast: null, base: null, slow: null },
});

createGlobalTheme(":root", vars, {
  color: lightColors,
  // A 4px base step: every margin, padding and gap on the site is one of these.
  space: {
    xxs: "0.25rem",
    xs: "0.5rem",
    sm: "0.75rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    xxxl: "4.5rem",
  },
  // One family for every text, the system's own (docs/decisions/0006-system-fonts.md): levels
  // differ by size and weight. Nothing to fetch, so the first visit's first page and every later
  // page are drawn in the same faces.
  font: {
    body: SYSTEM_STACK,
    heading: SYSTEM_STACK,
    mono: 'ui-monospace, "SFMono-Regular", "Cascadia Code", Menlo, Consolas, "DejaVu Sans Mono", monospace',
  },
  // The type scale. Text steps by about 1.125 (labels, small print, body, lead, card titles); the
  // two title levels grow with the screen, from 1.6x and 2.1x the body on a 320 px phone to 2.1x
  // and 3.5x on a wide one, so a page title always outranks a section title by a clear step.
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    xxl: "clamp(1.625rem, 1.35rem + 1.2vw, 2.125rem)",
    xxxl: "clamp(2.125rem, 1.55rem + 2.6vw, 3.5rem)",
  },
  lineHeight: { tight: "1.1", snug: "1.3", body: "1.6" },
  // Letter spacing: large titles drawn tighter, small uppercase labels looser.
  tracking: { title: "-0.03em", heading: "-0.02em", label: "0.08em" },
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
