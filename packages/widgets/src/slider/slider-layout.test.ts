import { expect, test } from "vitest";
import { slideWidth, slideWidthCss, trackOffset, visibleSlides } from "./slider-layout.js";

test("slides are 455 px by default, never wider than the wrapper", () => {
  expect(slideWidth({ wrapperWidth: 1200, slideCount: 4, gap: 12 })).toBe(455);
  expect(slideWidth({ wrapperWidth: 320, slideCount: 4, gap: 12 })).toBe(320);
});

test("with maxVisibleSlides below the slide count: wrapper / max minus the gap when more than one shows", () => {
  expect(slideWidth({ wrapperWidth: 900, slideCount: 4, maxVisibleSlides: 3, gap: 12 })).toBe(288);
  expect(slideWidth({ wrapperWidth: 900, slideCount: 4, maxVisibleSlides: 1, gap: 12 })).toBe(900);
  expect(slideWidth({ wrapperWidth: 1000, slideCount: 4, maxVisibleSlides: 2, gap: 20 })).toBe(480);
});

test("maxVisibleSlides not below the slide count, or nonsense, keeps the default width", () => {
  expect(slideWidth({ wrapperWidth: 1200, slideCount: 4, maxVisibleSlides: 4, gap: 12 })).toBe(455);
  expect(slideWidth({ wrapperWidth: 1200, slideCount: 4, maxVisibleSlides: 0, gap: 12 })).toBe(455);
  expect(slideWidth({ wrapperWidth: 1200, slideCount: 4, maxVisibleSlides: Number.NaN, gap: 12 })).toBe(455);
});

test("a single slide takes the full width", () => {
  expect(slideWidth({ wrapperWidth: 777, slideCount: 1, maxVisibleSlides: 3, gap: 12 })).toBe(777);
  expect(slideWidthCss({ slideCount: 1, gap: 12 })).toBe("100%");
});

test("the CSS fallback says the same as the measured width", () => {
  expect(slideWidthCss({ slideCount: 4, gap: 12 })).toBe("min(455px, 100%)");
  expect(slideWidthCss({ slideCount: 4, maxVisibleSlides: 2, gap: 12 })).toBe("calc(100% / 2 - 12px)");
  expect(slideWidthCss({ slideCount: 4, maxVisibleSlides: 1, gap: 12 })).toBe("100%");
  expect(slideWidthCss({ slideCount: 2, maxVisibleSlides: 3, gap: 12 })).toBe("min(455px, 100%)");
});

test("moving to page i shifts the track by i slide pitches", () => {
  expect(trackOffset(0, 455, 12)).toBe(0);
  expect(trackOffset(1, 455, 12)).toBe(467);
  expect(trackOffset(3, 288, 12)).toBe(900);
});

test("visibleSlides lists the slides that show, before and after measuring", () => {
  expect(visibleSlides({ index: 0, slideCount: 4, wrapperWidth: null, width: 0, gap: 12 })).toEqual([0]);
  expect(visibleSlides({ index: 0, slideCount: 4, wrapperWidth: null, width: 0, gap: 12, maxVisibleSlides: 2 })).toEqual([0, 1]);
  expect(visibleSlides({ index: 1, slideCount: 4, wrapperWidth: 900, width: 455, gap: 12 })).toEqual([1, 2]);
  expect(visibleSlides({ index: 3, slideCount: 4, wrapperWidth: 900, width: 455, gap: 12 })).toEqual([3]);
  expect(visibleSlides({ index: 1, slideCount: 4, wrapperWidth: 900, width: 288, gap: 12 })).toEqual([1, 2, 3]);
  expect(visibleSlides({ index: 0, slideCount: 4, wrapperWidth: 360, width: 360, gap: 12 })).toEqual([0]);
});
