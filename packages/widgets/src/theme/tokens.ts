// The only file of the package with raw colours and sizes: every widget reads them through the
// theme contract (theme.css.ts), so a host page restyles all seven widgets by setting custom
// properties, and a plain page gets these values.

/** The default value of every theme variable; the README's theme table is generated from it. */
export const themeDefaults = {
  color: {
    /** Body text of every widget. */
    text: "#2b211b",
    /** Secondary text: labels, descriptions, the ring's units, placeholders. */
    muted: "#665548",
    /** Cards, the dialog, filter boxes, chips. */
    surface: "#fffdf9",
    /** Hairlines: card and table borders, the dialog's header rule, the countdown's bar track. */
    border: "#e5d9ca",
    /** Lines that must stand out (3:1): paginator buttons, inputs, selects, the ring's track. */
    borderStrong: "#8b7767",
    /** Active and interactive colour: current page, links, bars, the ring's arc, slide pickers. */
    accent: "#8a5a2e",
    /** Text and icons on an accent fill. */
    accentContrast: "#fffdf9",
    /** Keyboard focus rings on the page's surface. */
    focus: "#1d5fd1",
    /** The countdown's expired message. */
    danger: "#a1301f",
    /** Behind an open dialog. */
    backdrop: "rgba(20, 14, 10, 0.72)",
    /** Tooltips' background. */
    inverse: "#2b211b",
    /** Tooltips' text. */
    onInverse: "#ffffff",
    /** Opaque base of controls laid over photos (carousel arrows, the floating close button, image tags); each part applies its own opacity. */
    scrim: "#140e0a",
    /** Icons and text on those controls. */
    onScrim: "#fffdf9",
    /** Focus rings of the carousel's controls. */
    focusOnScrim: "#ffcf8a",
    /** Opaque base of faint overlays (table stripes, hovers, empty image boxes); each part applies its own opacity. Black suits light surfaces, white dark ones. */
    tint: "#000000",
  },
  radius: {
    /** Tooltips. */
    sm: "4px",
    /** Inputs, selects, sort and action buttons. */
    md: "6px",
    /** The countdown's unit cells. */
    lg: "10px",
    /** Cards and the dialog. */
    xl: "12px",
    /** Pills and round buttons. */
    round: "999px",
  },
  /** The spacing unit: every padding, gap and margin inside the widgets is a multiple of it. */
  space: "1rem",
  shadow: {
    /** Slider cards. */
    card: "0 2px 10px rgba(46, 32, 25, 0.12)",
    /** The dialog. */
    dialog: "0 24px 60px rgba(0, 0, 0, 0.35)",
  },
  font: {
    /** Every widget's font; by default the page's. */
    family: "inherit",
  },
  /** Movement: the slider's track, the carousel's fade, the countdown's bar. */
  duration: "600ms",
  progressRing: {
    /** The rendered width of a progress ring (its SVG scales to it). */
    size: "10rem",
  },
} as const;

/**
 * Colours for a dark page, each text and control meeting WCAG AA on it as the light defaults do on
 * a light one (src/theme/contrast.test.ts). Set them on `:root` under `prefers-color-scheme: dark`,
 * or under your own dark theme's selector; the README's snippet is generated from them.
 */
export const themeDarkDefaults = {
  color: {
    text: "#f1e6d8",
    muted: "#c9b8a6",
    surface: "#221a15",
    border: "#3d3028",
    borderStrong: "#c9b8a6",
    accent: "#e8bf8c",
    accentContrast: "#17120f",
    focus: "#8fb8ff",
    danger: "#ff9f8f",
    inverse: "#f1e6d8",
    onInverse: "#17120f",
    tint: "#ffffff",
  },
} as const satisfies { color: Partial<Record<keyof typeof themeDefaults.color, string>> };
