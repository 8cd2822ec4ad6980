import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { keepServed } from "~/utils/keep-served";
import { answerUnknownDataFromExport, type notFoundDataPath } from "~/utils/static-not-found";

// On a static host, client navigation to an unknown URL gets the prerendered 404 of its family.
answerUnknownDataFromExport(() => (window as unknown as { __remixRouter?: { routes: Parameters<typeof notFoundDataPath>[0] } }).__remixRouter?.routes);

// A page React has to render again instead of hydrating keeps what only its document held.
keepServed(document);

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
