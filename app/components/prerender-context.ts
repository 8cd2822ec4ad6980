import { createContext } from "react";

/**
 * What the prerender (scripts/build/prerender.ts) knows about a page and gives its render through
 * Remix's load context (entry.server.tsx); the browser reads the same facts back from the
 * document before it hydrates (PrerenderContext's default there), so both render the same elements. Outside the
 * prerender (`remix dev`) there are none, and the page renders as Remix renders it.
 */
export type PrerenderFacts = {
  /** The page's critical CSS (scripts/build/lib/critical-css.ts), put inline by HeadStyles. */
  criticalCss: string | null;
  /** Whether HydrationScripts starts the page's JavaScript after its first paint. */
  hydrateAfterPaint: boolean;
  /** Which client module imports which (server side only: it orders the loader's imports). */
  moduleGraph: ReadonlyMap<string, readonly string[]> | null;
};

export const NO_PRERENDER: PrerenderFacts = { criticalCss: null, hydrateAfterPaint: false, moduleGraph: null };

/** The id of the critical <style>, by which the browser finds it again. */
export const CRITICAL_CSS_ID = "critical-css";
/** The id of the loader script HydrationScripts renders. */
export const HYDRATION_LOADER_ID = "hydrate-after-paint";

/** The facts a prerendered document carries, read by the browser before it hydrates. */
export function documentFacts(document: Document): PrerenderFacts {
  return {
    criticalCss: document.getElementById(CRITICAL_CSS_ID)?.textContent ?? null,
    hydrateAfterPaint: document.getElementById(HYDRATION_LOADER_ID) !== null,
    moduleGraph: null,
  };
}

/**
 * The prerender's facts for the page being rendered: the server's render gets them from a
 * provider (entry.server.tsx); in the browser they are read from the served document when this
 * module loads, which is before hydration. Read here rather than by entry.client, so that this
 * module travels in the root's script instead of a shared chunk of its own.
 */
export const PrerenderContext = createContext<PrerenderFacts>(typeof document === "undefined" ? NO_PRERENDER : documentFacts(document));
