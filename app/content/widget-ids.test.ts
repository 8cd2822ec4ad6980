import { expect, test } from "vitest";
import { WIDGETS } from "../../packages/widgets/entries";
import { WIDGET_IDS } from "./widget-ids";

test("the documented widgets are the package's, in its order", () => {
  expect(WIDGET_IDS).toEqual(WIDGETS);
});
