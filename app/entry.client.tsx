import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

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
