import { expect, test } from "vitest";
import { checkRange, countdownTime, getCountdown, getProgress, getTimeLeft, parseCounterDate, pauseAt, resumeAt, RUNNING } from "./time-left.js";

test("parses the SPEC §5 pattern with / or - separators, seconds optional, in local time", () => {
  expect(parseCounterDate("2023/06/26 16:24:00")?.getTime()).toBe(new Date(2023, 5, 26, 16, 24, 0).getTime());
  expect(parseCounterDate("2023-06-26 16:24")?.getTime()).toBe(new Date(2023, 5, 26, 16, 24).getTime());
  expect(parseCounterDate(" 2024/06/28 10:32 ")?.getTime()).toBe(new Date(2024, 5, 28, 10, 32).getTime());
});

test("rejects values outside each field's range, mixed separators and impossible days", () => {
  for (const bad of [
    "2023/13/01 10:00",
    "2023/00/01 10:00",
    "2023/06/32 10:00",
    "2023/06/00 10:00",
    "2023/06/26 24:00",
    "2023/06/26 10:60",
    "2023/06/26 10:00:60",
    "2023/06-26 10:00",
    "23/06/26 10:00",
    "2023/6/26 10:00",
    "2023/02/30 10:00",
    "2023-06-26T10:00",
    "tomorrow",
    "",
  ]) {
    expect(parseCounterDate(bad), bad).toBeNull();
  }
  expect(parseCounterDate("2024/02/29 00:00")).not.toBeNull();
});

test("a year must have four digits from 1000: 0000-0999 are refused, not read as 1900-1999", () => {
  for (const bad of ["0060/01/01 00:00", "0000/01/01 00:00", "0099-12-31 23:59", "0999/12/31 23:59:59", "60/01/01 00:00", "10000/01/01 00:00"]) {
    expect(parseCounterDate(bad), bad).toBeNull();
  }
  expect(parseCounterDate("1000/01/01 00:00")?.getFullYear()).toBe(1000);
  expect(parseCounterDate("9999/12/31 23:59:59")?.getFullYear()).toBe(9999);
});

test("accepts Date objects and epoch numbers, rejecting invalid ones", () => {
  expect(parseCounterDate(new Date(5))?.getTime()).toBe(5);
  expect(parseCounterDate(1_700_000_000_000)?.getTime()).toBe(1_700_000_000_000);
  expect(parseCounterDate(new Date("nope"))).toBeNull();
  expect(parseCounterDate(Number.NaN)).toBeNull();
  expect(parseCounterDate(undefined)).toBeNull();
  expect(parseCounterDate(null)).toBeNull();
});

test("checkRange: invalid dates, then end not after start, then ok", () => {
  expect(checkRange("bad", "2024/01/01 00:00")).toEqual({ ok: false, reason: "invalid", message: "Incorrect startDate or endDate values" });
  expect(checkRange("2024/01/01 00:00", undefined)).toMatchObject({ ok: false, reason: "invalid" });
  const order = checkRange("2024/01/01 00:00", "2024/01/01 00:00");
  expect(order).toEqual({ ok: false, reason: "order", message: "The end date must be later than the start date" });
  expect(checkRange("2024/01/02 00:00", "2024/01/01 00:00")).toMatchObject({ reason: "order" });
  expect(checkRange(0, 10)).toEqual({ ok: true, start: 0, end: 10 });
});

test("getTimeLeft splits the remaining time into days, hours, minutes and seconds", () => {
  const now = Date.UTC(2024, 0, 1);
  const end = now + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000 + 999;
  expect(getTimeLeft(end, now)).toEqual({ total: end - now, days: 2, hours: 3, minutes: 4, seconds: 5, expired: false });
  expect(getTimeLeft(now, now)).toEqual({ total: 0, days: 0, hours: 0, minutes: 0, seconds: 0, expired: false });
});

test("below zero remaining it is expired and shows zeros", () => {
  expect(getTimeLeft(1000, 1001)).toEqual({ total: 0, days: 0, hours: 0, minutes: 0, seconds: 0, expired: true });
  expect(getTimeLeft(Number.NaN, 0).expired).toBe(true);
});

test("getProgress rounds, adds up to 100 and clamps before the start and after the end", () => {
  expect(getProgress(0, 100, 25)).toEqual({ missingPercentage: 75, pastPercentage: 25 });
  expect(getProgress(0, 3, 1)).toEqual({ missingPercentage: 67, pastPercentage: 33 });
  expect(getProgress(0, 200, 101)).toEqual({ missingPercentage: 49, pastPercentage: 51 });
  expect(getProgress(0, 100, 500)).toEqual({ missingPercentage: 0, pastPercentage: 100 });
  expect(getProgress(100, 200, 0)).toEqual({ missingPercentage: 100, pastPercentage: 0 });
});

test("getCountdown: an end date before now means 0% missing, 100% past and zeros", () => {
  const start = new Date(2023, 5, 26, 16, 24).getTime();
  const end = new Date(2024, 5, 28, 10, 32).getTime();
  expect(getCountdown(start, end, Date.UTC(2026, 0, 1))).toEqual({
    total: 0,
    days: 0,
    hours: 0,
    minutes: 0,
    seconds: 0,
    missingPercentage: 0,
    pastPercentage: 100,
    expired: true,
  });
});

test("getCountdown reads the bar from its own, older clock reading while running", () => {
  const values = getCountdown(0, 100_000, 50_000, 20_000);
  expect(values.pastPercentage).toBe(20);
  expect(values.seconds).toBe(50);
  // Once expired the bar is full even if its last reading was older.
  expect(getCountdown(0, 100_000, 100_001, 20_000).pastPercentage).toBe(100);
});

test("pauses: a paused countdown holds its time, resumed it goes on from there, ending later by the time paused", () => {
  const end = 100_000;
  let clock = RUNNING;
  expect(countdownTime(clock, 10_000)).toBe(10_000);
  clock = pauseAt(clock, 10_000);
  // Held while paused, whatever the clock says.
  expect(countdownTime(clock, 10_000)).toBe(10_000);
  expect(countdownTime(clock, 40_000)).toBe(10_000);
  expect(getTimeLeft(end, countdownTime(clock, 40_000)).total).toBe(90_000);
  // Pausing again changes nothing (StrictMode runs effects twice).
  expect(pauseAt(clock, 20_000)).toBe(clock);
  clock = resumeAt(clock, 40_000);
  expect(clock).toEqual({ pausedAt: null, pausedFor: 30_000 });
  expect(resumeAt(clock, 50_000)).toBe(clock);
  expect(countdownTime(clock, 41_000)).toBe(11_000);
  // It reaches its end 30 s after the end date, and the pauses add up.
  expect(getTimeLeft(end, countdownTime(clock, end + 29_999)).expired).toBe(false);
  expect(getTimeLeft(end, countdownTime(clock, end + 30_001)).expired).toBe(true);
  clock = resumeAt(pauseAt(clock, 50_000), 55_000);
  expect(clock.pausedFor).toBe(35_000);
  // A clock that goes back (a server-time correction) never makes a pause negative.
  expect(resumeAt(pauseAt(RUNNING, 5000), 4000).pausedFor).toBe(0);
});
