import { useEffect, useRef, useState, type ReactNode } from "react";
import { ArrowIcon } from "./icons";
import { arrowState, clampPage, move, normalizeTotal, pageWindow, type PageChange, type PageDirection } from "./paginate";
import * as styles from "./paginator.css";

export type PaginatorTemplate = "default" | "templateOne" | "templateTwo";

export type PaginatorLabels = Record<PageDirection, string>;

export type PaginatorProps = {
  totalPages: number;
  /** templateTwo: how many page numbers the sliding window shows at most. */
  maxVisiblePages?: number;
  /** default: arrows around "N di TOTAL"; templateOne: compact prev/next around "N/TOTAL"; templateTwo: page numbers. */
  template?: PaginatorTemplate;
  /** Controlled current page (1-based); pair it with onPageChange. */
  page?: number;
  /** Uncontrolled starting page. */
  defaultPage?: number;
  /** Every move, from an arrow or a page number. */
  onPageChange?: (change: PageChange) => void;
  onFirst?: (change: PageChange) => void;
  onPrev?: (change: PageChange) => void;
  onNext?: (change: PageChange) => void;
  onLast?: (change: PageChange) => void;
  firstIcon?: ReactNode;
  prevIcon?: ReactNode;
  nextIcon?: ReactNode;
  lastIcon?: ReactNode;
  /** The word between page and total in the default template. */
  ofLabel?: string;
  /** Accessible names of the arrow buttons. */
  labels?: Partial<PaginatorLabels>;
  /** Accessible name of a page number button (templateTwo). */
  pageLabel?: (page: number) => string;
  /** Accessible name of the <nav>. */
  ariaLabel?: string;
  customClass?: string;
};

const defaultLabels: PaginatorLabels = { first: "First page", prev: "Previous page", next: "Next page", last: "Last page" };
// When a move disables the button that made it, focus goes to its counterpart instead of the page body.
const counterpart: Record<PageDirection, PageDirection> = { first: "last", prev: "next", next: "prev", last: "first" };

/**
 * Page navigation in three templates. Runs uncontrolled (`defaultPage`) or controlled (`page` +
 * `onPageChange`).
 *
 * @example
 * <Paginator totalPages={12} template="templateTwo" maxVisiblePages={5} onPageChange={({ index }) => load(index)} />
 */
export function Paginator({
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
  ofLabel = "di",
  labels,
  pageLabel = (n) => `Page ${n}`,
  ariaLabel = "Pagination",
  customClass,
}: PaginatorProps) {
  const total = normalizeTotal(totalPages);
  const [ownPage, setOwnPage] = useState(defaultPage);
  const current = clampPage(page ?? ownPage, total);
  const enabled = arrowState(current, total);
  const names = { ...defaultLabels, ...labels };
  const buttons = useRef<Partial<Record<PageDirection, HTMLButtonElement | null>>>({});
  const refocus = useRef<PageDirection | null>(null);

  useEffect(() => {
    const target = refocus.current;
    refocus.current = null;
    if (target && enabled[target]) buttons.current[target]?.focus();
  });

  const go = (change: PageChange) => {
    if (page === undefined) setOwnPage(change.page);
    onPageChange?.(change);
    const perDirection = { first: onFirst, prev: onPrev, next: onNext, last: onLast } as const;
    if (change.direction !== "page") perDirection[change.direction]?.(change);
  };

  const arrow = (direction: PageDirection, icon: ReactNode) => (
    <button
      type="button"
      ref={(el) => {
        buttons.current[direction] = el;
      }}
      className={styles.button}
      aria-label={names[direction]}
      disabled={!enabled[direction]}
      data-direction={direction}
      onClick={() => {
        const change = move(direction, current, total);
        if (!change) return;
        if (!arrowState(change.page, total)[direction]) refocus.current = counterpart[direction];
        go(change);
      }}
    >
      {icon ?? <ArrowIcon direction={direction} className={styles.icon} />}
    </button>
  );

  return (
    <nav aria-label={ariaLabel} className={[styles.root, customClass].filter(Boolean).join(" ")} data-template={template}>
      {template === "templateOne" ? null : arrow("first", firstIcon)}
      {arrow("prev", prevIcon)}
      {template === "templateTwo" ? (
        <ul className={styles.pages}>
          {pageWindow(current, total, maxVisiblePages).map((n) => (
            <li key={n}>
              <button
                type="button"
                className={styles.pageButton}
                aria-label={pageLabel(n)}
                aria-current={n === current ? "page" : undefined}
                onClick={() => n !== current && go({ page: n, index: n - 1, direction: "page" })}
              >
                {n}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        // Polite and atomic: after a click, screen readers hear the new position once.
        <span className={template === "templateOne" ? styles.compactStatus : styles.status} aria-live="polite" aria-atomic="true">
          {template === "templateOne" ? (
            <>
              {/* Screen readers would say "3 slash 8"; they get the words instead. */}
              <span aria-hidden="true">{`${current}/${total}`}</span>
              <span className={styles.visuallyHidden}>{`${current} ${ofLabel} ${total}`}</span>
            </>
          ) : (
            `${current} ${ofLabel} ${total}`
          )}
        </span>
      )}
      {arrow("next", nextIcon)}
      {template === "templateOne" ? null : arrow("last", lastIcon)}
    </nav>
  );
}
