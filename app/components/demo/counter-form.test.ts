import { expect, test } from "vitest";
import { validateCounterForm } from "./counter-form";

test("valid dates in either separator give no errors", () => {
  expect(validateCounterForm("2026/01/01 10:00", "2026-02-01 10:00:30")).toEqual({});
});

test("empty and malformed fields each get their own message", () => {
  const errors = validateCounterForm("", "2026/13/01 10:00");
  expect(errors.start).toBe("Enter a date.");
  expect(errors.end).toMatch(/^Use year\/month\/day hour:minute/);
  expect(validateCounterForm("2026/02/30 10:00", "2026/03/01 10:00").start).toMatch(/^Use/);
});

test("an end not after the start is reported on the end field only", () => {
  expect(validateCounterForm("2026/01/01 10:00", "2026/01/01 10:00")).toEqual({ end: "The end must be later than the start." });
});
