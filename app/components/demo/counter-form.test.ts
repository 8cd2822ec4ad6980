import { expect, test } from "vitest";
import { getContent } from "~/content/content.server";
import { DATE_HINT, validateCounterForm } from "./counter-form";

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

test("a year before 1000 is refused by the counter's own parser, not read as a 20th-century one", () => {
  const year = /the year from 1000 to 9999/;
  expect(validateCounterForm("0060/01/01 00:00", "2026/01/01 00:00").start).toMatch(year);
  expect(validateCounterForm("2020/01/01 00:00", "0000/01/01 00:00").end).toMatch(year);
  expect(validateCounterForm("0999-12-31 23:59", "1000/01/01 00:00")).toEqual({ start: expect.stringMatching(year) });
  expect(validateCounterForm("1000/01/01 00:00", "9999/12/31 23:59:59")).toEqual({});
});

/** The hint's shapes as patterns: "yyyy/mm/dd hh:mm" -> /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/. */
const hintShapes = DATE_HINT.split(" or ")
  .map((part, index, parts) => (index === 0 ? part : `${parts[0]!.split(" ")[0]} ${part}`))
  .map((shape) => new RegExp(`^${shape.replace(/[ymdhs]/g, "\\d").replace(/\//g, "[/-]")}$`));

test("the hint names exactly the shapes the form accepts, and the demo's prefilled dates fit it", () => {
  expect(hintShapes).toHaveLength(2);
  const { countdown } = getContent().demo;
  for (const prefilled of [countdown.startDate, countdown.endDate]) {
    expect(
      hintShapes.some((shape) => shape.test(prefilled)),
      prefilled,
    ).toBe(true);
  }
  for (const accepted of ["2026/01/01 10:00", "2026-01-01 10:00:30"]) {
    expect(validateCounterForm("2025/01/01 10:00", accepted)).toEqual({});
    expect(
      hintShapes.some((shape) => shape.test(accepted)),
      accepted,
    ).toBe(true);
  }
  // Shapes the hint does not name are refused.
  expect(validateCounterForm("2026/1/1 10:00", "2027/01/01 10:00").start).toMatch(/^Use/);
  expect(validateCounterForm("2026/01/01 10", "2027/01/01 10:00").start).toMatch(/^Use/);
});
