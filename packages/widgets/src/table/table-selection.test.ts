import { expect, test } from "vitest";
import { describeSelection, pageSelection, rowIndex, toggleKey, togglePage } from "./table-selection.js";

test("a row's checkbox adds or removes its key, once", () => {
  expect(toggleKey([], "a", true)).toEqual(["a"]);
  expect(toggleKey(["a"], "a", true)).toEqual(["a"]);
  expect(toggleKey(["a", "b"], "a", false)).toEqual(["b"]);
  expect(toggleKey(["b"], "a", false)).toEqual(["b"]);
});

test("the header checkbox is all, some or none of the page's selectable rows", () => {
  expect(pageSelection([], ["a", "b"])).toBe("none");
  expect(pageSelection(["a", "x"], ["a", "b"])).toBe("some");
  expect(pageSelection(["b", "a"], ["a", "b"])).toBe("all");
  // Rows on other pages do not count; an empty page has nothing to select.
  expect(pageSelection(["x", "y"], ["a"])).toBe("none");
  expect(pageSelection(["x"], [])).toBe("none");
});

test("select all on the page selects every row of it, keeping the other pages' rows", () => {
  expect(togglePage(["x"], ["a", "b"])).toEqual(["x", "a", "b"]);
  // From a mixed page, the missing ones are added (nothing twice).
  expect(togglePage(["b", "x"], ["a", "b"])).toEqual(["b", "x", "a"]);
});

test("with the whole page selected, it clears the page only", () => {
  expect(togglePage(["a", "x", "b"], ["a", "b"])).toEqual(["x"]);
  expect(togglePage([], [])).toEqual([]);
});

test("the announcement counts the selected rows", () => {
  expect(describeSelection(0)).toBe("No rows selected");
  expect(describeSelection(1)).toBe("1 row selected");
  expect(describeSelection(12)).toBe("12 rows selected");
});

test("a row's default key is its index in its data array, whatever the order shown", () => {
  const rows = [{ n: 1 }, { n: 2 }, { n: 3 }];
  expect(rowIndex(rows, rows[2]!)).toBe(2);
  expect(rowIndex(rows, { n: 2 })).toBe(-1);
  // Another array (new data) has its own positions.
  const reversed = rows.slice().reverse();
  expect(rowIndex(reversed, rows[2]!)).toBe(0);
});
