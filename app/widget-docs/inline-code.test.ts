import { expect, test } from "vitest";
import { plainText, splitCodeSpans } from "./inline-code";

test("plain text stays one part", () => {
  expect(splitCodeSpans("How many pages there are.")).toEqual([{ code: false, text: "How many pages there are." }]);
});

test("code spans between plain text", () => {
  expect(splitCodeSpans("`spread`: arrows around `N of TOTAL`.")).toEqual([
    { code: true, text: "spread" },
    { code: false, text: ": arrows around " },
    { code: true, text: "N of TOTAL" },
    { code: false, text: "." },
  ]);
});

test("a longer fence holds backticks, and its padding spaces are dropped", () => {
  expect(splitCodeSpans("`` (n) => `Page ${n}` ``")).toEqual([{ code: true, text: "(n) => `Page ${n}`" }]);
});

test("a run without its closing match is plain text", () => {
  expect(splitCodeSpans("a `` alone, then `code`")).toEqual([
    { code: false, text: "a `` alone, then " },
    { code: true, text: "code" },
  ]);
  expect(splitCodeSpans("``x` y")).toEqual([{ code: false, text: "``x` y" }]);
});

test("an empty text has no parts", () => {
  expect(splitCodeSpans("")).toEqual([]);
});

test("plain text unwraps code spans, a longer fence's included", () => {
  expect(plainText("`--dmw-color-accent`")).toBe("--dmw-color-accent");
  expect(plainText("`` (n) => `Page ${n}` ``")).toBe("(n) => `Page ${n}`");
  expect(plainText("English sentence (`pageText`)")).toBe("English sentence (pageText)");
});
