"use client";

import { forwardRef, type ReactNode } from "react";
import type { RootProps } from "../shared/root-props.js";
import { cx } from "../shared/utils.js";
import { useControllableState, useHydrated } from "../shared/hooks.js";
import { visuallyHidden } from "../shared/visually-hidden.css.js";
import { ArrowIcon } from "./icons.js";
import { clampPage, normalizeTotal, pageWindow, positionState, type PageChange, type PageDirection } from "./paginate.js";
import * as styles from "./paginator.css.js";
import { usePageArrows } from "./use-page-arrows.js";

export type PaginatorTemplate = "default" | "templateOne" | "templateTwo";

/** `spread`: outlined round arrows around the position; `toolbar`: the position, then a compact row of flat arrows. */
export type PaginatorLayout = "spread" | "toolbar";

/** Every text the paginator shows or announces. */
export type PaginatorLabels = {
  /** Accessible name of the first-page arrow. */
  first: string;
  /** Accessible name of the previous-page arrow. */
  prev: string;
  /** Accessible name of the next-page arrow. */
  next: string;
  /** Accessible name of the last-page arrow. */
  last: string;
  /** The word between page and total in `N of TOTAL`. */
  of: string;
  /** Accessible name of a page number button (templateTwo). */
  page: (page: number) => string;
};

/** The four arrows' events and icons: the paginator's, and the slider's, which also sends them for keys and swipes. */
export type PageArrowProps = {
  /** Every move to the first page. */
  onFirst?: (change: PageChange) => void;
  /** Every move to the previous page. */
  onPrev?: (change: PageChange) => void;
  /** Every move to the next page. */
  onNext?: (change: PageChange) => void;
  /** Every move to the last page. */
  onLast?: (change: PageChange) => void;
  /** Replaces the first-page arrow's chevron. */
  firstIcon?: ReactNode;
  /** Replaces the previous-page arrow's chevron. */
  prevIcon?: ReactNode;
  /** Replaces the next-page arrow's chevron. */
  nextIcon?: ReactNode;
  /** Replaces the last-page arrow's chevron. */
  lastIcon?: ReactNode;
};

export type PaginatorProps = {
  /** How many pages there are. Fractions round down; negative or not finite means 0. */
  totalPages: number;
  /**
   * templateTwo: how many page numbers the sliding window shows at most.
   * @default 5
   */
  maxVisiblePages?: number;
  /**
   * `default`: arrows around "N of TOTAL"; `templateOne`: compact previous/next around "N/TOTAL";
   * `templateTwo`: first, previous, a window of page numbers, next, last.
   * @default "default"
   */
  template?: PaginatorTemplate;
  /** The current page (1-based), controlled: pair it with `onPageChange`. */
  page?: number;
  /**
   * The first page shown when uncontrolled.
   * @default 1
   */
  defaultPage?: number;
  /** Every move, from an arrow or a page number: the new page and how it got there. */
  onPageChange?: (page: number, change: PageChange) => void;
  /**
   * Texts, merged over the defaults.
   * @default English: see the labels table
   */
  labels?: Partial<PaginatorLabels>;
  /**
   * Accessible name of the `<nav>`.
   * @default "Pagination"
   */
  ariaLabel?: string;
  /** Added to the root `<nav>`. */
  className?: string;
  /**
   * Replaces the position text ("N of TOTAL"; "N/TOTAL" in templateOne), e.g. with a range of
   * rows. Shown as given and not announced: announce changes yourself.
   */
  status?: ReactNode;
  /**
   * `spread`: outlined round arrows around the position. `toolbar`: the position first, then a
   * compact row of flat icon arrows, for a dense footer such as a table's.
   * @default "spread"
   */
  layout?: PaginatorLayout;
  /**
   * Next on the last page goes to the first, and previous on the first to the last (a looping slider's).
   * @default false
   */
  loop?: boolean;
} & PageArrowProps;

export const defaultLabels: PaginatorLabels = {
  first: "First page",
  prev: "Previous page",
  next: "Next page",
  last: "Last page",
  of: "of",
  page: (n) => `Page ${n}`,
};

/**
 * Page navigation in three templates, controlled (`page` + `onPageChange`) or not (`defaultPage`).
 *
 * @example
 * <Paginator totalPages={12} template="templateTwo" maxVisiblePages={5} onPageChange={(page) => load(page)} />
 */
export const Paginator = forwardRef<HTMLElement, PaginatorProps & RootProps>(function Paginator({
  totalPages,
  maxVisiblePages = 5,
  template = "default",
  page,
  defaultPage = 1,
  onPageChange,
  onFirst,
  onPrev,
  onNext,
  onLast,
  firstIcon,
  prevIcon,
  nextIcon,
  lastIcon,
  labels: labelOverrides,
  ariaLabel = "Pagination",
  className,
  status,
  layout = "spread",
  loop = false,
  ...root
}, ref) {
  const total = normalizeTotal(totalPages);
  const labels = { ...defaultLabels, ...labelOverrides };
  const [shown, setPage] = useControllableState(page, defaultPage, onPageChange);
  const current = clampPage(shown, total);
  // Without JavaScript no button can move: they show, disabled, until the page is interactive.
  const hydrated = useHydrated();
  const toolbar = layout === "toolbar";

  const go = (change: PageChange) => {
    setPage(change.page, change);
    const perDirection = { first: onFirst, prev: onPrev, next: onNext, last: onLast } as const;
    if (change.direction !== "page") perDirection[change.direction]?.(change);
  };
  // Arrows side by side (toolbar) hand focus to the nearest usable one; spread out, to the counterpart.
  const arrows = usePageArrows({ page: current, totalPages: total, onMove: go, refocus: toolbar ? "nearest" : "counterpart", interactive: hydrated, loop });

  const arrow = (direction: PageDirection, icon: ReactNode) =>
    template === "templateOne" && (direction === "first" || direction === "last") ? null : (
      <button className={toolbar ? styles.flatButton : styles.button} aria-label={labels[direction]} title={labels[direction]} {...arrows.props(direction)}>
        {icon ?? <ArrowIcon direction={direction} className={styles.icon} />}
      </button>
    );

  const position =
    status !== undefined ? (
      <span className={toolbar ? styles.toolbarStatus : styles.status}>{status}</span>
    ) : (
      // Polite and atomic: after a click, screen readers hear the new position once.
      <span className={template === "templateOne" ? styles.compactStatus : styles.status} aria-live="polite" aria-atomic="true">
        {template === "templateOne" ? (
          <>
            {/* Screen readers would say "3 slash 8"; they get the words instead. */}
            <span aria-hidden="true">{`${current}/${total}`}</span>
            <span className={visuallyHidden}>{`${current} ${labels.of} ${total}`}</span>
          </>
        ) : (
          `${current} ${labels.of} ${total}`
        )}
      </span>
    );

  // What sits between previous and next: templateTwo's page numbers, or the position (spread only).
  const middle =
    template === "templateTwo" ? (
      <ul className={styles.pages}>
        {pageWindow(current, total, maxVisiblePages).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={toolbar ? styles.flatPageButton : styles.pageButton}
              aria-label={labels.page(n)}
              aria-current={n === current ? "page" : undefined}
              disabled={!hydrated}
              onClick={() => n !== current && go({ page: n, index: n - 1, direction: "page" })}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
    ) : toolbar ? null : (
      position
    );
  const row = (
    <>
      {arrow("first", firstIcon)}
      {arrow("prev", prevIcon)}
      {middle}
      {arrow("next", nextIcon)}
      {arrow("last", lastIcon)}
    </>
  );

  return (
    <nav
      ref={ref}
      aria-label={ariaLabel}
      {...root}
      className={cx(toolbar ? styles.toolbar : styles.root, className)}
      data-template={template}
      data-layout={layout}
      data-state={positionState(current, total)}
    >
      {toolbar ? (
        <>
          {template === "templateTwo" ? null : position}
          {/* The arrows wrap as one group, never one by one. */}
          <span className={styles.toolbarArrows}>{row}</span>
        </>
      ) : (
        row
      )}
    </nav>
  );
});
