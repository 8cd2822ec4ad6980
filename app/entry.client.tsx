import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { documentFacts, PrerenderContext } from "~/components/prerender-context";

startTransition(() => {
  try {
    hydrateRoot(
      document,
      <StrictMode>
        {/* What the prerender gave the server render, so hydration renders the same elements. */}
        <PrerenderContext.Provider value={documentFacts(document)}>
          <RemixBrowser />
        </PrerenderContext.Provider>
      </StrictMode>,
    );
  } catch (error) {
    // SPEC §7: a startup failure is reported on the console only; the server-rendered page stays usable.
    console.error("Application startup failed", error);
  }
});
