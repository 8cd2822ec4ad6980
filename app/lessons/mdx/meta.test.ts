import { expect, test } from "vitest";
import { clicksOf, parseMeta, runs } from "./meta";

test('parseMeta reads key="value" pairs of a fence', () => {
  expect(parseMeta('click="#a #b" other="x"')).toEqual({ click: "#a #b", other: "x" });
  expect(parseMeta(null)).toEqual({});
});

test("clicksOf lists the selectors to click, in order", () => {
  expect(clicksOf('click="#conta #conta"')).toEqual(["#conta", "#conta"]);
  expect(clicksOf("")).toEqual([]);
});

test('every js block runs unless it says run="no"; any other value is a mistake', () => {
  expect(runs(null)).toBe(true);
  expect(runs('click="#a"')).toBe(true);
  expect(runs('run="no"')).toBe(false);
  expect(() => runs('run="false"')).toThrow('a js block is run unless it says run="no"');
});
