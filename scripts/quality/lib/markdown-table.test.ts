import { expect, test } from "vitest";
import { markdownTable } from "./markdown-table.ts";

test("columns as wide as their widest cell: text left-aligned, figures right-aligned", () => {
  expect(
    markdownTable(
      ["page", "ms"],
      [
        ["/", "12"],
        ["/outdoor", "7"],
      ],
      { left: 1 },
    ).split("\n"),
  ).toEqual(["| page     | ms |", "| -------- | -: |", "| /        | 12 |", "| /outdoor |  7 |"]);
});

test("the last column may be text too", () => {
  expect(markdownTable(["page", "ms", "missed"], [["/", "12", "TBT"]], { left: 1, lastLeft: true }).split("\n")).toEqual([
    "| page | ms | missed |",
    "| ---- | -: | ------ |",
    "| /    | 12 | TBT    |",
  ]);
});
