// The two texts of every document's head that never change: the head script (theme and web-font
// marks before the first paint, app/utils/theme.ts) and the @font-face rules
// (app/styles/font-faces.ts). Written by the server alone: a `.server` module is empty in the
// browser's build, so neither text is in the page's script, and root.tsx keeps both out of the
// loader data, where each document carried them a second time (4.4 KB of its 28 KB of data).
import { fontFaceCss } from "~/styles/font-faces";
import { WEB_FONT } from "~/styles/web-font";
import { headScript } from "./theme";

export const HEAD_SCRIPT = headScript(WEB_FONT.family, Object.values(WEB_FONT.urls));
export const FONT_FACES = fontFaceCss();
