/**
 * Hydration after the first paint (docs/decisions/0004-hydrate-after-first-paint.md).
 *
 * Every page is complete as HTML, so the first paint needs the document and the stylesheet and
 * nothing else. Remix's <Scripts /> preloads every module at high priority as soon as the parser
 * sees it, and on a slow link those ~90 KB compete with the stylesheet. This rewrites the two
 * pieces of a rendered document that start the JavaScript:
 *
 * - each `<link rel="modulepreload">` gets `media="not all"`, so the browser holds it back;
 * - the inline module script that imports the route modules and the entry becomes a loader that
 *   waits for the first contentful paint, then lifts the `media` hold (the preloads start
 *   together, no waterfall), evaluates the preloaded modules one task each, and then runs what
 *   the script ran: the route modules, the manifest, the entry.
 *
 * React does not compare attributes or inline script text when it hydrates a production build,
 * so the DOM it finds is the one it rendered. Nothing changes for a document of another shape:
 * it is returned as it came (a test on the built pages makes sure the shape still matches).
 */

import { dependencyOrder } from "./module-graph.js";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const NAMESPACE_IMPORT = /^import \* as ([A-Za-z_$][\w$]*) from ("[^"]+");$/;
const BARE_IMPORT = /^import ("[^"]+");$/;
const ENTRY_IMPORT = /^import\(("[^"]+")\);$/;

/**
 * Started by the first contentful paint; a browser without paint timing starts after one frame.
 * The preloads are released four at a time, one task each: starting a fetch costs the main
 * thread about a millisecond, and twenty at once would be a long task of their own.
 */
const START = `let started = false;
const start = () => {
  if (started) return;
  started = true;
  const held = [...document.querySelectorAll('link[rel="modulepreload"][media="not all"]')];
  const modules = held.map((link) => link.getAttribute("href"));
  const release = () => {
    for (const link of held.splice(0, 4)) link.media = "all";
    if (held.length) setTimeout(release);
    else setTimeout(() => hydrate(modules));
  };
  release();
};
if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, 3000);
} else {
  requestAnimationFrame(() => setTimeout(start));
}`;

/**
 * Remix's route-module script, rewritten to run after the first paint; null when its shape is
 * not the one this knows (static imports, then plain statements, ending with the entry import).
 * The preloaded modules are evaluated in `evaluationOrder` when it is given (dependencies first,
 * see ./module-graph.js), otherwise in the order the preloads appear.
 * @example deferModuleScript('import * as route0 from "/r.js";\nwindow.m = {"root":route0};\nimport("/e.js");')
 * @param {string} source
 * @param {readonly string[] | null} [evaluationOrder]
 * @returns {string | null}
 */
export function deferModuleScript(source, evaluationOrder = null) {
  const bare = [];
  const named = [];
  const rest = [];
  for (const line of source.split("\n")) {
    const trimmed = line.trim();
    let match;
    if ((match = NAMESPACE_IMPORT.exec(trimmed))) named.push(match);
    else if ((match = BARE_IMPORT.exec(trimmed))) bare.push(match[1]);
    else if (/^import\s/.test(trimmed) || /^export\s/.test(trimmed)) return null;
    else rest.push(line);
  }
  const body = rest.join("\n").replace(/^[\s;]+/, "").trim();
  const last = body.slice(body.lastIndexOf("\n") + 1).trim();
  const entry = ENTRY_IMPORT.exec(last);
  if (!named.length || !entry) return null;
  const lines = [
    // Each preloaded module (but the entry, which starts React) is evaluated in a task of its
    // own: evaluating them all together, React's chunk included, is one long task.
    "const hydrate = async (preloaded) => {",
    ...bare.map((specifier) => `  await import(${specifier});`),
    `  for (const href of ${evaluationOrder ? JSON.stringify(evaluationOrder) : "preloaded"}) {`,
    `    if (href === ${entry[1]}) continue;`,
    "    await import(href);",
    "    await new Promise((resolve) => setTimeout(resolve));",
    "  }",
    `  const [${named.map((m) => m[1]).join(", ")}] = await Promise.all([${named.map((m) => `import(${m[2]})`).join(", ")}]);`,
    ...body.split("\n").map((line) => (line ? `  ${line}` : line)),
    "};",
    START,
  ];
  return lines.join("\n");
}

/**
 * A rendered document whose JavaScript starts after its first paint; any other HTML unchanged.
 * Given the build's module graph, the preloaded modules are evaluated dependencies first.
 * @param {string} html
 * @param {ReadonlyMap<string, readonly string[]>} [graph]
 * @returns {string}
 */
export function deferHydration(html, graph) {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const start = script.index;
  const preloads = [...html.slice(0, start).matchAll(PRELOAD)].map((match) => match[1]);
  const deferred = deferModuleScript(script[1], graph?.size ? dependencyOrder(preloads, graph) : null);
  if (deferred === null) return html;
  const end = start + script[0].length;
  const head = html.slice(0, start).replace(PRELOAD, '<link rel="modulepreload" href="$1" media="not all"/>');
  return `${head}<script type="module" async="">${deferred}</script>${html.slice(end)}`;
}
