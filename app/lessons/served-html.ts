// Its own module, imported by the lesson route and the server's entry only: in the module every
// page's script holds (prerender-context.ts) it split that module into a shared chunk of its own,
// one response more on every page (issue 15's script budget counts the headers too).
import { createContext } from "react";

/**
 * HTML a prerendered document shows but whose loader data leaves it out: a lesson's text is in the
 * document once, where the first paint needs it, rather than a second time in the document's
 * hydration data. A loader that finds `servedHtml` in its load context (a document's render in
 * the prerender) puts the HTML there under a key of its own and returns `null` in its place; the
 * server's render reads it from this context (app/entry.server.tsx), and the browser, hydrating, leaves
 * the element as the server wrote it. A client navigation's data (`<path>.data`, rendered without
 * `servedHtml`) and `remix dev` carry the HTML as before.
 */
export type ServedHtml = Map<string, string>;
export const ServedHtmlContext = createContext<ReadonlyMap<string, string>>(new Map());
