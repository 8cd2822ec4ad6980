import { expect, test } from "vitest";
import { parseDrainSeconds, parsePort, parseStallTimeout } from "./config.ts";

test("PORT is a port number or unset", () => {
  expect(parsePort(undefined)).toBe(3000);
  expect(parsePort("8080")).toBe(8080);
  expect(parsePort(" 443 ")).toBe(443);
  for (const bad of ["", " ", "abc", "0", "65536", "3000abc", "-1", "1e3", "0x50", "80.5"]) {
    expect(() => parsePort(bad), JSON.stringify(bad)).toThrow(/is not a port number/);
  }
});

test("STALL_TIMEOUT is a number of seconds or unset (60 s)", () => {
  expect(parseStallTimeout(undefined)).toBe(60_000);
  expect(parseStallTimeout("5")).toBe(5_000);
  expect(parseStallTimeout(" 3600 ")).toBe(3_600_000);
  for (const bad of ["", "0", "3601", "1.5", "-5", "5s", "abc"]) {
    expect(() => parseStallTimeout(bad), JSON.stringify(bad)).toThrow(/is not a number of seconds/);
  }
});

test("DRAIN_SECONDS is a number of seconds from 0 to 5 or unset (1 s)", () => {
  expect(parseDrainSeconds(undefined)).toBe(1_000);
  expect(parseDrainSeconds("0")).toBe(0);
  expect(parseDrainSeconds(" 5 ")).toBe(5_000);
  for (const bad of ["", "6", "1.5", "-1", "2s", "abc"]) {
    expect(() => parseDrainSeconds(bad), JSON.stringify(bad)).toThrow(/^DRAIN_SECONDS=.* is not a number of seconds \(0 to 5; unset means 1\)$/);
  }
});
