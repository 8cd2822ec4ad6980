"use client";

import { useRef } from "react";
import { useFocusFollow } from "../shared/hooks.js";
import { arrowState, move, refocusTarget, type PageChange, type PageDirection } from "./paginate.js";

type Options = {
  /** The current page, 1-based. */
  page: number;
  totalPages: number;
  onMove: (change: PageChange) => void;
  /** Where focus goes when a move disables the focused arrow (see `refocusTarget`). */
  refocus: "counterpart" | "nearest";
  /** Previous and next wrap around the ends. */
  loop?: boolean;
};

/**
 * The paginator's four arrows (buttons or links): which are enabled, what each press reports, and
 * focus handed to a usable arrow when the focused one disables itself.
 *
 * @example const arrows = usePageArrows({ page, totalPages, onMove: go, refocus: "counterpart" }); <button ref={arrows.ref("next")} onClick={() => arrows.press("next")} />
 */
export function usePageArrows({ page, totalPages, onMove, refocus, loop = false }: Options) {
  const elements = useRef<Partial<Record<PageDirection, HTMLElement | null>>>({});
  const enabled = arrowState(page, totalPages, loop);
  const expectFocus = useFocusFollow(page, (direction: PageDirection) => elements.current[direction]?.focus());

  return {
    enabled,
    /** The ref of one arrow's element. */
    ref: (direction: PageDirection) => (element: HTMLElement | null) => {
      elements.current[direction] = element;
    },
    /** Makes the arrow's move, if it has one from the current page. */
    press: (direction: PageDirection) => {
      const change = move(direction, page, totalPages, loop);
      if (!change) return;
      const element = elements.current[direction];
      const after = arrowState(change.page, totalPages, loop);
      let target: PageDirection | null = null;
      if (element && element === element.ownerDocument.activeElement && !after[direction]) {
        const rendered = (Object.keys(elements.current) as PageDirection[]).filter((d) => elements.current[d]);
        target = refocusTarget(direction, after, rendered, refocus);
      }
      expectFocus(target ? { from: page, to: change.page, target } : null);
      onMove(change);
    },
    /** For a move made by another control (a page number): it keeps its own focus. */
    forget: () => expectFocus(null),
  };
}
