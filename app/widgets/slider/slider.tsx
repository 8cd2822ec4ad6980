import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { move, Paginator, type PageChange, type PageDirection, type PaginatorLabels, type PaginatorTemplate } from "../paginator";
import { Card } from "./card";
import { slideWidth, slideWidthCss, trackOffset, visibleSlides } from "./slider-layout";
import { useElementWidth, useSwipe } from "./use-slider-input";
import * as styles from "./slider.css";

/** One card (SPEC §3 "Slide card"). */
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

export type SliderProps<T extends SlideCard> = {
  slideList: T[];
  /** Gap between slides in px. */
  spaceBetweenSlide?: number;
  /** Fits this many slides in the wrapper when there are more slides than that. */
  maxVisibleSlides?: number;
  paginatorTemplate?: PaginatorTemplate;
  paginatorMaxVisiblePages?: number;
  /** Makes the whole card a button that calls onSlideClick. */
  clickableSlide?: boolean;
  onSlideClick?: (slide: T, index: number) => void;
  customClass?: string;
  firstIcon?: ReactNode;
  prevIcon?: ReactNode;
  nextIcon?: ReactNode;
  lastIcon?: ReactNode;
  onFirst?: (change: PageChange) => void;
  onPrev?: (change: PageChange) => void;
  onNext?: (change: PageChange) => void;
  onLast?: (change: PageChange) => void;
  /** Every move, including a page number picked in templateTwo. */
  onPageChange?: (change: PageChange) => void;
  /** Draws a card's image; the default is a lazy <img src={mediaSrc} alt={tag}>. Keep it lazy. */
  renderImage?: (slide: T, info: RenderImageInfo) => ReactNode;
  /** Card titles' heading level, so they fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Accessible name of the carousel region. */
  ariaLabel?: string;
  /** Accessible name of a slide. */
  slideLabel?: (position: number, total: number) => string;
  /** Appended, visually hidden, to each card link. */
  newTabLabel?: string;
  /** Accessible names of the paginator's arrows (default "First slide", "Previous slide", ...). */
  paginatorLabels?: Partial<PaginatorLabels>;
};

const slideLabels: PaginatorLabels = { first: "First slide", prev: "Previous slide", next: "Next slide", last: "Last slide" };

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
export function Slider<T extends SlideCard>({
  slideList,
  spaceBetweenSlide = 12,
  maxVisibleSlides,
  paginatorTemplate = "default",
  paginatorMaxVisiblePages = 5,
  clickableSlide = false,
  onSlideClick,
  customClass,
  firstIcon,
  prevIcon,
  nextIcon,
  lastIcon,
  onFirst,
  onPrev,
  onNext,
  onLast,
  onPageChange,
  renderImage = defaultRenderImage,
  headingLevel = 3,
  ariaLabel = "Slides",
  slideLabel = (position, total) => `${position} of ${total}`,
  newTabLabel = "(opens in a new tab)",
  paginatorLabels,
}: SliderProps<T>) {
  const count = slideList.length;
  const [rawIndex, setIndex] = useState(0);
  const index = Math.min(rawIndex, Math.max(count - 1, 0));
  const viewport = useRef<HTMLDivElement>(null);
  const wrapperWidth = useElementWidth(viewport);
  const track = useRef<HTMLDivElement>(null);
  const focusActive = useRef(false);
  const idBase = useId();

  // A keyboard or swipe move can make the focused card inert; focus follows to the new active card.
  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    track.current?.children[index]?.querySelector<HTMLElement>("a, button")?.focus();
  }, [index]);

  const layout = { slideCount: count, maxVisibleSlides, gap: spaceBetweenSlide };
  const width = wrapperWidth === null ? null : slideWidth({ ...layout, wrapperWidth });
  const visible = new Set(visibleSlides({ index, slideCount: count, wrapperWidth, width: width ?? 0, gap: spaceBetweenSlide, maxVisibleSlides }));
  const offset = width === null ? 0 : trackOffset(index, width, spaceBetweenSlide);

  const go = (change: PageChange) => {
    setIndex(change.index);
    onPageChange?.(change);
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
      className={[styles.root, customClass].filter(Boolean).join(" ")}
      aria-roledescription="carousel"
      aria-label={ariaLabel}
      onKeyDown={onKeyDown}
      data-count={count}
    >
      <div ref={viewport} className={styles.viewport} data-part="viewport" {...swipe}>
        <div
          ref={track}
          className={styles.track}
          data-part="track"
          aria-live="polite"
          style={{ gap: spaceBetweenSlide, transform: `translateX(${-offset}px)` }}
        >
          {slideList.map((slide, i) => {
            const titleId = `${idBase}-title-${i}`;
            const hidden = !visible.has(i);
            return (
              <div
                key={`${i}-${slide.title}`}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(i + 1, count)}
                data-state={i === index ? "active" : "inactive"}
                data-visible={hidden ? undefined : ""}
                style={{ width: width === null ? slideWidthCss(layout) : width }}
                // React 18 has no `inert` prop; an empty string reaches the DOM as the boolean attribute.
                {...(hidden ? ({ inert: "" } as Record<string, string>) : {})}
              >
                <Card
                  slide={slide}
                  titleId={titleId}
                  headingLevel={headingLevel}
                  onClick={clickableSlide ? () => onSlideClick?.(slide, i) : undefined}
                  newTabLabel={newTabLabel}
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
          page={index + 1}
          onPageChange={go}
          template={paginatorTemplate}
          maxVisiblePages={paginatorMaxVisiblePages}
          firstIcon={firstIcon}
          prevIcon={prevIcon}
          nextIcon={nextIcon}
          lastIcon={lastIcon}
          ariaLabel={`${ariaLabel}: pages`}
          pageLabel={(n) => `Slide ${n}`}
          labels={{ ...slideLabels, ...paginatorLabels }}
        />
      ) : null}
    </section>
  );
}
