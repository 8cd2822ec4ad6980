import * as React from "react";
import * as ReactDOM from "react-dom";
import * as JSX from "react/jsx-runtime";
import { BRIDGE_GLOBAL } from "./data";

/**
 * Lends the page's React, React DOM and JSX runtime to the examples' bundle, which is built apart
 * from the site's scripts (scripts/build/widget-docs.ts) and imports them from here: one React, and
 * the examples render inside the page's own tree.
 */
export function lendReact(): void {
  (globalThis as Record<string, unknown>)[BRIDGE_GLOBAL] = { react: React, "react-dom": ReactDOM, "react/jsx-runtime": JSX };
}
