"use client";

import { useEffect, useRef } from "react";
import { arrowState, move, refocusTarget, type PageChange, type PageDirection } from "./paginate.js";

type Options = {
  /** The current page, 1-based. */
  page: number;
  totalPages: number;
  onMove: (change: PageChange) => void;
  /** Where focus goes when a move disables the focused arrow (see `refocusTarget`). */
  refocus: "counterpart" | "nearest";
  /** False until the page is interactive: every arrow is disabled before then. */
  interactive?: boolean;
  /** Previous and next wrap around the ends. */
  loop?: boolean;
};

/**
 * The paginator's four arrows: which are enabled, what each click reports, and focus handed to a
 * usable arrow when the focused one disables itself.
 *
 * @example const arrows = usePageArrows({ page, totalPages, onMove: go, refocus: "counterpart" }); <button {...arrows.props("next")} />
 */
export function usePageArrows({ page, totalPages, onMove, refocus, interactive = true, loop = false }: Options) {
  const buttons = useRef<Partial<Record<PageDirection, HTMLButtonElement | null>>>({});
  const pending = useRef<{ from: number; to: number; focus: PageDirection } | null>(null);
  const enabled = arrowState(page, totalPages, loop);

  useEffect(() => {
    const wanted = pending.current;
    if (!wanted) return;
    if (page === wanted.to) buttons.current[wanted.focus]?.focus();
    // Also forgotten when the owner (controlled) went elsewhere or refused the move.
    if (page !== wanted.from || page === wanted.to) pending.current = null;
  });

  const press = (direction: PageDirection) => {
    const change = move(direction, page, totalPages, loop);
    if (!change) return;
    const button = buttons.current[direction];
    const after = arrowState(change.page, totalPages, loop);
    if (button && button === button.ownerDocument.activeElement && !after[direction]) {
      const rendered = (Object.keys(buttons.current) as PageDirection[]).filter((d) => buttons.current[d]);
      const target = refocusTarget(direction, after, rendered, refocus);
      pending.current = target ? { from: page, to: change.page, focus: target } : null;
    }
    onMove(change);
  };

  return {
    enabled,
    /** The props of one arrow button: ref, disabled state, click and `data-direction`. */
    props: (direction: PageDirection) => ({
      ref: (el: HTMLButtonElement | null) => {
        buttons.current[direction] = el;
      },
      type: "button" as const,
      disabled: !interactive || !enabled[direction],
      "data-direction": direction,
      onClick: () => press(direction),
    }),
  };
}
