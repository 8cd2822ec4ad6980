import { matchRoutes, Scripts, UNSAFE_RemixContext, useLocation, useMatches, type UNSAFE_AssetsManifest } from "@remix-run/react";
import { useContext, useEffect } from "react";
import { hydrationLoader } from "~/utils/hydration-loader";
import { HYDRATION_LOADER_ID, PrerenderContext } from "./prerender-context";

type RouteTree = { id: string; path?: string; index?: boolean; children: RouteTree[] };

/**
 * The manifest the browser starts from, as Remix's <Scripts /> gives it with lazy route
 * discovery: the routes matched here and at every parent path (their index and pathless
 * children), the others found as links need them.
 */
function initialManifest(manifest: UNSAFE_AssetsManifest, pathname: string, matched: readonly string[]): UNSAFE_AssetsManifest {
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

/** Set once the page has hydrated: from then on the scripts have done their work (as in Remix). */
let hydrated = false;

/**
 * Where root.tsx needs Remix's <Scripts />. A prerendered page starts its JavaScript after its
 * first paint instead (docs/decisions/0005-first-paint-from-the-document.md): the same module
 * preloads, held (`media="not all"`) until the loader (app/utils/hydration-loader.ts) lets them go;
 * the same context script; and, instead of Remix's route-module script, the loader, which
 * evaluates the modules one task each and then does what that script does. Anywhere else
 * (`remix dev`), Remix's own <Scripts />.
 */
export function HydrationScripts() {
  const { hydrateAfterPaint, moduleGraph } = useContext(PrerenderContext);
  const remix = useContext(UNSAFE_RemixContext);
  const matches = useMatches();
  const { pathname } = useLocation();
  useEffect(() => {
    hydrated = true;
  }, []);
  if (!hydrateAfterPaint || !remix?.future.v3_lazyRouteDiscovery || !remix.future.v3_singleFetch || remix.isSpaMode) return <Scripts />;
  // Streamed loader data follows the document only once scripts have been rendered.
  if (remix.renderMeta) remix.renderMeta.didRenderScripts = true;
  if (hydrated) return null;

  const { manifest, serverHandoffString } = remix;
  const routes = matches.map((match) => manifest.routes[match.id]);
  const preloads = [...new Set([manifest.entry.module, ...manifest.entry.imports, ...routes.flatMap((route) => [...(route.imports ?? []), route.module])])];
  // The browser hydrates against what the server sent: it renders the same elements, and leaves
  // the scripts' text as it is (Remix's <Scripts /> does the same).
  const onServer = serverHandoffString !== undefined;
  const context = onServer
    ? `window.__remixContext = ${serverHandoffString};window.__remixContext.stream = new ReadableStream({start(controller){window.__remixContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`
    : " ";
  const loader = onServer
    ? hydrationLoader({ preloads, entry: manifest.entry.module, routes: routes.map(({ id, module }) => ({ id, module })), manifest: initialManifest(manifest, pathname, routes.map((route) => route.id)), graph: moduleGraph })
    : " ";
  return (
    <>
      {preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} media="not all" />
      ))}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: context }} />
      <script id={HYDRATION_LOADER_ID} type="module" async suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loader }} />
    </>
  );
}
