import { expect, test } from "vitest";
import { tooltipPosition } from "./tooltip-position.js";

const phone = { width: 375, height: 667 };
const tip = { width: 130, height: 24 };

test("centred above its button, when that fits", () => {
  expect(tooltipPosition({ left: 150, top: 300, right: 210, bottom: 336 }, tip, phone)).toEqual({ left: 115, top: 268 });
});

test("a button at the screen's left edge keeps the tooltip whole, 8 px in from the edge", () => {
  expect(tooltipPosition({ left: 4, top: 300, right: 64, bottom: 336 }, tip, phone)).toEqual({ left: 8, top: 268 });
});

test("a button at the right edge, and a tooltip wider than half the screen, stay 8 px from the right", () => {
  expect(tooltipPosition({ left: 320, top: 300, right: 371, bottom: 336 }, tip, phone)).toEqual({ left: 237, top: 268 });
  expect(tooltipPosition({ left: 0, top: 300, right: 60, bottom: 336 }, { width: 359, height: 40 }, { width: 375, height: 667 })).toEqual({ left: 8, top: 252 });
});

test("below the button when there is no room above it", () => {
  expect(tooltipPosition({ left: 150, top: 10, right: 210, bottom: 46 }, tip, phone)).toEqual({ left: 115, top: 54 });
});
