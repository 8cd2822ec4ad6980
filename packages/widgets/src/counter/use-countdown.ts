"use client";

import { useEffect, useRef, useState } from "react";
import { checkRange, getCountdown, type CounterDateInput, type CountdownValues } from "./time-left.js";

/** `pending`: not yet read the clock (server render without `initialNow`); `invalid`: bad dates. */
export type CountdownStatus = "pending" | "running" | "expired" | "invalid";

export type UseCountdownOptions = {
  startDate: CounterDateInput;
  endDate: CounterDateInput;
  /** A clock reading shared by the server render and hydration, e.g. `Date.now()` from a loader. */
  initialNow?: number;
  onExpired?: () => void;
  /** Digits refresh period, in ms (1000). */
  tickMs?: number;
  /** Progress bar refresh period, in ms (6000). */
  barMs?: number;
};

export type CountdownResult = { status: CountdownStatus; values: CountdownValues | null };

/**
 * Ticks a countdown. Every tick reads the clock instead of counting ticks, and focus or a tab
 * becoming visible re-syncs at once, so a tab that slept wakes up showing the right time.
 */
export function useCountdown({ startDate, endDate, initialNow, onExpired, tickMs = 1000, barMs = 6000 }: UseCountdownOptions): CountdownResult {
  const range = checkRange(startDate, endDate);
  const [clock, setClock] = useState<{ now: number; barNow: number } | null>(
    initialNow === undefined ? null : { now: initialNow, barNow: initialNow },
  );
  const onExpiredRef = useRef(onExpired);
  onExpiredRef.current = onExpired;
  // What has been reported, kept across effect re-runs (StrictMode runs every effect twice in
  // development): onExpired once per end date, a bad range's message once per message.
  const reported = useRef<{ expiredAt: number | null; problem: string | null }>({ expiredAt: null, problem: null });

  const start = range.ok ? range.start : NaN;
  const end = range.ok ? range.end : NaN;
  const problem = range.ok ? null : range.message;

  useEffect(() => {
    if (problem) {
      // SPEC §5/§8: bad dates are reported on the console only; visitors see nothing.
      if (reported.current.problem !== problem) console.log(problem);
      reported.current.problem = problem;
      return;
    }
    reported.current.problem = null;
    let tick: ReturnType<typeof setInterval> | undefined;
    let bar: ReturnType<typeof setInterval> | undefined;

    const stop = () => {
      clearInterval(tick);
      clearInterval(bar);
      document.removeEventListener("visibilitychange", onWake);
      window.removeEventListener("focus", onWake);
    };
    const expireIfDue = (now: number) => {
      if (end - now >= 0) return false;
      stop();
      if (reported.current.expiredAt !== end) {
        reported.current.expiredAt = end;
        onExpiredRef.current?.();
      }
      return true;
    };
    const syncAll = () => {
      const now = Date.now();
      setClock({ now, barNow: now });
      return expireIfDue(now);
    };
    function onWake() {
      if (document.visibilityState === "visible") syncAll();
    }

    if (syncAll()) return stop;
    tick = setInterval(() => {
      const now = Date.now();
      setClock((c) => ({ now, barNow: c?.barNow ?? now }));
      expireIfDue(now);
    }, tickMs);
    bar = setInterval(() => {
      const now = Date.now();
      setClock({ now, barNow: now });
    }, barMs);
    document.addEventListener("visibilitychange", onWake);
    window.addEventListener("focus", onWake);
    return stop;
  }, [start, end, problem, tickMs, barMs]);

  if (!range.ok) return { status: "invalid", values: null };
  if (!clock) return { status: "pending", values: null };
  const values = getCountdown(range.start, range.end, clock.now, clock.barNow);
  return { status: values.expired ? "expired" : "running", values };
}
