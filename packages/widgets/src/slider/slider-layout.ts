/** SPEC §9: a slide's width when maxVisibleSlides does not set it. */
export const DEFAULT_SLIDE_WIDTH = 455;

export type LayoutInput = {
  /** Inner width of the slider's viewport in px. */
  wrapperWidth: number;
  slideCount: number;
  maxVisibleSlides?: number;
  /** spaceBetweenSlide in px. */
  gap: number;
  defaultWidth?: number;
};

const visibleSetting = (maxVisibleSlides: number | undefined) =>
  maxVisibleSlides !== undefined && Number.isFinite(maxVisibleSlides) && maxVisibleSlides >= 1 ? Math.floor(maxVisibleSlides) : undefined;

/**
 * A slide's width: the full wrapper for a single slide; wrapper / maxVisibleSlides (minus the gap
 * when more than one shows) when there are more slides than that; else 455 px, never wider than
 * the wrapper.
 *
 * @example slideWidth({ wrapperWidth: 900, slideCount: 4, maxVisibleSlides: 3, gap: 12 }) // 288
 */
export function slideWidth({ wrapperWidth, slideCount, maxVisibleSlides, gap, defaultWidth = DEFAULT_SLIDE_WIDTH }: LayoutInput): number {
  const wrapper = Math.max(0, wrapperWidth);
  if (slideCount <= 1) return wrapper;
  const visible = visibleSetting(maxVisibleSlides);
  if (visible !== undefined && slideCount > visible) return Math.max(0, wrapper / visible - (visible > 1 ? gap : 0));
  return Math.min(defaultWidth, wrapper);
}

/**
 * The same width as a CSS length, for the server render and the first paint before the wrapper
 * has been measured (percentages resolve against the track, which is as wide as the wrapper).
 *
 * @example slideWidthCss({ slideCount: 4, maxVisibleSlides: 2, gap: 12 }) // "calc(100% / 2 - 12px)"
 */
export function slideWidthCss({ slideCount, maxVisibleSlides, gap, defaultWidth = DEFAULT_SLIDE_WIDTH }: Omit<LayoutInput, "wrapperWidth">): string {
  if (slideCount <= 1) return "100%";
  const visible = visibleSetting(maxVisibleSlides);
  if (visible !== undefined && slideCount > visible) return visible > 1 ? `calc(100% / ${visible} - ${gap}px)` : "100%";
  return `min(${defaultWidth}px, 100%)`;
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
 * Indexes of the slides that at least partly show in the wrapper when slide `index` is first.
 * Before the wrapper is measured (wrapperWidth null) it assumes maxVisibleSlides, or one.
 *
 * @example visibleSlides({ index: 1, slideCount: 4, wrapperWidth: 900, width: 455, gap: 12 }) // [1, 2]
 */
export function visibleSlides({
  index,
  slideCount,
  wrapperWidth,
  width,
  gap,
  maxVisibleSlides,
}: {
  index: number;
  slideCount: number;
  wrapperWidth: number | null;
  width: number;
  gap: number;
  maxVisibleSlides?: number;
}): number[] {
  const result: number[] = [];
  if (wrapperWidth === null || width <= 0) {
    const count = visibleSetting(maxVisibleSlides) ?? 1;
    for (let i = index; i < Math.min(slideCount, index + count); i++) result.push(i);
    return result;
  }
  const left = trackOffset(index, width, gap);
  const right = left + wrapperWidth;
  // Half a pixel of tolerance: fractional widths must not make a neighbour count as showing.
  for (let i = 0; i < slideCount; i++) {
    const start = trackOffset(i, width, gap);
    if (start < right - 0.5 && start + width > left + 0.5) result.push(i);
  }
  return result;
}
