import { expect, test } from "vitest";
import { gradientPlaceholder, PLACEHOLDER_PATTERN } from "./placeholder.ts";

/** Raw RGBA pixels, one [r, g, b, a] per pixel, row by row. */
const rgba = (...pixels: number[][]) => Uint8Array.from(pixels.flat());

test("one colour per band, top to bottom, in the CSS form the pages carry", () => {
  const red = [255, 0, 0, 255];
  const blue = [0, 0, 255, 255];
  const pixels = rgba(red, red, red, red, blue, blue, blue, blue);
  const gradient = gradientPlaceholder(pixels, 2, 4);
  expect(gradient).toBe("linear-gradient(#ff0000,#ff0000,#0000ff,#0000ff)");
  expect(gradient).toMatch(PLACEHOLDER_PATTERN);
});

test("a band's colours are averaged in linear light, not in sRGB numbers", () => {
  // black and white side by side: the mean light is sRGB #bcbcbc, where averaging the numbers gives #808080
  expect(gradientPlaceholder(rgba([0, 0, 0, 255], [255, 255, 255, 255]), 2, 1)).toBe("linear-gradient(#bcbcbc)");
});

test("bands split the rows as evenly as they can, and a short image gets a band per row", () => {
  const grey = (v: number) => [v, v, v, 255];
  // six rows in four bands: 1, 2, 1, 2 rows
  const six = rgba(grey(10), grey(20), grey(20), grey(30), grey(40), grey(40));
  expect(gradientPlaceholder(six, 1, 6)).toBe("linear-gradient(#0a0a0a,#141414,#1e1e1e,#282828)");
  expect(gradientPlaceholder(rgba(grey(0), grey(255)), 1, 2)).toBe("linear-gradient(#000000,#ffffff)");
});

test("transparent pixels do not darken a band, and a band's opacity is kept", () => {
  const clear = [0, 0, 0, 0];
  const green = [0, 255, 0, 255];
  expect(gradientPlaceholder(rgba(green, clear, clear, clear), 2, 2, 2)).toBe("linear-gradient(#00ff0080,#00000000)");
});

test("pixels that are not width x height RGBA are refused with the sizes", () => {
  expect(() => gradientPlaceholder(rgba([0, 0, 0, 255]), 2, 1)).toThrow("4 bytes are not 2 x 1 RGBA pixels");
  expect(() => gradientPlaceholder(new Uint8Array(0), 0, 0)).toThrow("the image is 0 x 0 pixels");
});
