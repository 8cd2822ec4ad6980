"use client";

import { forwardRef, useRef, type MouseEvent, type ReactNode } from "react";
import type { WithRootProps } from "../shared/root-props.js";
import { isPlainClick } from "../shared/click.js";
import { cx } from "../shared/utils.js";
import { useControllableState, useHydrated, useMergedRef, useUniqueName } from "../shared/hooks.js";
import { visuallyHidden } from "../shared/visually-hidden.css.js";
import { ArrowIcon } from "./icons.js";
import { clampPage, move, normalizeTotal, pageChange, pageItems, positionState, type PageChange, type PageDirection } from "./paginate.js";
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
  /** Accessible name of a page number (templateTwo). */
  page: (page: number) => string;
  /**
   * Accessible name of the `<nav>`.
   * @deprecated Name it with the `aria-label` prop, as every widget's region; this still works.
   */
  nav: string;
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
  /** Names the `<nav>` landmark, e.g. "Results pages" (default "Pagination", numbered when a page has several unnamed ones). */
  "aria-label"?: string;
  /** How many pages there are. Fractions round down; negative or not finite means 0. */
  totalPages: number;
  /**
   * templateTwo: how many page numbers the sliding window shows at most.
   * @default 5
   */
  maxVisiblePages?: number;
  /**
   * templateTwo: how many pages always show at each end, beside the window, with an ellipsis
   * where pages are skipped. 0 shows the window alone.
   * @default 0
   */
  boundaryCount?: number;
  /**
   * `default`: arrows around "N of TOTAL"; `templateOne`: compact previous/next around "N/TOTAL";
   * `templateTwo`: first, previous, a window of page numbers, next, last.
   * @default "default"
   */
  template?: PaginatorTemplate;
  /** The current page (zero-based: 0 is page 1), controlled: pair it with `onPageIndexChange`. */
  pageIndex?: number;
  /**
   * The current page at first when uncontrolled (zero-based).
   * @default 0
   */
  defaultPageIndex?: number;
  /**
   * Every move, from an arrow or a page number: the new page index and its details (`reason`,
   * `page` 1-based). With `getHref`, a plain click then stays in the page (no load): move the URL
   * yourself, e.g. with your router; without this callback the browser follows the link.
   */
  onPageIndexChange?: (pageIndex: number, details: PageChange) => void;
  /**
   * Makes every page control a link to this address (`aria-current="page"` on the current one),
   * so paging works without JavaScript and links open in new tabs; a disabled arrow is no link.
   */
  getHref?: (pageIndex: number) => string;
  /**
   * Texts, merged over the defaults.
   * @default English: see the labels table
   */
  labels?: Partial<PaginatorLabels>;
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
  nav: "Pagination",
};

/**
 * Page navigation in three templates, controlled (`pageIndex` + `onPageIndexChange`) or not
 * (`defaultPageIndex`); with `getHref`, made of links that work without JavaScript.
 *
 * @example
 * <Paginator totalPages={12} template="templateTwo" boundaryCount={1} onPageIndexChange={(pageIndex) => load(pageIndex)} />
 */
export const Paginator = forwardRef<HTMLElement, WithRootProps<PaginatorProps, "nav">>(function Paginator(
  {
    totalPages,
    maxVisiblePages = 5,
    boundaryCount = 0,
    template = "default",
    pageIndex,
    defaultPageIndex = 0,
    onPageIndexChange,
    getHref,
    onFirst,
    onPrev,
    onNext,
    onLast,
    firstIcon,
    prevIcon,
    nextIcon,
    lastIcon,
    labels: labelOverrides,
    className,
    status,
    layout = "spread",
    loop = false,
    ...root
  },
  ref,
) {
  const total = normalizeTotal(totalPages);
  const labels = { ...defaultLabels, ...labelOverrides };
  const [shown, setPageIndex] = useControllableState(pageIndex, defaultPageIndex, onPageIndexChange);
  // What people read is 1-based.
  const current = clampPage(shown + 1, total);
  // Without JavaScript a button cannot move: buttons show, disabled, until the page is
  // interactive. Links (with getHref) work without it.
  const hydrated = useHydrated();
  const toolbar = layout === "toolbar";
  // The app's name (aria-label, aria-labelledby, or the older labels.nav), else the default,
  // numbered when the page has several unnamed paginators.
  const navRef = useRef<HTMLElement>(null);
  const named = Boolean(root["aria-label"] || root["aria-labelledby"] || labelOverrides?.nav);
  const defaultName = useUniqueName(labels.nav, !named, navRef);

  const go = (change: PageChange) => {
    setPageIndex(change.pageIndex, change);
    const perDirection = { first: onFirst, prev: onPrev, next: onNext, last: onLast } as const;
    if (change.direction !== "page") perDirection[change.direction]?.(change);
  };
  // Arrows side by side (toolbar) hand focus to the nearest usable one; spread out, to the counterpart.
  const arrows = usePageArrows({ page: current, totalPages: total, onMove: go, refocus: toolbar ? "nearest" : "counterpart", loop });
  // With an owner listening, a link's plain click stays in the page: the paginator moves (or asks)
  // and the owner moves the URL, e.g. through its router. Without one the browser follows the link
  // and the page it leads to shows the new page (a move here first would take the address off an
  // arrow that disables itself before the browser follows it).
  const onLinkClick = (event: MouseEvent, moveTo: () => void) => {
    if (!onPageIndexChange || !isPlainClick(event)) return;
    event.preventDefault();
    moveTo();
  };

  const arrow = (direction: PageDirection, icon: ReactNode) => {
    if (template === "templateOne" && (direction === "first" || direction === "last")) return null;
    const common = {
      ref: arrows.ref(direction),
      className: toolbar ? styles.flatButton : styles.button,
      "data-part": "arrow",
      "aria-label": labels[direction],
      title: labels[direction],
      "data-direction": direction,
    };
    const content = icon ?? <ArrowIcon direction={direction} className={styles.icon} />;
    if (!getHref)
      return (
        <button type="button" {...common} disabled={!hydrated || !arrows.enabled[direction]} onClick={() => arrows.press(direction)}>
          {content}
        </button>
      );
    const target = move(direction, current, total, loop);
    // A disabled arrow is not a link: no address to follow, announced as unavailable.
    if (!target)
      return (
        <a {...common} role="link" aria-disabled="true">
          {content}
        </a>
      );
    return (
      <a {...common} href={getHref(target.pageIndex)} onClick={(event) => onLinkClick(event, () => arrows.press(direction))}>
        {content}
      </a>
    );
  };

  const pageControl = (n: number) => {
    const common = {
      className: toolbar ? styles.flatPageButton : styles.pageButton,
      "data-part": "page",
      "aria-label": labels.page(n),
      "aria-current": n === current ? ("page" as const) : undefined,
    };
    const pick = () => {
      arrows.forget();
      if (n !== current) go(pageChange("page", n));
    };
    if (getHref)
      return (
        <a {...common} href={getHref(n - 1)} onClick={(event) => onLinkClick(event, pick)}>
          {n}
        </a>
      );
    return (
      <button type="button" {...common} disabled={!hydrated} onClick={pick}>
        {n}
      </button>
    );
  };

  const position =
    status !== undefined ? (
      <span className={toolbar ? styles.toolbarStatus : styles.status} data-part="status">
        {status}
      </span>
    ) : (
      // Polite and atomic: after a click, screen readers hear the new position once.
      <span className={template === "templateOne" ? styles.compactStatus : styles.status} data-part="status" aria-live="polite" aria-atomic="true">
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
      <ul className={styles.pages} data-part="pages">
        {pageItems(current, total, maxVisiblePages, boundaryCount).map((item) =>
          typeof item === "number" ? (
            <li key={item}>{pageControl(item)}</li>
          ) : (
            // The skipped pages are reachable through their neighbours; the mark is only seen.
            <li key={item} className={styles.ellipsis} data-part="ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
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
      ref={useMergedRef(navRef, ref)}
      aria-label={named ? labels.nav : defaultName}
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
          <span className={styles.toolbarArrows} data-part="arrows">
            {row}
          </span>
        </>
      ) : (
        row
      )}
    </nav>
  );
});
