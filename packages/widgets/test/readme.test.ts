// The README's reference tables (props, labels, theme variables) and its size table are
// generated from the code; here they must match it, and every entry point must fit its budget.
import { expect, test } from "vitest";
import { referenceBlocks } from "../scripts/docs";
import { staleBlocks } from "../scripts/readme-blocks";
import { measureAll, overBudget, sizeTable } from "../scripts/size";

test("the props, labels and theme tables match the types (npm run docs -w @davide-marchetti/widgets)", () => {
  expect(staleBlocks(referenceBlocks())).toEqual([]);
}, 60_000);

test("every entry point fits its size budget, and the size table is current (npm run size -w @davide-marchetti/widgets)", async () => {
  const sizes = await measureAll();
  expect(overBudget(sizes)).toEqual([]);
  expect(staleBlocks({ sizes: sizeTable(sizes) })).toEqual([]);
}, 60_000);
