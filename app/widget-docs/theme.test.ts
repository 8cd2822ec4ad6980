import { expect, test } from "vitest";
import { colorInputValue, isHexColor, themeStyle } from "./theme";

test("hex colours get a colour input, anything else a text field", () => {
  expect(isHexColor("#8a5a2e")).toBe(true);
  expect(isHexColor("#FFF")).toBe(true);
  expect(isHexColor("rgba(20, 14, 10, 0.72)")).toBe(false);
  expect(isHexColor("10px")).toBe(false);
  expect(isHexColor("#12345")).toBe(false);
});

test("a colour input reads #rrggbb in lower case", () => {
  expect(colorInputValue("#FFF")).toBe("#ffffff");
  expect(colorInputValue("#8A5A2E")).toBe("#8a5a2e");
});

test("every edited, non-empty value of the theme's properties reaches the style, even one equal to the page's", () => {
  expect(themeStyle({ "--dmw-color-accent": "#0b6e4f", "--dmw-space": "1rem" })).toEqual({ "--dmw-color-accent": "#0b6e4f", "--dmw-space": "1rem" });
  expect(themeStyle({ "--dmw-color-accent": "  ", "--dmw-space": " 1.25rem " })).toEqual({ "--dmw-space": "1.25rem" });
  expect(themeStyle({ color: "red" })).toEqual({});
});
