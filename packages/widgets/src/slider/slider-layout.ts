/** SPEC §9: a slide's width when maxVisibleSlides does not set it. */
export const DEFAULT_SLIDE_WIDTH = 455;

/** The narrowest a card may get when maxVisibleSlides shares the wrapper: below it, fewer show. */
export const DEFAULT_MIN_SLIDE_WIDTH = 240;

export type LayoutInput = {
  /** Width of the slider in px: what the slides share. */
  wrapperWidth: number;
  slideCount: number;
  maxVisibleSlides?: number;
  /** spaceBetweenSlide in px. */
  gap: number;
  /** The narrowest a card may get when several share the wrapper. */
  minSlideWidth?: number;
  defaultWidth?: number;
};

const visibleSetting = (maxVisibleSlides: number | undefined) =>
  maxVisibleSlides !== undefined && Number.isFinite(maxVisibleSlides) && maxVisibleSlides >= 1 ? Math.floor(maxVisibleSlides) : undefined;

/** The width of each of `visible` slides sharing the wrapper (SPEC §9: minus the gap when more than one). */
const shareOf = (wrapper: number, visible: number, gap: number) => (visible > 1 ? wrapper / visible - gap : wrapper);

/** Whether maxVisibleSlides sizes the slides: set, and fewer than the slides. */
const sharing = (slideCount: number, maxVisibleSlides: number | undefined) => {
  const visible = visibleSetting(maxVisibleSlides);
  return visible !== undefined && slideCount > visible ? visible : undefined;
};

/**
 * How many slides show at once, each whole. With maxVisibleSlides (and more slides than that):
 * the most, up to it, whose share of the wrapper is at least `minSlideWidth`, else one. Otherwise:
 * as many 455 px slides as fit whole, at least one.
 *
 * @example visibleCount({ wrapperWidth: 278, slideCount: 4, maxVisibleSlides: 2, gap: 16 }) // 1
 */
export function visibleCount({
  wrapperWidth,
  slideCount,
  maxVisibleSlides,
  gap,
  minSlideWidth = DEFAULT_MIN_SLIDE_WIDTH,
  defaultWidth = DEFAULT_SLIDE_WIDTH,
}: LayoutInput): number {
  const wrapper = Math.max(0, wrapperWidth);
  if (slideCount <= 1) return 1;
  const most = sharing(slideCount, maxVisibleSlides);
  if (most !== undefined) {
    for (let visible = most; visible > 1; visible--) if (shareOf(wrapper, visible, gap) >= minSlideWidth) return visible;
    return 1;
  }
  const width = Math.min(defaultWidth, wrapper);
  if (width <= 0) return 1;
  return Math.min(slideCount, Math.max(1, Math.floor((wrapper + gap) / (width + gap))));
}

/**
 * A slide's width: the full wrapper for a single slide; its share of the wrapper (wrapper /
 * visible, minus the gap when more than one shows) when maxVisibleSlides sizes them; else 455 px,
 * never wider than the wrapper.
 *
 * @example slideWidth({ wrapperWidth: 900, slideCount: 4, maxVisibleSlides: 3, gap: 12 }) // 288
 */
export function slideWidth(input: LayoutInput): number {
  const wrapper = Math.max(0, input.wrapperWidth);
  if (input.slideCount <= 1) return wrapper;
  if (sharing(input.slideCount, input.maxVisibleSlides) !== undefined) return Math.max(0, shareOf(wrapper, visibleCount(input), input.gap));
  return Math.min(input.defaultWidth ?? DEFAULT_SLIDE_WIDTH, wrapper);
}

/**
 * The width of the window the slides show through: as wide as the slides in view and the gaps
 * between them, so no slide ever shows in part (nor the shadow of the next); the slider centres it.
 *
 * @example viewportWidth({ wrapperWidth: 1150, slideCount: 4, gap: 12 }) // 922
 */
export function viewportWidth(input: LayoutInput): number {
  const wrapper = Math.max(0, input.wrapperWidth);
  if (input.slideCount <= 1) return wrapper;
  const visible = visibleCount(input);
  return Math.min(wrapper, visible * slideWidth(input) + (visible - 1) * input.gap);
}

/**
 * The last index the slider can move to: the one that shows the last slide at the end of the
 * window, so the last page is never half empty.
 *
 * @example lastIndex(4, 2) // 2
 */
export function lastIndex(slideCount: number, visible: number): number {
  return Math.max(0, slideCount - Math.max(1, visible));
}

// A length that is 0 when `width` is at least `min`, and far wider than any screen when it is
// less: added to a candidate width, it rules that candidate out of a min().
const unlessAtLeast = (width: string, min: number) => `max(0px, (${min}px - (${width})) * 10000)`;

/**
 * The same widths in CSS, for the server render and the first paint before the slider has been
 * measured. Percentages resolve against the track, which is as wide as the window
 * (`viewportWidthCss`): the wrapper, less one gap when several slides share it.
 *
 * @example slideWidthCss({ slideCount: 4, maxVisibleSlides: 2, gap: 12 }) // "min(100%, calc((100% + 12px) / 2 - 12px + max(0px, …)))"
 */
export function slideWidthCss({
  slideCount,
  maxVisibleSlides,
  gap,
  minSlideWidth = DEFAULT_MIN_SLIDE_WIDTH,
  defaultWidth = DEFAULT_SLIDE_WIDTH,
}: Omit<LayoutInput, "wrapperWidth">): string {
  if (slideCount <= 1) return "100%";
  const most = sharing(slideCount, maxVisibleSlides);
  if (most === undefined) return `min(${defaultWidth}px, 100%)`;
  // Each share of the wrapper (wrapper / n - gap, the window being the wrapper less a gap), ruled
  // out below minSlideWidth; the narrowest share left is that of the most slides that fit. None
  // left: one slide, as wide as the window (then the whole wrapper).
  const candidates = [];
  for (let visible = 2; visible <= most; visible++) {
    const share = `(100% + ${gap}px) / ${visible} - ${gap}px`;
    candidates.push(`calc(${share} + ${unlessAtLeast(share, minSlideWidth)})`);
  }
  return candidates.length === 0 ? "100%" : `min(100%, ${candidates.join(", ")})`;
}

/**
 * The window's width in CSS, before measuring (percentages resolve against the wrapper). 455 px
 * slides: as many whole ones as fit (browsers without CSS round() show the wrapper's width until
 * the slider has measured itself). Shared slides: the wrapper less the gap after the last one,
 * when two or more fit.
 *
 * @example viewportWidthCss({ slideCount: 4, gap: 12 }) // "max(min(455px, 100%), calc(round(down, 100% + 12px, 467px) - 12px))"
 */
export function viewportWidthCss({
  slideCount,
  maxVisibleSlides,
  gap,
  minSlideWidth = DEFAULT_MIN_SLIDE_WIDTH,
  defaultWidth = DEFAULT_SLIDE_WIDTH,
}: Omit<LayoutInput, "wrapperWidth">): string {
  if (slideCount <= 1) return "100%";
  const most = sharing(slideCount, maxVisibleSlides);
  if (most === undefined) return `max(min(${defaultWidth}px, 100%), calc(round(down, 100% + ${gap}px, ${defaultWidth + gap}px) - ${gap}px))`;
  if (most === 1) return "100%";
  // The gap, when two slides of at least minSlideWidth fit (half a pixel of tolerance), else 0.
  return `calc(100% - min(${gap}px, max(0px, (100% / 2 - ${gap}px - ${minSlideWidth}px + 0.5px) * 10000)))`;
}

/**
 * How far the track moves left to bring slide `index` to the start: one slide pitch (its width
 * plus the gap after it) per step, so slides stay aligned page after page.
 *
 * @example trackOffset(2, 455, 12) // 934
 */
export function trackOffset(index: number, width: number, gap: number): number {
  return index * (width + gap);
}

/**
 * With `loop`: where slide `i` shows, in slide pitches from the track's start (its own index plus
 * a multiple of the count), so that the track, moving from window start `from` to `to` (both may
 * run past the ends: they count laps), passes whole slides in order and the window rests on
 * slides. The slides left over sit on both sides of the way, ready for a drag either way.
 *
 * @example loopPosition(0, 4, 3, 4, 1) // 4: next after the last slide, the first follows it
 */
export function loopPosition(i: number, count: number, from: number, to: number, visible: number): number {
  const span = Math.abs(to - from) + visible;
  // A way longer than the slides (a far jump) cannot show them all in order: the window's own do.
  const start = span <= count ? Math.min(from, to) - Math.floor((count - span) / 2) : to - Math.floor((count - visible) / 2);
  return i + count * Math.ceil((start - i) / count);
}

/**
 * The lap-counting window start after a move from `from` (index `from` mod count) to index `to`:
 * `delta` steps when the move said how far it went (next, previous, a drag), else the shorter way
 * round.
 *
 * @example nextLoopStart(3, 0, 4, 1) // 4: next from the last slide goes on to the first
 */
export function nextLoopStart(from: number, to: number, count: number, delta?: number): number {
  const at = ((from % count) + count) % count;
  const forward = (((to - at) % count) + count) % count;
  if (delta !== undefined && (((at + delta) % count) + count) % count === to) return from + delta;
  return forward <= count - forward ? from + forward : from + forward - count;
}
