import { themeVars } from "@davide-marchetti/widgets/theme";
import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

// The widgets' theme contract, assigned once, from the site's own tokens: the site's dark theme
// (theme.css.ts) switches those tokens, and every widget follows, on every page. Sizes, radii and
// spacing keep the widgets' defaults.
globalStyle(":root", {
  vars: {
    [themeVars.color.text]: vars.color.text,
    [themeVars.color.muted]: vars.color.muted,
    [themeVars.color.surface]: vars.color.surface,
    [themeVars.color.border]: vars.color.border,
    [themeVars.color.borderStrong]: vars.color.muted,
    // The strong accent: the plain one is too light for text on the surface (WCAG 1.4.3).
    [themeVars.color.accent]: vars.color.accentStrong,
    [themeVars.color.accentContrast]: vars.color.accentContrast,
    [themeVars.color.focus]: vars.color.focus,
    [themeVars.color.danger]: vars.color.danger,
    [themeVars.color.backdrop]: vars.color.overlay,
    [themeVars.color.inverse]: vars.color.sidebarBg,
    [themeVars.color.onInverse]: vars.color.sidebarText,
    [themeVars.shadow.card]: vars.shadow.card,
    [themeVars.duration]: vars.duration.slow,
  },
});

// The site's own look for text the widgets show as written (they transform none of it): the rings'
// labels and the countdown's unit names in small capitals, the tables' headers capitalised (their
// columns are the content's lower-case keys).
globalStyle('[role="progressbar"] > [data-part="label"], [data-unit] > [data-part="label"]', { textTransform: "uppercase", letterSpacing: "0.08em" });
globalStyle('th [data-part="sort-button"], th [data-part="header-text"], [data-part="filter-label"], td[data-part="cell"]::before', { textTransform: "capitalize" });
