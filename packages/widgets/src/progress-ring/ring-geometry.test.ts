import { expect, test } from "vitest";
import { dashOffset, displayedPercent, easeOutCubic, frameValue, ringGeometry } from "./ring-geometry.js";

test("the skills-grid ring (radius 100, strokes 16 and 1) fits a 216 box", () => {
  const g = ringGeometry({ radius: 100, outerStrokeWidth: 16, innerStrokeWidth: 1 });
  expect(g.size).toBe(216);
  expect(g.center).toBe(108);
  expect(g.circumference).toBeCloseTo(628.32, 2);
});

test("a thicker inner stroke decides the box", () => {
  expect(ringGeometry({ radius: 50, outerStrokeWidth: 2, innerStrokeWidth: 10 }).size).toBe(110);
});

test("the shown percent is clamped between 0 and the maximum", () => {
  expect(displayedPercent(70, 1000)).toBe(70);
  expect(displayedPercent(1500, 1000)).toBe(1000);
  expect(displayedPercent(-5, 1000)).toBe(0);
  expect(displayedPercent(120, 100)).toBe(100);
  expect(displayedPercent(Number.NaN, 100)).toBe(0);
});

test("the arc's dash offset draws the percent and stops at a full circle", () => {
  expect(dashOffset(0, 400)).toBe(400);
  expect(dashOffset(25, 400)).toBe(300);
  expect(dashOffset(100, 400)).toBe(0);
  expect(dashOffset(250, 400)).toBe(0);
  expect(dashOffset(-10, 400)).toBe(400);
});

test("the easing starts at 0, ends at 1 and never overshoots", () => {
  expect(easeOutCubic(0)).toBe(0);
  expect(easeOutCubic(1)).toBe(1);
  expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
  expect(easeOutCubic(2)).toBe(1);
  expect(easeOutCubic(-1)).toBe(0);
});

test("frames run from 0 to the target within the duration", () => {
  expect(frameValue(80, 0, 300)).toBe(0);
  expect(frameValue(80, 150, 300)).toBe(70);
  expect(frameValue(80, 300, 300)).toBe(80);
  expect(frameValue(80, 999, 300)).toBe(80);
  expect(frameValue(80, 0, 0)).toBe(80);
});
