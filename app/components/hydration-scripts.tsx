import { Scripts, UNSAFE_RemixContext, useLocation, useMatches } from "@remix-run/react";
import { useContext, useEffect } from "react";
import { contextScript, pageLoader } from "~/utils/hydration-loader.server";
import { HYDRATION_LOADER_ID, PrerenderContext } from "./prerender-context";

/** Set once the page has hydrated: from then on the scripts have done their work (as in Remix). */
let hydrated = false;

/**
 * Where root.tsx needs Remix's <Scripts />. A prerendered page starts its JavaScript after its
 * first paint instead (docs/decisions/0005-first-paint-from-the-document.md): the same module
 * preloads, held (`media="not all"`) until the loader (app/utils/hydration-loader.server.ts)
 * lets them go;
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
  // the scripts' text as it is (Remix's <Scripts /> does the same). So the code that writes that
  // text is server-only, and the browser never downloads it.
  const onServer = serverHandoffString !== undefined;
  const context = onServer ? contextScript(serverHandoffString) : " ";
  const loader = onServer ? pageLoader(manifest, routes, pathname, preloads, moduleGraph) : " ";
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
