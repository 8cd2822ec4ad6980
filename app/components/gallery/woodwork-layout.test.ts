import { expect, test } from "vitest";
import { areaFor, tiles, woodworkAreas } from "./woodwork-layout";

test("the five areas fill the 8 x 8 grid with no overlap and no hole", () => {
  expect(woodworkAreas).toHaveLength(5);
  expect(tiles(woodworkAreas, 8, 8)).toBe(true);
});

test("tiles notices an overlap and a hole", () => {
  expect(
    tiles(
      [
        { column: [1, 9], row: [1, 9] },
        { column: [1, 2], row: [1, 2] },
      ],
      8,
      8,
    ),
  ).toBe(false);
  expect(tiles(woodworkAreas.slice(1), 8, 8)).toBe(false);
});

test("photos past the fifth continue below in two columns", () => {
  expect(areaFor(4)).toEqual(woodworkAreas[4]);
  expect(areaFor(5)).toEqual({ column: [1, 5], row: [9, 12] });
  expect(areaFor(6)).toEqual({ column: [5, 9], row: [9, 12] });
  expect(areaFor(7)).toEqual({ column: [1, 5], row: [12, 15] });
});
