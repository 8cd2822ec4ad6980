import { expect, test } from "vitest";
import { lastIndex, loopPosition, nextLoopStart, slideWidth, slideWidthCss, trackOffset, viewportWidth, viewportWidthCss, visibleCount } from "./slider-layout.js";

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
  expect(slideWidthCss({ slideCount: 4, maxVisibleSlides: 2, gap: 16 })).toBe("min(100%, calc((100% + 16px) / 2 - 16px + max(0px, (240px - ((100% + 16px) / 2 - 16px)) * 10000)))");
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

test("loop: at rest the window's slides are in place and the others wait on both sides", () => {
  // 5 slides, 1 in view, window on slide 0: slides 3 and 4 wait on the left, 1 and 2 on the right.
  const positions = [0, 1, 2, 3, 4].map((i) => loopPosition(i, 5, 0, 0, 1));
  expect(positions).toEqual([0, 1, 2, -2, -1]);
  // Window on slide 3 with 2 in view: 3 and 4 show, 0 follows 4.
  expect([0, 1, 2, 3, 4].map((i) => loopPosition(i, 5, 3, 3, 2))).toEqual([5, 6, 2, 3, 4]);
});

test("loop: every slide shows once, at its index plus whole laps", () => {
  for (const [from, to] of [
    [0, 1],
    [3, 4],
    [7, 5],
    [-3, -2],
    [2, 2],
  ]) {
    const positions = [0, 1, 2, 3].map((i) => loopPosition(i, 4, from!, to!, 1));
    expect(new Set(positions).size).toBe(4);
    positions.forEach((q, i) => expect(((q % 4) + 4) % 4).toBe(i));
  }
});

test("loop: on the way from one window to the next, the track passes the slides in order", () => {
  // Next from the last of 4 slides (window 3 → 4, one in view): the first slide follows the last.
  const way = (from: number, to: number, visible: number) => [0, 1, 2, 3].map((i) => loopPosition(i, 4, from, to, visible));
  const after = way(3, 4, 1);
  expect(after[3]).toBe(3);
  expect(after[0]).toBe(4);
  // Two steps back from slide 1 with two in view (window 1 → -1): slides 3, 0, 1, 2 lie in order.
  const back = way(1, -1, 2);
  expect([back[3], back[0], back[1], back[2]]).toEqual([-1, 0, 1, 2]);
});

test("loop: a move goes as far as it said, or the shorter way round", () => {
  expect(nextLoopStart(3, 0, 4, 1)).toBe(4);
  expect(nextLoopStart(0, 3, 4, -1)).toBe(-1);
  expect(nextLoopStart(4, 2, 4, 2)).toBe(6);
  // A jump (a page number, Home, End, the owner's index) takes the shorter way.
  expect(nextLoopStart(0, 3, 4)).toBe(-1);
  expect(nextLoopStart(5, 3, 4)).toBe(7);
  expect(nextLoopStart(-1, 0, 4)).toBe(0);
  // A delta that does not lead to `to` (the owner chose another slide) is ignored.
  expect(nextLoopStart(0, 2, 4, 1)).toBe(2);
});
