"use client";

import { forwardRef, useEffect, useId, useRef, type ForwardedRef, type KeyboardEvent, type ReactElement, type ReactNode, type Ref } from "react";
import type { RootProps } from "../shared/root-props.js";
import { move, positionState, type PageChange, type PageDirection } from "../paginator/paginate.js";
import { Paginator, type PageArrowProps, type PaginatorTemplate } from "../paginator/paginator.js";
import { cx, inertProps } from "../shared/utils.js";
import { useControllableState, useHydrated, useMergedRef, useSwipe } from "../shared/hooks.js";
import { Card } from "./card.js";
import { DEFAULT_MIN_SLIDE_WIDTH, lastIndex, slideWidth, slideWidthCss, trackOffset, viewportWidth, viewportWidthCss, visibleCount } from "./slider-layout.js";
import * as styles from "./slider.css.js";
import { useElementWidth } from "./use-element-width.js";

/** One card of the slider. */
export type SlideCard = {
  /** Image URL, used by the default image renderer. */
  mediaSrc: string;
  /** Image alt text, also shown as the image's caption chip. */
  tag: string;
  title: string;
  description: string;
  /** Opens in a new tab. */
  link: string;
  /** Link label; "Read" when absent. */
  cta?: string;
};

export type RenderImageInfo = { index: number; active: boolean; className: string };

/** Every text the slider shows or announces. */
export type SliderLabels = {
  /** Names each slide. */
  slide: (position: number, total: number) => string;
  /** Appended, visually hidden, to each card link. */
  newTab: string;
  /** A card link's text when its slide has no `cta`. */
  cta: string;
  /** Accessible name of the paginator's first-slide arrow. */
  first: string;
  /** Accessible name of the previous-slide arrow. */
  prev: string;
  /** Accessible name of the next-slide arrow. */
  next: string;
  /** Accessible name of the last-slide arrow. */
  last: string;
  /** Accessible name of a page number (templateTwo). */
  page: (page: number) => string;
  /** The word between position and total in the paginator's "N of TOTAL". */
  of: string;
};

export type SliderProps<T extends SlideCard> = {
  /** The cards. Items may carry more fields for `renderImage`. */
  slideList: T[];
  /**
   * Gap between slides, in px.
   * @default 12
   */
  spaceBetweenSlide?: number;
  /** With more slides than this, each is the wrapper's width / maxVisibleSlides (minus the gap when more than 1). */
  maxVisibleSlides?: number;
  /**
   * With `maxVisibleSlides`: the narrowest a card may get, in px. Where that many cards would be
   * narrower, fewer show (at least one).
   * @default 240
   */
  minSlideWidth?: number;
  /**
   * The paginator's template.
   * @default "default"
   */
  paginatorTemplate?: PaginatorTemplate;
  /**
   * The paginator's window of page numbers (templateTwo).
   * @default 5
   */
  paginatorMaxVisiblePages?: number;
  /**
   * Makes the whole card a button that calls `onSlideClick`.
   * @default false
   */
  clickableSlide?: boolean;
  /** A card was clicked (with `clickableSlide`). */
  onSlideClick?: (slide: T, index: number) => void;
  /** The first slide in view (0-based), controlled: pair it with `onIndexChange`. */
  index?: number;
  /**
   * The first slide in view when uncontrolled.
   * @default 0
   */
  defaultIndex?: number;
  /** Every move, by the paginator, a key or a swipe: the new index and the paginator's event. */
  onIndexChange?: (index: number, change: PageChange) => void;
  /**
   * Draws a card's image; keep it lazy.
   * @default a lazy <img src={mediaSrc} alt={tag}>
   */
  renderImage?: (slide: T, info: RenderImageInfo) => ReactNode;
  /**
   * Card titles' heading level, so they fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Accessible name of the carousel region; its paginator is named "<ariaLabel>: pages".
   * @default "Slides"
   */
  ariaLabel?: string;
  /**
   * Texts, merged over the defaults.
   * @default English: see the labels table
   */
  labels?: Partial<SliderLabels>;
  /** Added to the root `<section>`. */
  className?: string;
} & PageArrowProps;

export const defaultLabels: SliderLabels = {
  slide: (position, total) => `${position} of ${total}`,
  newTab: "(opens in a new tab)",
  cta: "Read",
  first: "First slide",
  prev: "Previous slide",
  next: "Next slide",
  last: "Last slide",
  page: (n) => `Slide ${n}`,
  of: "of",
};

const defaultRenderImage = (slide: SlideCard, { className }: RenderImageInfo) => (
  <img className={className} src={slide.mediaSrc} alt={slide.tag} loading="lazy" decoding="async" />
);

/**
 * A slider of cards (WAI-ARIA carousel without auto-rotation), moved by its paginator, the arrow
 * keys, or a swipe.
 *
 * @example
 * <Slider slideList={cards} maxVisibleSlides={3} onNext={({ index }) => track(index)} />
 */
function SliderWithRef<T extends SlideCard>({
  slideList,
  spaceBetweenSlide = 12,
  maxVisibleSlides,
  minSlideWidth = DEFAULT_MIN_SLIDE_WIDTH,
  paginatorTemplate = "default",
  paginatorMaxVisiblePages = 5,
  clickableSlide = false,
  onSlideClick,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  className,
  firstIcon,
  prevIcon,
  nextIcon,
  lastIcon,
  onFirst,
  onPrev,
  onNext,
  onLast,
  renderImage = defaultRenderImage,
  headingLevel = 3,
  ariaLabel = "Slides",
  labels: labelOverrides,
  ...root
}: SliderProps<T> & RootProps, ref: ForwardedRef<HTMLElement>) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const count = slideList.length;
  const [rawIndex, setIndex] = useControllableState(indexProp, defaultIndex, onIndexChange);
  const index = Math.min(Math.max(Math.trunc(rawIndex) || 0, 0), Math.max(count - 1, 0));
  const rootRef = useRef<HTMLElement>(null);
  const wrapperWidth = useElementWidth(rootRef);
  const track = useRef<HTMLDivElement>(null);
  const focusActive = useRef(false);
  const idBase = useId();
  // Until the page is interactive nothing moves: the paginator is disabled, no slide is inert,
  // and without JavaScript at all the stylesheet lets the slides scroll sideways instead.
  const hydrated = useHydrated();

  // A keyboard or swipe move can make the focused card inert; focus follows to the new active card.
  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    track.current?.children[index]?.querySelector<HTMLElement>("a, button")?.focus();
  }, [index]);

  const layout = { slideCount: count, maxVisibleSlides, gap: spaceBetweenSlide, minSlideWidth };
  const measured = wrapperWidth === null ? null : { ...layout, wrapperWidth };
  const width = measured && slideWidth(measured);
  // Before measuring, the server's guess: maxVisibleSlides when it sizes the slides, else one.
  const visible = measured ? visibleCount(measured) : maxVisibleSlides && count > maxVisibleSlides ? Math.max(1, Math.floor(maxVisibleSlides)) : 1;
  // The window never runs past the last slide: near the end the active slide moves within it.
  const first = Math.min(index, lastIndex(count, visible));
  const offset = width === null ? 0 : trackOffset(first, width, spaceBetweenSlide);

  const go = (change: PageChange) => {
    setIndex(change.pageIndex, change);
    const perDirection = { first: onFirst, prev: onPrev, next: onNext, last: onLast } as const;
    if (change.direction !== "page") perDirection[change.direction]?.(change);
  };
  const step = (direction: PageDirection, refocus: boolean) => {
    const change = move(direction, index + 1, count);
    if (!change) return false;
    focusActive.current = refocus;
    go(change);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, PageDirection> = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
    const direction = keys[event.key];
    if (!direction || event.altKey || event.ctrlKey || event.metaKey) return;
    const inTrack = track.current?.contains(event.target as Node) ?? false;
    // Home and End keep their usual meaning outside the cards (e.g. on the paginator's buttons).
    if (!inTrack && (direction === "first" || direction === "last")) return;
    if (step(direction, inTrack)) event.preventDefault();
  };

  const swipe = useSwipe((direction) => step(direction, track.current?.contains(document.activeElement) ?? false));

  return (
    <section
      ref={useMergedRef(rootRef, ref)}
      aria-label={ariaLabel}
      {...root}
      className={cx(styles.root, className)}
      aria-roledescription="carousel"
      onKeyDown={onKeyDown}
      data-count={count}
      data-state={positionState(index + 1, count)}
    >
      <div
        className={styles.viewport}
        data-part="viewport"
        style={{ maxWidth: measured ? viewportWidth(measured) : viewportWidthCss(layout) }}
        {...swipe}
      >
        <div
          ref={track}
          className={styles.track}
          data-part="track"
          aria-live="polite"
          style={{ gap: spaceBetweenSlide, transform: `translateX(${-offset}px)` }}
        >
          {slideList.map((slide, i) => {
            const titleId = `${idBase}-title-${i}`;
            const hidden = hydrated && (i < first || i >= first + visible);
            return (
              <div
                key={`${i}-${slide.title}`}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={labels.slide(i + 1, count)}
                data-state={i === index ? "active" : "inactive"}
                data-visible={hidden ? undefined : ""}
                style={{ width: width === null ? slideWidthCss(layout) : width }}
                {...inertProps(hidden)}
              >
                <Card
                  slide={slide}
                  titleId={titleId}
                  headingLevel={headingLevel}
                  onClick={clickableSlide ? () => onSlideClick?.(slide, i) : undefined}
                  interactive={hydrated}
                  labels={labels}
                  image={renderImage(slide, { index: i, active: i === index, className: styles.image })}
                />
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <Paginator
          totalPages={count}
          pageIndex={index}
          onPageIndexChange={(_pageIndex, change) => go(change)}
          template={paginatorTemplate}
          maxVisiblePages={paginatorMaxVisiblePages}
          firstIcon={firstIcon}
          prevIcon={prevIcon}
          nextIcon={nextIcon}
          lastIcon={lastIcon}
          aria-label={`${ariaLabel}: pages`}
          className={styles.paginator}
          labels={{ first: labels.first, prev: labels.prev, next: labels.next, last: labels.last, page: labels.page, of: labels.of }}
        />
      ) : null}
    </section>
  );
}

/**
 * A slider of cards moved by its paginator, the arrow keys or a swipe; its root `<section>` takes
 * `ref` (forwardRef keeps the card type generic through this cast).
 *
 * @example
 * <Slider slideList={cards} maxVisibleSlides={3} onIndexChange={(index) => track(index)} />
 */
export const Slider = forwardRef(SliderWithRef) as <T extends SlideCard>(props: SliderProps<T> & RootProps & { ref?: Ref<HTMLElement> }) => ReactElement | null;
