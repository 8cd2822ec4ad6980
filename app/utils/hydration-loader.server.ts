/**
 * The inline module script that starts a prerendered page's JavaScript after its first paint
 * (app/components/hydration-scripts.tsx; docs/decisions/0005-first-paint-from-the-document.md).
 *
 * It waits for the first contentful paint, then lets the held module preloads go (four per task:
 * starting a fetch costs the main thread about a millisecond, twenty at once would be a long task),
 * evaluates the preloaded modules one task each, dependencies first, and last does what Remix's
 * own route-module script does: it sets the manifest and the route modules and imports the entry.
 * A browser without paint timing starts one frame after the script; a page that never reports a
 * paint (a background tab) starts after 3 s.
 */

import { matchRoutes, type UNSAFE_AssetsManifest } from "@remix-run/react";

type RouteTree = { id: string; path?: string; index?: boolean; children: RouteTree[] };

/**
 * The manifest the browser starts from, as Remix's <Scripts /> gives it with lazy route
 * discovery: the routes matched at the page's path and at each of its parent paths (their index
 * and pathless children included); the others are discovered (/__manifest) as links need them.
 * @example initialManifest(manifest, "/js-doc/this-in-javascript", ["root", "routes/_shell", …]).routes // those, plus "/js-doc"'s and "/"'s
 */
export function initialManifest(manifest: UNSAFE_AssetsManifest, pathname: string, matched: readonly string[]): UNSAFE_AssetsManifest {
  const nodes = new Map<string, RouteTree>(Object.values(manifest.routes).map((r) => [r.id, { id: r.id, path: r.path, index: r.index, children: [] }]));
  const tree: RouteTree[] = [];
  for (const route of Object.values(manifest.routes)) (route.parentId ? nodes.get(route.parentId)!.children : tree).push(nodes.get(route.id)!);
  const ids = new Set(matched);
  const segments = pathname.split("/").filter(Boolean);
  for (let n = segments.length - 1; n >= 0; n--) {
    for (const match of matchRoutes(tree as Parameters<typeof matchRoutes>[0], `/${segments.slice(0, n).join("/")}`) ?? []) ids.add((match.route as RouteTree).id);
  }
  return { ...manifest, routes: Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]])) };
}

/**
 * The script that hands the server's context to the browser, as Remix's <Scripts /> writes it
 * with single fetch: the context, and the stream the loader data that follows is written into.
 * @example contextScript('{"state":{}}') // 'window.__remixContext = {"state":{}};window.__remixContext.stream = …'
 */
export function contextScript(serverHandoffString: string): string {
  return `window.__remixContext = ${serverHandoffString};window.__remixContext.stream = new ReadableStream({start(controller){window.__remixContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;
}

/**
 * `hrefs` reordered so that every module comes after the modules it imports (among `hrefs`);
 * otherwise the order is kept. Modules the graph does not know keep their place.
 * @example dependencyOrder(["/router.js", "/react.js"], new Map([["/router.js", ["/react.js"]]])) // ["/react.js", "/router.js"]
 */
export function dependencyOrder(hrefs: readonly string[], graph: ReadonlyMap<string, readonly string[]>): string[] {
  const wanted = new Set(hrefs);
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (href: string) => {
    if (done.has(href)) return;
    done.add(href); // marked before its imports, so an import cycle cannot loop
    for (const dependency of graph.get(href) ?? []) if (wanted.has(dependency)) visit(dependency);
    order.push(href);
  };
  for (const href of hrefs) visit(href);
  return order;
}

export type LoaderInput = {
  /** The modules the page preloads (held until the first paint), the entry among them. */
  preloads: readonly string[];
  /** The entry module, which starts React: imported last, once everything is set. */
  entry: string;
  /** The page's matched routes, root first: their ids and modules. */
  routes: readonly { id: string; module: string }[];
  /** What Remix puts in `window.__remixManifest`. */
  manifest: unknown;
  /** Which module imports which (scripts/build/lib/module-graph.ts); without it, the preloads' order. */
  graph?: ReadonlyMap<string, readonly string[]> | null;
};

/** JSON inside an inline script: "<" escaped, so no string in it can close the element. */
const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

const START = `let started = false;
const start = () => {
  if (started) return;
  started = true;
  const held = [...document.querySelectorAll('link[rel="modulepreload"][media="not all"]')];
  const release = () => {
    for (const link of held.splice(0, 4)) link.media = "all";
    if (held.length) setTimeout(release);
    else setTimeout(hydrate);
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
 * The loader's source, for `<script type="module">`.
 * @example hydrationLoader({ preloads: ["/e.js", "/r.js"], entry: "/e.js", routes: [{ id: "root", module: "/r.js" }], manifest: {} })
 */
export function hydrationLoader({ preloads, entry, routes, manifest, graph }: LoaderInput): string {
  const order = (graph?.size ? dependencyOrder(preloads, graph) : [...preloads]).filter((href) => href !== entry);
  const names = routes.map((_, i) => `route${i}`);
  return [
    // Each module in a task of its own: evaluated together, with React's chunk, they are one long task.
    "const hydrate = async () => {",
    `  for (const href of ${json(order)}) {`,
    "    await import(href);",
    "    await new Promise((resolve) => setTimeout(resolve));",
    "  }",
    `  const [${names.join(", ")}] = await Promise.all([${routes.map((route) => `import(${json(route.module)})`).join(", ")}]);`,
    `  window.__remixManifest = ${json(manifest)};`,
    `  window.__remixRouteModules = {${routes.map((route, i) => `${json(route.id)}: ${names[i]}`).join(", ")}};`,
    `  import(${json(entry)});`,
    "};",
    START,
  ].join("\n");
}

/**
 * The loader for a page, from what HydrationScripts has at hand: the build's manifest, the page's
 * matched routes (root first), its path, its preloads and the module graph. Built here so that
 * none of it is in the page script (hydration-scripts.tsx).
 */
export function pageLoader(
  manifest: UNSAFE_AssetsManifest,
  routes: readonly UNSAFE_AssetsManifest["routes"][string][],
  pathname: string,
  preloads: readonly string[],
  graph: LoaderInput["graph"],
): string {
  return hydrationLoader({
    preloads,
    entry: manifest.entry.module,
    routes: routes.map(({ id, module }) => ({ id, module })),
    manifest: initialManifest(
      manifest,
      pathname,
      routes.map((route) => route.id),
    ),
    graph,
  });
}
