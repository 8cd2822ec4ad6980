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
  // A raised row on the dark column (the current page, a hovered link): the column's text at 10%.
  sidebarRaise: "rgba(244, 235, 224, 0.1)",
  codeBg: palette.codeBg,
  codeText: palette.codeText,
  shadow: "rgba(46, 32, 25, 0.12)",
  overlay: "rgba(30, 20, 14, 0.72)",
} as const;

// Dark theme: the same warm browns, inverted. Text pairs keep at least 4.5:1 (checked by axe in
// tests/browser/quality.test.ts); accentStrong is both link text on bg/surface and the fill behind
// accentContrast, so it is light here and accentContrast dark.
export const darkPalette = {
  night: "#17120f",
  nightSurface: "#221a15",
  nightLine: "#3d3028",
  cream: "#f1e6d8",
  creamMuted: "#c9b8a6",
  tanLight: "#e8bf8c",
  tanDim: "#8f5f33",
  walnutNight: "#2b1f18",
  espressoNight: "#1f1611",
  sand: "#d9c4aa",
  tan: "#c19a6b",
  focus: "#8fb8ff",
  focusOnDark: "#ffcf8a",
  danger: "#ff9a85",
  codeBg: "#0f0c0a",
  codeText: "#f1e6d8",
} as const;

export const darkColors = {
  bg: darkPalette.night,
  surface: darkPalette.nightSurface,
  text: darkPalette.cream,
  muted: darkPalette.creamMuted,
  accent: darkPalette.tanDim,
  accentStrong: darkPalette.tanLight,
  accentContrast: darkPalette.night,
  border: darkPalette.nightLine,
  focus: darkPalette.focus,
  danger: darkPalette.danger,
  sidebarBg: darkPalette.walnutNight,
  sidebarBgDeep: darkPalette.espressoNight,
  sidebarText: darkPalette.cream,
  sidebarMuted: darkPalette.sand,
  sidebarAccent: darkPalette.tan,
  sidebarFocus: darkPalette.focusOnDark,
  sidebarRaise: "rgba(241, 230, 216, 0.08)",
  codeBg: darkPalette.codeBg,
  codeText: darkPalette.codeText,
  shadow: "rgba(0, 0, 0, 0.45)",
  overlay: "rgba(0, 0, 0, 0.8)",
} as const satisfies Record<keyof typeof lightColors, string>;

/** The browser UI colour per theme (meta theme-color and the web manifest): the sidebar's. */
export const themeColor = { light: palette.walnut, dark: darkPalette.walnutNight } as const;

// Layout sizes live apart, so components that compute `sizes` do not ship the palette.
export { breakpoints, sidebarWidth } from "./layout";
