import { expect, test } from "vitest";
import { isPlainClick } from "./click.js";

test("a plain click is the main button with no modifier key", () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  expect(isPlainClick(click)).toBe(true);
  expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) expect(isPlainClick({ ...click, [key]: true }), key).toBe(false);
});
