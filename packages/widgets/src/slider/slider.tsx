"use client";

import { Children, forwardRef, useId, useRef, useState, type ForwardedRef, type KeyboardEvent, type ReactElement, type ReactNode, type Ref } from "react";
import type { WithRootProps } from "../shared/root-props.js";
import { move, pageChange, positionState, type PageChange, type PageDirection } from "../paginator/paginate.js";
import { Paginator, type PageArrowProps, type PaginatorTemplate } from "../paginator/paginator.js";
import { dragSteps } from "../shared/drag.js";
import { arrowStep, composeHandlers, cx, inertProps, isRtl, useControllableState, useFocusFollow, useHydrated, useMergedRef, useUniqueName } from "../shared/hooks.js";
import { useDrag } from "../shared/use-drag.js";
import { Card } from "./card.js";
import {
  DEFAULT_MIN_SLIDE_WIDTH,
  lastIndex,
  loopPosition,
  nextLoopStart,
  slideWidth,
  slideWidthCss,
  trackOffset,
  viewportWidth,
  viewportWidthCss,
  visibleCount,
} from "./slider-layout.js";
import * as styles from "./slider.css.js";
import { useElementWidth } from "./use-element-width.js";

/** One card of the slider. */
export type SlideCard = {
  /** Image URL, used by the default image renderer. */
  mediaSrc: string;
  /** The caption chip on the image; also its alt text unless `alt` is given. */
  tag: string;
  /** The image's alt text, when it is not the tag ("" for an image that only decorates). */
  alt?: string;
  title: string;
  description: string;
  /** Opens in a new tab. */
  link: string;
  /** Link label; "Read" when absent. */
  cta?: string;
};

export type RenderImageInfo = { index: number; active: boolean; className: string };

/** What `renderSlide` gets besides the slide: its position and whether it is the active one. */
export type RenderSlideInfo = { index: number; active: boolean };

/** How the slider moved: a paginator arrow or page number, an arrow key (Home, End), or a drag or swipe. */
export type SliderChangeReason = PageDirection | "page" | "key" | "drag";

/** What `onIndexChange(index, details)` says about a move. */
export type SliderChangeDetails = { reason: SliderChangeReason };

/** Every text the slider shows or announces. */
export type SliderLabels = {
  /**
   * Accessible name of the carousel region.
   * @deprecated Name the region with the `aria-label` prop, as every widget's; this still works.
   */
  region: string;
  /** Accessible name of the paginator; gets the region's name. */
  pages: (region: string) => string;
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

export type SliderProps<T = SlideCard> = {
  /**
   * The slides' data: cards (`SlideCard`, drawn as the default card), or anything of yours that
   * `renderSlide` draws. Give this or `children`.
   */
  slideList?: readonly T[];
  /**
   * Draws one slide of `slideList` with your own markup (required when the items are not cards).
   * @default the card: image, tag, title, description and link
   */
  renderSlide?: (slide: T, info: RenderSlideInfo) => ReactNode;
  /** The slides as elements, one child per slide, instead of `slideList`. */
  children?: ReactNode;
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
   * Makes the whole card a button that calls `onSlideClick` (the default card only).
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
  /**
   * Every move, by the paginator, a key or a drag: the new index, and `details.reason`
   * (`"first"`, `"prev"`, `"next"`, `"last"`, `"page"`, `"key"`, `"drag"`).
   */
  onIndexChange?: (index: number, details: SliderChangeDetails) => void;
  /**
   * After the last slide comes the first again, and before the first the last: the track runs on
   * round (drag, keys, previous and next); first and last still go to the ends.
   * @default false
   */
  loop?: boolean;
  /**
   * Draws a card's image (the default card only); keep it lazy.
   * @default a lazy <img src={mediaSrc} alt={alt ?? tag}>
   */
  renderImage?: (slide: T, info: RenderImageInfo) => ReactNode;
  /**
   * Card titles' heading level, so they fit the page's outline (the default card only).
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Texts, merged over the defaults.
   * @default English: see the labels table
   */
  labels?: Partial<SliderLabels>;
  /** Added to the root `<section>`. */
  className?: string;
} & PageArrowProps;

export const defaultLabels: SliderLabels = {
  region: "Slides",
  pages: (region) => `${region}: pages`,
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
  <img className={className} data-part="image" src={slide.mediaSrc} alt={slide.alt ?? slide.tag} loading="lazy" decoding="async" />
);

/**
 * Where the slides come from: `slideList` (cards, or items `renderSlide` draws, which it must for
 * items known not to be cards) or `children`, never both.
 */
export type SlideSource<T> =
  | ({ slideList: readonly T[]; children?: undefined } & (unknown extends T
      ? unknown
      : [T] extends [SlideCard]
        ? unknown
        : { renderSlide: (slide: T, info: RenderSlideInfo) => ReactNode }))
  | { children: ReactNode; slideList?: undefined; renderSlide?: undefined };

/** The root `<section>`'s own props, beside the slider's. */
type SliderRootProps = Omit<WithRootProps<Record<never, never>, "section">, keyof SliderProps>;

/** Focusable elements a key or drag move hands focus to in the new slide, before the slide itself. */
const FOCUSABLE = "a[href], button:not(:disabled), input, select, textarea, [tabindex]:not([tabindex='-1'])";

/**
 * A slider of cards (WAI-ARIA carousel without auto-rotation), moved by its paginator, the arrow
 * keys, or a drag (mouse, pen or finger).
 *
 * @example
 * <Slider slideList={cards} maxVisibleSlides={3} onNext={({ index }) => track(index)} />
 */
function SliderWithRef<T>(
  {
    slideList = [],
    renderSlide,
    children,
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
    loop = false,
    className,
    firstIcon,
    prevIcon,
    nextIcon,
    lastIcon,
    onFirst,
    onPrev,
    onNext,
    onLast,
    renderImage = defaultRenderImage as unknown as NonNullable<SliderProps<T>["renderImage"]>,
    headingLevel = 3,
    labels: labelOverrides,
    onKeyDown: onRootKeyDown,
    ...root
  }: SliderProps<T> & SliderRootProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const childSlides = children === undefined ? null : Children.toArray(children);
  const count = childSlides ? childSlides.length : slideList.length;
  const [rawIndex, setIndex] = useControllableState(indexProp, defaultIndex, onIndexChange);
  const index = Math.min(Math.max(Math.trunc(rawIndex) || 0, 0), Math.max(count - 1, 0));
  const rootRef = useRef<HTMLElement>(null);
  // The app's name (aria-label, aria-labelledby, or the older labels.region), else the default,
  // numbered when the page has several unnamed sliders; the paginator is named after it.
  const own = root["aria-label"] ?? labelOverrides?.region;
  const name = useUniqueName(own ?? labels.region, !own && !root["aria-labelledby"], rootRef);
  const wrapperWidth = useElementWidth(rootRef);
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  // How far our own last move went, for a loop to run on the same way round (see nextLoopStart).
  const moved = useRef<number | undefined>(undefined);
  const idBase = useId();
  // Until the page is interactive nothing moves: the paginator is disabled, no slide is inert,
  // and without JavaScript at all the stylesheet lets the slides scroll sideways instead.
  const hydrated = useHydrated();

  // A keyboard or drag move can make the focused card inert; focus follows to the new active card
  // once it is shown. A move by the paginator leaves focus on the paginator.
  const expectFocus = useFocusFollow(index, (card: number) => {
    const slide = track.current?.children[card] as HTMLElement | undefined;
    (slide?.querySelector<HTMLElement>(FOCUSABLE) ?? slide)?.focus();
  });
  const followFrom = (to: number, inTrack: boolean) => expectFocus(inTrack && to !== index ? { from: index, to, target: to } : null);

  const layout = { slideCount: count, maxVisibleSlides, gap: spaceBetweenSlide, minSlideWidth };
  const measured = wrapperWidth === null ? null : { ...layout, wrapperWidth };
  const width = measured && slideWidth(measured);
  const pitch = (width ?? 0) + spaceBetweenSlide;
  // Before measuring, the server's guess: maxVisibleSlides when it sizes the slides, else one.
  const visible = measured ? visibleCount(measured) : maxVisibleSlides && count > maxVisibleSlides ? Math.max(1, Math.floor(maxVisibleSlides)) : 1;
  const looping = loop && count > visible;

  // A loop's window start counts laps (the track runs on past the last slide); `from` is where
  // the last move started, so the slides the track passes lie in order. Kept in step with the
  // index as React advises for state derived from props: set during render.
  const [laps, setLaps] = useState({ index, start: index, from: index });
  let { start, from } = laps;
  if (looping && laps.index !== index) {
    from = laps.start;
    start = nextLoopStart(from, index, count, moved.current);
    setLaps({ index, start, from });
  }
  // Without a loop the window never runs past the last slide: near the end the active slide moves within it.
  const first = looping ? start : Math.min(index, lastIndex(count, visible));
  const offset = width === null ? 0 : trackOffset(first, width, spaceBetweenSlide);

  const go = (change: PageChange, reason: SliderChangeReason, steps?: number) => {
    moved.current = steps;
    setIndex(change.pageIndex, { reason });
    const perDirection = { first: onFirst, prev: onPrev, next: onNext, last: onLast } as const;
    if (change.direction !== "page") perDirection[change.direction]?.(change);
  };
  const stepsOf = (direction: PageDirection | "page") => (direction === "next" ? 1 : direction === "prev" ? -1 : undefined);
  const focusInTrack = () => track.current?.contains(document.activeElement) ?? false;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const inTrack = track.current?.contains(event.target as Node) ?? false;
    const step = arrowStep(event.key, isRtl(event.currentTarget));
    // Home and End keep their usual meaning outside the cards (e.g. on the paginator's buttons).
    const direction = step ? (step > 0 ? "next" : "prev") : inTrack ? ({ Home: "first", End: "last" } as const)[event.key as "Home"] : undefined;
    const change = direction && move(direction, index + 1, count, loop);
    if (!change) return;
    event.preventDefault();
    followFrom(change.pageIndex, inTrack);
    go(change, "key", stepsOf(change.direction));
  };

  // The track follows the pointer (not under reduced motion: the stylesheet holds it still), a
  // third as far past either end; let go, it settles on the nearest slide.
  const drag = useDrag(
    (dx) => {
      const el = viewport.current;
      if (!el) return;
      const forward = isRtl(el) ? dx : -dx;
      const edge = !looping && (forward > 0 ? first >= lastIndex(count, visible) : first <= 0);
      el.style.setProperty("--dmw-drag", `${edge ? dx / 3 : dx}px`);
      el.setAttribute("data-dragging", "");
    },
    (dx) => {
      const el = viewport.current;
      if (!el) return;
      el.style.removeProperty("--dmw-drag");
      el.removeAttribute("data-dragging");
      const steps = dragSteps(dx, pitch, isRtl(el));
      const target = loop ? (((index + steps) % count) + count) % count : Math.min(Math.max(index + steps, 0), count - 1);
      if (target === index) return;
      followFrom(target, focusInTrack());
      go(pageChange(steps === 1 ? "next" : steps === -1 ? "prev" : "page", target + 1), "drag", steps);
    },
  );

  return (
    <section
      ref={useMergedRef(rootRef, ref)}
      aria-label={name}
      {...root}
      className={cx(styles.root, className)}
      aria-roledescription="carousel"
      onKeyDown={composeHandlers(onRootKeyDown, onKeyDown)}
      data-count={count}
      data-state={positionState(index + 1, count)}
    >
      <div
        ref={viewport}
        className={styles.viewport}
        data-part="viewport"
        style={{ maxWidth: measured ? viewportWidth(measured) : viewportWidthCss(layout) }}
        {...(hydrated && count > 1 ? drag : {})}
      >
        <div
          ref={track}
          className={styles.track}
          data-part="track"
          aria-live="polite"
          // --dmw-dir is -1 right to left (the stylesheet's), where the track moves the other way.
          style={{ gap: spaceBetweenSlide, transform: `translateX(calc(var(--dmw-dir, 1) * ${-offset}px + var(--dmw-drag, 0px)))` }}
        >
          {Array.from({ length: count }, (_, i) => {
            const slide = slideList[i] as T;
            // Looping, a slide may sit whole laps away from its own place.
            const at = looping ? loopPosition(i, count, from, start, visible) : i;
            const hidden = hydrated && (at < first || at >= first + visible);
            const active = i === index;
            return (
              <div
                key={childSlides ? ((childSlides[i] as ReactElement).key ?? i) : i}
                className={styles.slide}
                data-part="slide"
                role="group"
                aria-roledescription="slide"
                aria-label={labels.slide(i + 1, count)}
                data-state={active ? "active" : "inactive"}
                data-visible={hidden ? undefined : ""}
                // A key or drag move hands focus here when the slide has nothing focusable of its own.
                tabIndex={-1}
                style={{
                  width: width === null ? slideWidthCss(layout) : width,
                  transform: at === i ? undefined : `translateX(calc(var(--dmw-dir, 1) * ${(at - i) * pitch}px))`,
                }}
                {...inertProps(hidden)}
              >
                {childSlides ? (
                  childSlides[i]
                ) : renderSlide ? (
                  renderSlide(slide, { index: i, active })
                ) : (
                  <Card
                    slide={slide as SlideCard}
                    titleId={`${idBase}-title-${i}`}
                    headingLevel={headingLevel}
                    onClick={clickableSlide ? () => onSlideClick?.(slide, i) : undefined}
                    interactive={hydrated}
                    labels={labels}
                    image={renderImage(slide, { index: i, active, className: styles.image })}
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <Paginator
          totalPages={count}
          pageIndex={index}
          onPageIndexChange={(_pageIndex, change) => {
            expectFocus(null);
            go(change, change.reason, stepsOf(change.reason));
          }}
          loop={loop}
          template={paginatorTemplate}
          maxVisiblePages={paginatorMaxVisiblePages}
          firstIcon={firstIcon}
          prevIcon={prevIcon}
          nextIcon={nextIcon}
          lastIcon={lastIcon}
          aria-label={labels.pages(name)}
          className={styles.paginator}
          data-part="paginator"
          labels={{ first: labels.first, prev: labels.prev, next: labels.next, last: labels.last, page: labels.page, of: labels.of }}
        />
      ) : null}
    </section>
  );
}

/**
 * A slider of cards, or of slides with markup of your own, moved by its paginator, the arrow keys
 * or a drag; its root `<section>` takes `ref` and a section's props (forwardRef keeps the slide
 * type generic through this cast).
 *
 * @example
 * <Slider slideList={cards} maxVisibleSlides={3} onIndexChange={(index) => track(index)} />
 * <Slider slideList={products} renderSlide={(product) => <ProductCard product={product} />} />
 */
export const Slider = forwardRef(SliderWithRef) as <T = SlideCard>(props: SliderProps<T> & SlideSource<T> & SliderRootProps & { ref?: Ref<HTMLElement> }) => ReactElement | null;
