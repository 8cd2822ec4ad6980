/** The time left at one instant: what `onTick` receives. */
export type TimeLeft = {
  /** Milliseconds left; 0 once expired. */
  total: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  expired: boolean;
};

/** A countdown's derived values at one instant. */
export type CountdownValues = TimeLeft & {
  /** Share of the start-to-end span still to go, 0-100, rounded. */
  missingPercentage: number;
  /** Share of the start-to-end span already gone, 0-100, rounded; always 100 - missingPercentage. */
  pastPercentage: number;
};

/** The date text the Counter reads: "yyyy/mm/dd hh:mm[:ss]" or "yyyy-mm-dd hh:mm[:ss]", in local time. */
export type CounterDateString =
  `${number}${"/" | "-"}${number}${"/" | "-"}${number} ${number}:${number}` | `${number}${"/" | "-"}${number}${"/" | "-"}${number} ${number}:${number}:${number}`;

/**
 * A Counter date: a Date, epoch milliseconds, or a `CounterDateString`. The type refuses text of
 * another shape ("tomorrow"); the value is still checked when read (2023/02/30 is refused).
 */
export type CounterDateInput = Date | number | CounterDateString;

/** What `parseCounterDate` reads: any text (e.g. from content or a form), checked. */
type AnyDateInput = Date | number | string;

export const INVALID_DATES_MESSAGE = "Incorrect startDate or endDate values";
export const END_NOT_AFTER_START_MESSAGE = "The end date must be later than the start date";

// SPEC §5: year/month/day hour:minute, separators "/" or "-", seconds optional. The year has four
// digits and no leading zero: years 0-99 would otherwise be read as 1900-1999 by the Date constructor.
const DATE_PATTERN = /^([1-9]\d{3})([/-])(0[1-9]|1[0-2])\2(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Reads a counter date: a Date, epoch milliseconds, or a "year/month/day hour:minute[:seconds]"
 * string (separators / or -, a year from 1000 to 9999) in the local time zone. Anything else, and
 * impossible calendar days such as 2023/02/30, give null.
 *
 * @example parseCounterDate("2023/06/26 16:24") // Date 26 June 2023 16:24 local time
 */
export function parseCounterDate(input: AnyDateInput | null | undefined): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : new Date(input.getTime());
  if (typeof input === "number") return Number.isFinite(input) ? new Date(input) : null;
  if (typeof input !== "string") return null;
  const match = DATE_PATTERN.exec(input.trim());
  if (!match) return null;
  const [, y, , mo, d, h, mi, s = "0"] = match;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // The Date constructor rolls 2023/02/30 over into March; a real calendar day survives the round trip.
  return date.getMonth() === Number(mo) - 1 && date.getDate() === Number(d) ? date : null;
}

export type RangeCheck =
  | { ok: true; start: number; end: number }
  | { ok: false; reason: "invalid"; message: typeof INVALID_DATES_MESSAGE }
  | { ok: false; reason: "order"; message: typeof END_NOT_AFTER_START_MESSAGE };

/**
 * Validates a start/end pair as SPEC §5 asks: both real dates, and the end strictly later.
 *
 * @example checkRange("2024/01/01 00:00", "2023/01/01 00:00") // { ok: false, reason: "order", ... }
 */
export function checkRange(startDate: AnyDateInput | null | undefined, endDate: AnyDateInput | null | undefined): RangeCheck {
  const start = parseCounterDate(startDate);
  const end = parseCounterDate(endDate);
  if (!start || !end) return { ok: false, reason: "invalid", message: INVALID_DATES_MESSAGE };
  if (end.getTime() <= start.getTime()) return { ok: false, reason: "order", message: END_NOT_AFTER_START_MESSAGE };
  return { ok: true, start: start.getTime(), end: end.getTime() };
}

/**
 * Days, hours, minutes and seconds left until `end`, read from the clock value `now`; once the
 * remaining time drops below zero it is expired and shows zeros.
 *
 * @example getTimeLeft(Date.UTC(2024, 0, 2), Date.UTC(2024, 0, 1)) // { days: 1, hours: 0, ..., expired: false }
 */
export function getTimeLeft(end: number, now: number): TimeLeft {
  const remaining = end - now;
  if (!(remaining >= 0)) return { total: 0, days: 0, hours: 0, minutes: 0, seconds: 0, expired: true };
  return {
    total: remaining,
    days: Math.floor(remaining / DAY),
    hours: Math.floor((remaining % DAY) / HOUR),
    minutes: Math.floor((remaining % HOUR) / MINUTE),
    seconds: Math.floor((remaining % MINUTE) / SECOND),
    expired: false,
  };
}

/**
 * Rounded percentages of the span from `start` to `end` already past and still missing at `now`.
 * Past the end: 0 missing, 100 past; before the start: 100 missing, 0 past.
 *
 * @example getProgress(0, 100, 25) // { missingPercentage: 75, pastPercentage: 25 }
 */
export function getProgress(start: number, end: number, now: number) {
  const span = end - start;
  const past = span > 0 ? Math.min(Math.max((now - start) / span, 0), 1) : 1;
  // Round one side and derive the other so the two always add up to 100.
  const pastPercentage = Math.round(past * 100);
  return { missingPercentage: 100 - pastPercentage, pastPercentage };
}

/**
 * Every derived value at once: the time left from `now`, and the bar from `barNow` (the bar
 * refreshes less often than the digits, so it keeps its own clock reading).
 *
 * @example getCountdown(start, end, Date.now())
 */
export function getCountdown(start: number, end: number, now: number, barNow: number = now): CountdownValues {
  const left = getTimeLeft(end, now);
  // An expired countdown always shows a full bar, whatever the bar's last reading was.
  const progress = getProgress(start, end, left.expired ? Math.max(now, barNow, end + 1) : barNow);
  return { ...left, ...progress };
}

/**
 * A countdown's pauses so far: when the current one began (null while it runs) and how long the
 * earlier ones lasted. A paused countdown holds its time left; resumed, it counts down from there,
 * so its end comes later by the time spent paused (as react-countdown's pause does).
 */
export type PauseClock = { pausedAt: number | null; pausedFor: number };

/** A countdown that has never paused. */
export const RUNNING: PauseClock = { pausedAt: null, pausedFor: 0 };

/**
 * The pauses with one beginning at `now`; a paused countdown stays as it is.
 *
 * @example pauseAt(RUNNING, 1000) // { pausedAt: 1000, pausedFor: 0 }
 */
export function pauseAt(clock: PauseClock, now: number): PauseClock {
  return clock.pausedAt === null ? { pausedAt: now, pausedFor: clock.pausedFor } : clock;
}

/**
 * The pauses with the current one ended at `now`; a running countdown stays as it is.
 *
 * @example resumeAt({ pausedAt: 1000, pausedFor: 0 }, 4000) // { pausedAt: null, pausedFor: 3000 }
 */
export function resumeAt(clock: PauseClock, now: number): PauseClock {
  return clock.pausedAt === null ? clock : { pausedAt: null, pausedFor: clock.pausedFor + Math.max(0, now - clock.pausedAt) };
}

/**
 * The instant the countdown shows when the clock reads `now`: the clock less the time spent
 * paused, held where the current pause began.
 *
 * @example countdownTime({ pausedAt: null, pausedFor: 3000 }, 10000) // 7000
 */
export function countdownTime(clock: PauseClock, now: number): number {
  return (clock.pausedAt ?? now) - clock.pausedFor;
}
