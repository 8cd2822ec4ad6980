import { useCallback, useEffect, useRef, useState } from "react";
import type { TableState } from "./table-state";

/** Live announcer delay (SPEC §9): lets the DOM settle so the region is read after the change. */
export const ANNOUNCE_DELAY = 100;

/**
 * The table's state, controlled when `state` is given (the owner keeps it, e.g. in the URL) and
 * kept here otherwise; `onStateChange` hears every change either way.
 */
export function useTableState(state: TableState | undefined, initial: TableState, onStateChange?: (next: TableState) => void) {
  const [own, setOwn] = useState(initial);
  const current = state ?? own;
  const set = useCallback(
    (next: TableState) => {
      if (state === undefined) setOwn(next);
      onStateChange?.(next);
    },
    [state, onStateChange],
  );
  return [current, set] as const;
}

/** A polite announcement set ~100 ms after each change; emptied first so a repeat is read again. */
export function useAnnouncer() {
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage("");
    timer.current = setTimeout(() => setMessage(text), ANNOUNCE_DELAY);
  }, []);
  return [message, announce] as const;
}
