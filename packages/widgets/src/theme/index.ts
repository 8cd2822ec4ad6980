export { themeVars } from "./theme.css.js";
export { themeDefaults } from "./tokens.js";
