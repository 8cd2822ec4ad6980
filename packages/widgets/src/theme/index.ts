export { themeVars } from "./theme.css.js";
export { themeDarkDefaults, themeDefaults } from "./tokens.js";
