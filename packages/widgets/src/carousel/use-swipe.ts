"use client";

import { useRef, type DragEvent, type MouseEvent, type PointerEvent } from "react";

/** Pixels a press must travel sideways to change slide: less stays a click. */
export const SWIPE_THRESHOLD = 40;

/**
 * Pointer handlers (mouse, pen or finger alike) to spread on the slides: a press let go at least
 * SWIPE_THRESHOLD px sideways of where it began, and more sideways than down, calls
 * `onSwipe(dx, element)`, and the click that ends it is swallowed (a swiped slide's link does not fire).
 * The slides fade rather than move, so nothing follows the pointer on the way: this is all the
 * carousel needs (the slider's track uses the fuller useDrag). Vertical moves stay the page's
 * scroll with `touch-action: pan-y`.
 *
 * @example <div {...useSwipe((dx) => (dx < 0 ? next() : prev()))} />
 */
export function useSwipe(onSwipe: (dx: number, element: Element) => void) {
  const from = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown(event: PointerEvent) {
      from.current = event.isPrimary && event.button === 0 ? { x: event.clientX, y: event.clientY } : null;
      swiped.current = false;
    },
    onPointerUp(event: PointerEvent) {
      const start = from.current;
      from.current = null;
      const dx = start ? event.clientX - start.x : 0;
      if (!start || Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) <= Math.abs(event.clientY - start.y)) return;
      swiped.current = true;
      onSwipe(dx, event.currentTarget);
    },
    // The browser took the gesture (a scroll): no swipe.
    onPointerCancel() {
      from.current = null;
    },
    onClickCapture(event: MouseEvent) {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // Images and links would otherwise start the browser's own drag and drop.
    onDragStart(event: DragEvent) {
      event.preventDefault();
    },
  };
}
