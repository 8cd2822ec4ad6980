import { expect, test } from "vitest";
import { lastIndex, slideWidth, slideWidthCss, trackOffset, viewportWidth, viewportWidthCss, visibleCount } from "./slider-layout.js";

test("slides are 455 px by default, never wider than the wrapper", () => {
  expect(slideWidth({ wrapperWidth: 1200, slideCount: 4, gap: 12 })).toBe(455);
  expect(slideWidth({ wrapperWidth: 320, slideCount: 4, gap: 12 })).toBe(320);
});

test("with maxVisibleSlides below the slide count: wrapper / max minus the gap when more than one shows", () => {
  expect(slideWidth({ wrapperWidth: 900, slideCount: 4, maxVisibleSlides: 3, gap: 12 })).toBe(288);
  expect(slideWidth({ wrapperWidth: 900, slideCount: 4, maxVisibleSlides: 1, gap: 12 })).toBe(900);
  expect(slideWidth({ wrapperWidth: 1000, slideCount: 4, maxVisibleSlides: 2, gap: 20 })).toBe(480);
});

test("where maxVisibleSlides cards would be narrower than minSlideWidth, fewer show, down to one at full width", () => {
  // 278 px (a 360 px phone's column): two would be 123 px each.
  expect(visibleCount({ wrapperWidth: 278, slideCount: 4, maxVisibleSlides: 2, gap: 16 })).toBe(1);
  expect(slideWidth({ wrapperWidth: 278, slideCount: 4, maxVisibleSlides: 2, gap: 16 })).toBe(278);
  // 595 px: two of 281.5 px fit.
  expect(visibleCount({ wrapperWidth: 595, slideCount: 4, maxVisibleSlides: 2, gap: 16 })).toBe(2);
  // Three asked for in 700 px: 217 px is too narrow, two of 334 px show.
  expect(visibleCount({ wrapperWidth: 700, slideCount: 5, maxVisibleSlides: 3, gap: 16 })).toBe(2);
  expect(slideWidth({ wrapperWidth: 700, slideCount: 5, maxVisibleSlides: 3, gap: 16 })).toBe(334);
  expect(visibleCount({ wrapperWidth: 700, slideCount: 5, maxVisibleSlides: 3, gap: 16, minSlideWidth: 200 })).toBe(3);
});

test("455 px slides: as many as fit whole, and the window is exactly as wide as them", () => {
  expect(visibleCount({ wrapperWidth: 819, slideCount: 4, gap: 12 })).toBe(1);
  expect(viewportWidth({ wrapperWidth: 819, slideCount: 4, gap: 12 })).toBe(455);
  expect(visibleCount({ wrapperWidth: 1150, slideCount: 4, gap: 12 })).toBe(2);
  expect(viewportWidth({ wrapperWidth: 1150, slideCount: 4, gap: 12 })).toBe(922);
  expect(visibleCount({ wrapperWidth: 3000, slideCount: 4, gap: 12 })).toBe(4);
  // Narrower than one slide: the slide and the window take the wrapper.
  expect(viewportWidth({ wrapperWidth: 244, slideCount: 4, gap: 12 })).toBe(244);
  // Shared slides fill the wrapper, less the gap after the last one (so the window can be centred
  // and the next slide's shadow stays out of it); a single one fills it all.
  expect(viewportWidth({ wrapperWidth: 819, slideCount: 4, maxVisibleSlides: 2, gap: 16 })).toBe(803);
  expect(viewportWidth({ wrapperWidth: 278, slideCount: 4, maxVisibleSlides: 2, gap: 16 })).toBe(278);
});

test("maxVisibleSlides not below the slide count, or nonsense, keeps the default width", () => {
  expect(slideWidth({ wrapperWidth: 1200, slideCount: 4, maxVisibleSlides: 4, gap: 12 })).toBe(455);
  expect(slideWidth({ wrapperWidth: 1200, slideCount: 4, maxVisibleSlides: 0, gap: 12 })).toBe(455);
  expect(slideWidth({ wrapperWidth: 1200, slideCount: 4, maxVisibleSlides: Number.NaN, gap: 12 })).toBe(455);
  expect(visibleCount({ wrapperWidth: 0, slideCount: 4, gap: 0 })).toBe(1);
});

test("a single slide takes the full width", () => {
  expect(slideWidth({ wrapperWidth: 777, slideCount: 1, maxVisibleSlides: 3, gap: 12 })).toBe(777);
  expect(slideWidthCss({ slideCount: 1, gap: 12 })).toBe("100%");
  expect(viewportWidth({ wrapperWidth: 777, slideCount: 1, gap: 12 })).toBe(777);
});

test("the window stops at the last slide: the last index shows the last slides whole", () => {
  expect(lastIndex(4, 2)).toBe(2);
  expect(lastIndex(4, 1)).toBe(3);
  expect(lastIndex(2, 3)).toBe(0);
  expect(lastIndex(4, 0)).toBe(3);
});

test("the CSS for the first paint says what the measured widths say", () => {
  expect(slideWidthCss({ slideCount: 4, gap: 12 })).toBe("min(455px, 100%)");
  expect(slideWidthCss({ slideCount: 4, maxVisibleSlides: 1, gap: 12 })).toBe("100%");
  expect(slideWidthCss({ slideCount: 2, maxVisibleSlides: 3, gap: 12 })).toBe("min(455px, 100%)");
  expect(slideWidthCss({ slideCount: 4, maxVisibleSlides: 2, gap: 16 })).toBe(
    "min(100%, calc((100% + 16px) / 2 - 16px + max(0px, (240px - ((100% + 16px) / 2 - 16px)) * 10000)))",
  );
  expect(slideWidthCss({ slideCount: 5, maxVisibleSlides: 3, gap: 16, minSlideWidth: 200 })).toBe(
    "min(100%, calc((100% + 16px) / 2 - 16px + max(0px, (200px - ((100% + 16px) / 2 - 16px)) * 10000)), calc((100% + 16px) / 3 - 16px + max(0px, (200px - ((100% + 16px) / 3 - 16px)) * 10000)))",
  );
  expect(viewportWidthCss({ slideCount: 4, gap: 12 })).toBe("max(min(455px, 100%), calc(round(down, 100% + 12px, 467px) - 12px))");
  expect(viewportWidthCss({ slideCount: 4, maxVisibleSlides: 2, gap: 16 })).toBe("calc(100% - min(16px, max(0px, (100% / 2 - 16px - 240px + 0.5px) * 10000)))");
  expect(viewportWidthCss({ slideCount: 4, maxVisibleSlides: 1, gap: 16 })).toBe("100%");
});

test("moving to page i shifts the track by i slide pitches", () => {
  expect(trackOffset(0, 455, 12)).toBe(0);
  expect(trackOffset(1, 455, 12)).toBe(467);
  expect(trackOffset(3, 288, 12)).toBe(900);
});
