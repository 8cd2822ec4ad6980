import { deferHydration } from "./defer-hydration.js";
import { lighterScrollRestoration } from "./scroll-restoration.js";

/**
 * Every rewrite a rendered document gets before its CSP hashes are taken: hydration after the
 * first paint (./defer-hydration.js) and no pointless storage read (./scroll-restoration.js).
 * The prerender calls this for every document it writes (the server renders nothing itself).
 * @param {string} html
 * @param {ReadonlyMap<string, readonly string[]>} [graph] the client modules' imports (./module-graph.js)
 * @returns {string}
 */
export function rewriteDocument(html, graph) {
  return deferHydration(lighterScrollRestoration(html), graph);
}
