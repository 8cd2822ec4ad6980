import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { answerUnknownDataFromExport, type notFoundDataPath } from "~/utils/static-not-found";

// On a static host, client navigation to an unknown URL gets the prerendered 404 of its family.
answerUnknownDataFromExport(() => (window as unknown as { __remixRouter?: { routes: Parameters<typeof notFoundDataPath>[0] } }).__remixRouter?.routes);

startTransition(() => {
  try {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  } catch (error) {
    // SPEC §7: a startup failure is reported on the console only; the server-rendered page stays usable.
    console.error("Application startup failed", error);
  }
});
