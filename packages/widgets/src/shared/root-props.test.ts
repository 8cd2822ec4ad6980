import { expect, test } from "vitest";
import { rootAttributes } from "./root-props.js";

test("rootAttributes keeps id, style, data-* and aria-*, and nothing a widget reads itself", () => {
  const style = { color: "red" };
  expect(rootAttributes({ id: "t", style, "data-x": 1, "aria-describedby": "d", caption: "People", className: "c", onAction: () => {}, ariaLabel: "n" })).toEqual({
    id: "t",
    style,
    "data-x": 1,
    "aria-describedby": "d",
  });
  expect(rootAttributes({})).toEqual({});
});
