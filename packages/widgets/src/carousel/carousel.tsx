"use client";

import { Children, forwardRef, useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import type { WithRootProps } from "../shared/root-props.js";
import { arrowStep, composeHandlers, cx, inertProps, isRtl, useFocusFollow, useHydrated } from "../shared/hooks.js";
import * as styles from "./carousel.css.js";
import { useCarousel, type CarouselChangeDetails } from "./use-carousel.js";
import { useSwipe } from "./use-swipe.js";

/** Every text the carousel shows or announces. */
export type CarouselLabels = {
  /** Accessible name of the previous-slide arrow. */
  prev: string;
  /** Accessible name of the next-slide arrow. */
  next: string;
  /** The rotation control while rotation is on. */
  stop: string;
  /** The rotation control while rotation is off. */
  start: string;
  /** Names each slide, e.g. "3 of 7". */
  slide: (position: number, total: number) => string;
  /** Names each indicator button. */
  picker: (position: number, total: number) => string;
  /** Names the group of indicator buttons. */
  pickers: string;
};

export const defaultLabels: CarouselLabels = {
  prev: "Previous slide",
  next: "Next slide",
  stop: "Stop automatic slide show",
  start: "Start automatic slide show",
  slide: (position, total) => `${position} of ${total}`,
  picker: (position, total) => `Show slide ${position} of ${total}`,
  pickers: "Choose a slide",
};

export type CarouselProps = {
  /** Names the carousel region (required, unless `aria-labelledby` names it). */
  "aria-label"?: string;
  /**
   * Names the carousel region.
   * @deprecated Use `aria-label`, as every widget's region takes its name; this still works.
   */
  ariaLabel?: string;
  /** One child per slide. */
  children: ReactNode;
  /** The slide shown (0-based), controlled: pair it with `onIndexChange`. */
  index?: number;
  /**
   * The slide shown first when uncontrolled.
   * @default 0
   */
  defaultIndex?: number;
  /**
   * Every slide change, by the user or the rotation (not on mount): the new index, and `details.reason`
   * (`"prev"`, `"next"`, `"key"`, `"page"` for a picker, `"drag"`, `"auto"` for the rotation).
   */
  onIndexChange?: (index: number, details: CarouselChangeDetails) => void;
  /**
   * Milliseconds between automatic advances.
   * @default 5000
   */
  interval?: number;
  /**
   * Next after the last slide goes to the first, and back.
   * @default true
   */
  loop?: boolean;
  /**
   * Next after the last slide goes to the first, and back.
   * @deprecated Use `loop`, the name every widget uses; this still works.
   */
  wrap?: boolean;
  /**
   * ArrowLeft and ArrowRight move between slides while focus is inside, in the reading direction
   * (right to left, ArrowLeft is next).
   * @default true
   */
  keyboard?: boolean;
  /**
   * A mouse pointer over the carousel holds the rotation.
   * @default true
   */
  pauseOnHover?: boolean;
  /**
   * Focus anywhere inside (any of its controls included) holds the rotation until focus leaves.
   * Turned off, a slide that turns while focus is in it takes the focus along to the next one.
   * @default true
   */
  pauseOnFocus?: boolean;
  /**
   * Whether rotation starts on.
   * @default true
   */
  autoplay?: boolean;
  /**
   * Texts, merged over the defaults.
   * @default English: see the labels table
   */
  labels?: Partial<CarouselLabels>;
  /** Added to the root `<section>`. */
  className?: string;
  /**
   * Moves focus to the carousel's first control (the rotation control; focus inside holds the rotation)
   * when it mounts, so the arrow keys work at once: for a carousel that opens in a dialog.
   * @default false
   */
  autoFocus?: boolean;
};

/** A carousel region needs a name: `aria-label` (or the older `ariaLabel`), or `aria-labelledby`. */
export type CarouselName = { "aria-label": string } | { ariaLabel: string } | { "aria-labelledby": string };

/** The root `<section>`'s own props, beside the carousel's. */
type CarouselRootProps = Omit<WithRootProps<Record<never, never>, "section">, keyof CarouselProps>;

/**
 * An auto-rotating carousel following the WAI-ARIA carousel pattern: a labelled region, slides named
 * "n of N", a rotation control, previous/next buttons, slide pickers, arrow keys, and dragging by
 * mouse, pen or finger.
 *
 * @example
 * <Carousel aria-label="Photos of Etna" defaultIndex={2}>{photos.map((p) => <img key={p.src} … />)}</Carousel>
 */
export const Carousel = forwardRef<HTMLElement, CarouselProps & CarouselName & CarouselRootProps>(function Carousel(
  {
    "aria-label": name,
    ariaLabel,
    children,
    index,
    defaultIndex = 0,
    onIndexChange,
    interval = 5000,
    wrap = true,
    loop = wrap,
    keyboard = true,
    pauseOnHover = true,
    pauseOnFocus = true,
    autoplay = true,
    labels: labelOverrides,
    className,
    autoFocus = false,
    onKeyDown: onRootKeyDown,
    onFocus: onRootFocus,
    onBlur: onRootBlur,
    onPointerEnter,
    onPointerLeave,
    ...root
  },
  ref,
) {
  const slides = Children.toArray(children);
  const total = slides.length;
  const labels = { ...defaultLabels, ...labelOverrides };
  // Any move made with focus inside the shown slide (on a link of its own: a key, a swipe, or the
  // rotation when focus does not hold it) hides that slide and makes it inert, which would drop
  // focus to the page: focus goes to the slide shown next instead, when it is shown (a controlled
  // owner may take its time, or choose another slide). A move by a control keeps focus on it.
  const carousel = useCarousel({
    count: total,
    index,
    defaultIndex,
    onIndexChange,
    interval,
    loop,
    autoplay,
    willMove: (from, to) => expectFocus(slidesRef.current?.contains(document.activeElement) ? { from, to, target: to } : null),
  });
  const slidesId = useId();
  const rotationRef = useRef<HTMLButtonElement>(null);
  // Without JavaScript no control can work: they are disabled until the page is interactive.
  const hydrated = useHydrated();
  // Once, when the controls first work, like a form control's autoFocus; a dialog's focus trap
  // keeps focus that is already inside.
  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    if (!focusOnMount.current || !hydrated) return;
    focusOnMount.current = false;
    rotationRef.current?.focus();
  }, [hydrated]);
  // Nothing rotates before the page hydrates: until then rotation that is on shows as held.
  const rotation = !hydrated && carousel.rotation === "playing" ? "paused" : carousel.rotation;
  const atStart = !loop && carousel.index === 0;
  const atEnd = !loop && carousel.index === total - 1;

  const slidesRef = useRef<HTMLDivElement>(null);
  const expectFocus = useFocusFollow(carousel.index, (slide: number) => {
    const element = slidesRef.current?.children[slide] as HTMLElement | undefined;
    if (element && !element.contains(document.activeElement)) element.focus();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (!keyboard || event.altKey || event.ctrlKey || event.metaKey) return;
    const delta = arrowStep(event.key, isRtl(event.currentTarget));
    if (!delta) return;
    carousel.move(delta, "key");
    event.preventDefault();
  };

  // Focus anywhere inside holds the rotation, its own controls included (WAI-ARIA carousel
  // pattern); it resumes when focus leaves. Pressing "start" with focus inside turns rotation on,
  // to run once focus has left.
  const onFocus = () => {
    if (pauseOnFocus) carousel.pause("focus");
  };
  const onBlur = (event: FocusEvent) => {
    if (!pauseOnFocus) return;
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) carousel.resume("focus");
  };

  // Swiped against the reading direction, the next slide shows (right to left, a swipe to the right).
  const swipe = useSwipe((dx, element) => carousel.move((isRtl(element) ? dx : -dx) > 0 ? 1 : -1, "drag"));

  return (
    <section
      ref={ref}
      aria-label={name ?? ariaLabel}
      {...root}
      className={cx(styles.root, className)}
      aria-roledescription="carousel"
      data-state={rotation}
      onKeyDown={composeHandlers(onRootKeyDown, onKeyDown)}
      onFocus={composeHandlers(onRootFocus, onFocus)}
      onBlur={composeHandlers(onRootBlur, onBlur)}
      onPointerEnter={composeHandlers(onPointerEnter, (event) => pauseOnHover && event.pointerType === "mouse" && carousel.pause("hover"))}
      onPointerLeave={composeHandlers(onPointerLeave, (event) => pauseOnHover && event.pointerType === "mouse" && carousel.resume("hover"))}
    >
      <div className={styles.stage} data-part="stage">
        {total > 1 ? (
          <>
            <button
              ref={rotationRef}
              type="button"
              className={styles.rotation}
              data-part="rotation"
              aria-label={carousel.rotationOn ? labels.stop : labels.start}
              data-state={carousel.rotationOn ? "on" : "off"}
              disabled={!hydrated}
              onClick={carousel.toggleRotation}
            >
              {carousel.rotationOn ? <PauseIcon /> : <PlayIcon />}
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              data-part="prev"
              aria-label={labels.prev}
              aria-controls={slidesId}
              disabled={!hydrated || atStart}
              onClick={() => carousel.move(-1, "prev")}
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              data-part="next"
              aria-label={labels.next}
              aria-controls={slidesId}
              disabled={!hydrated || atEnd}
              onClick={() => carousel.move(1, "next")}
            >
              <ChevronIcon direction="right" />
            </button>
          </>
        ) : null}
        {/* Polite only while not rotating, so a screen reader is not talked over every 5 s. */}
        <div ref={slidesRef} id={slidesId} className={styles.slides} data-part="slides" aria-live={rotation === "playing" ? "off" : "polite"} aria-atomic="false" {...swipe}>
          {slides.map((slide, position) => {
            const active = position === carousel.index;
            return (
              <div
                key={position}
                className={styles.slide}
                data-part="slide"
                role="group"
                aria-roledescription="slide"
                aria-label={labels.slide(position + 1, total)}
                data-state={active ? "active" : "inactive"}
                tabIndex={-1}
                {...inertProps(hydrated && !active)}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {total > 1 ? (
        <div className={styles.pickers} data-part="pickers" role="group" aria-label={labels.pickers}>
          {slides.map((_, position) => (
            <button
              key={position}
              type="button"
              className={styles.picker}
              data-part="picker"
              aria-label={labels.picker(position + 1, total)}
              aria-controls={slidesId}
              aria-current={position === carousel.index ? "true" : undefined}
              data-state={position === carousel.index ? "active" : "inactive"}
              disabled={!hydrated}
              onClick={() => carousel.go(position)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
});

function ChevronIcon({ direction }: { direction: "left" | "right" }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={direction === "left" ? "M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" : "M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z"} />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7 5h3.5v14H7zm6.5 0H17v14h-3.5z" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 5v14l11-7z" />
    </svg>
  );
}
