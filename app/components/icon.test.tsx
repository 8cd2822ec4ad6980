import { expect, test } from "vitest";
import { iconNames } from "~/content/schemas";
import { isIconName } from "./icon";

test("every icon name the content may use has a glyph", () => {
  expect(iconNames.filter((name) => !isIconName(name))).toEqual([]);
});
