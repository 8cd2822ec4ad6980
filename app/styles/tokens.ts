// The only file with raw colour values. Everything else reads them through `vars`.
export const palette = {
  espresso: "#2e2019",
  walnut: "#3d2b21",
  walnutLight: "#5a4233",
  cream: "#f4ebe0",
  sand: "#d9c4aa",
  tan: "#c19a6b",
  tanDeep: "#8a5a2e",
  paper: "#faf6f0",
  white: "#fffdf9",
  ink: "#2b211b",
  inkMuted: "#665548",
  line: "#e5d9ca",
  focus: "#1d5fd1",
  focusOnDark: "#ffcf8a",
  danger: "#a1301f",
  codeBg: "#1f1a17",
  codeText: "#f1e6d8",
} as const;

export const lightColors = {
  bg: palette.paper,
  surface: palette.white,
  text: palette.ink,
  muted: palette.inkMuted,
  accent: palette.tan,
  accentStrong: palette.tanDeep,
  accentContrast: palette.white,
  border: palette.line,
  focus: palette.focus,
  danger: palette.danger,
  sidebarBg: palette.walnut,
  sidebarBgDeep: palette.espresso,
  sidebarText: palette.cream,
  sidebarMuted: palette.sand,
  sidebarAccent: palette.tan,
  sidebarFocus: palette.focusOnDark,
  codeBg: palette.codeBg,
  codeText: palette.codeText,
  shadow: "rgba(46, 32, 25, 0.12)",
  overlay: "rgba(30, 20, 14, 0.72)",
} as const;

/** Min-width breakpoints in px; one source for media queries and `sizes` attributes. */
export const breakpoints = { sm: 600, md: 768, lg: 1024, xl: 1280, xxl: 1600 } as const;

/** Width of the fixed sidebar on large screens. */
export const sidebarWidth = 300;
