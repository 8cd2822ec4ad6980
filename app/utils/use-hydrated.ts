import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * The one "has the page hydrated?" of the app: false on the server and in the hydrating render (so
 * both agree), true right after; a component first mounted later (a client navigation) gets true
 * at once. Gates what needs JavaScript: copy and print buttons, the demo form, modals from the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
