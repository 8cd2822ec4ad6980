import { useEffect, useState } from "react";

// After the first hydration, components that mount later (client navigation) may render
// browser-only UI at once; during hydration they must first match the server's HTML.
let hydrating = true;

/** False on the server and during hydration, true afterwards: gates progressive enhancements. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    setHydrated(true);
  }, []);
  return hydrated;
}
