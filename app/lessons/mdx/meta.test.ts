import { expect, test } from "vitest";
import { clicksOf, parseMeta } from "./meta";

test("parseMeta reads key=\"value\" pairs of a fence", () => {
  expect(parseMeta('click="#a #b" other="x"')).toEqual({ click: "#a #b", other: "x" });
  expect(parseMeta(null)).toEqual({});
});

test("clicksOf lists the selectors to click, in order", () => {
  expect(clicksOf('click="#conta #conta"')).toEqual(["#conta", "#conta"]);
  expect(clicksOf("")).toEqual([]);
});
