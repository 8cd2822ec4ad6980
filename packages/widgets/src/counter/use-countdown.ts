"use client";

import { useEffect, useRef, useState } from "react";
import {
  checkRange,
  countdownTime,
  getCountdown,
  getTimeLeft,
  pauseAt,
  resumeAt,
  RUNNING,
  type CounterDateInput,
  type CountdownValues,
  type PauseClock,
  type TimeLeft,
} from "./time-left.js";

/** `pending`: not yet read the clock (server render without `initialNow`); `invalid`: bad dates. */
export type CountdownStatus = "pending" | "running" | "paused" | "expired" | "invalid";

export type UseCountdownOptions = {
  startDate: CounterDateInput;
  endDate: CounterDateInput;
  /** A clock reading shared by the server render and hydration, e.g. `Date.now()` from a loader. */
  initialNow?: number;
  onExpired?: () => void;
  /** Every second while it runs, with the time left. */
  onTick?: (timeLeft: TimeLeft) => void;
  /** Holds the time left while true; on resume it counts down from there. */
  paused?: boolean;
  /** The clock, in epoch ms (`Date.now` by default): e.g. the server's time, `() => Date.now() + offset`. */
  now?: () => number;
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
export function useCountdown({
  startDate,
  endDate,
  initialNow,
  onExpired,
  onTick,
  paused = false,
  now = Date.now,
  tickMs = 1000,
  barMs = 6000,
}: UseCountdownOptions): CountdownResult {
  const range = checkRange(startDate, endDate);
  const [clock, setClock] = useState<{ now: number; barNow: number } | null>(initialNow === undefined ? null : { now: initialNow, barNow: initialNow });
  // The latest callbacks and clock source, read by the timers without restarting them.
  const latest = useRef({ onExpired, onTick, now });
  latest.current = { onExpired, onTick, now };
  // What has been reported, kept across effect re-runs (StrictMode runs every effect twice in
  // development): onExpired once per end date, a bad range's message once per message.
  const reported = useRef<{ expiredAt: number | null; problem: string | null }>({ expiredAt: null, problem: null });
  // The pauses of the countdown between these dates; new dates start a new countdown.
  const pauses = useRef<{ start: number; end: number; clock: PauseClock }>({ start: NaN, end: NaN, clock: RUNNING });

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
    const at = latest.current.now();
    const sameCountdown = pauses.current.start === start && pauses.current.end === end;
    const before = sameCountdown ? pauses.current.clock : RUNNING;
    // Idempotent, so StrictMode's second run changes nothing.
    pauses.current = { start, end, clock: paused ? pauseAt(before, at) : resumeAt(before, at) };
    const read = () => countdownTime(pauses.current.clock, latest.current.now());

    // The digits' and the bar's timers, once running.
    const timers: ReturnType<typeof setInterval>[] = [];
    const stop = () => {
      timers.forEach(clearInterval);
      document.removeEventListener("visibilitychange", onWake);
      window.removeEventListener("focus", onWake);
    };
    const expireIfDue = (time: number) => {
      if (end - time >= 0) return false;
      stop();
      if (reported.current.expiredAt !== end) {
        reported.current.expiredAt = end;
        latest.current.onExpired?.();
      }
      return true;
    };
    const syncAll = () => {
      const time = read();
      setClock({ now: time, barNow: time });
      return expireIfDue(time);
    };
    // The digits (and, on a wake, the bar) at `time`, and `onTick` unless the time ran out.
    const tickNow = (time: number, withBar: boolean) => {
      setClock((c) => ({ now: time, barNow: withBar ? time : (c?.barNow ?? time) }));
      if (!expireIfDue(time)) latest.current.onTick?.(getTimeLeft(end, time));
    };
    function onWake() {
      if (document.visibilityState === "visible") tickNow(read(), true);
    }

    // Paused: the time left shows as it was when the pause began, and nothing ticks.
    if (syncAll() || paused) return stop;
    timers.push(
      setInterval(() => tickNow(read(), false), tickMs),
      setInterval(() => {
        const time = read();
        setClock({ now: time, barNow: time });
      }, barMs),
    );
    document.addEventListener("visibilitychange", onWake);
    window.addEventListener("focus", onWake);
    return stop;
  }, [start, end, problem, paused, tickMs, barMs]);

  if (!range.ok) return { status: "invalid", values: null };
  if (!clock) return { status: "pending", values: null };
  const values = getCountdown(range.start, range.end, clock.now, clock.barNow);
  return { status: values.expired ? "expired" : paused ? "paused" : "running", values };
}
