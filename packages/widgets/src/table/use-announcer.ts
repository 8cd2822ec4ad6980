"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** Live announcer delay (SPEC §9): lets the DOM settle so the region is read after the change. */
export const ANNOUNCE_DELAY = 100;

/** A polite announcement set ~100 ms after each change; emptied first so a repeat is read again. */
export function useAnnouncer() {
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage("");
    timer.current = setTimeout(() => setMessage(text), ANNOUNCE_DELAY);
  }, []);
  return [message, announce] as const;
}
