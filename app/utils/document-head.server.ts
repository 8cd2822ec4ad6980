// The head script (theme before the first paint, app/utils/theme.ts), written by the server
// alone: a `.server` module is empty in the browser's build, so its text is not in the page's
// script, and root.tsx keeps it out of the loader data.
import { headScript } from "./theme";

export const HEAD_SCRIPT = headScript();
