import { useRef, type TouchEvent } from "react";
import { swipeDirection } from "./swipe.js";

/**
 * Touch handlers to spread on an element: a finished one-finger horizontal swipe calls
 * `onSwipe("next" | "prev")`. Vertical moves stay the page's (pair it with `touch-action: pan-y`).
 *
 * @example <div {...useSwipe((direction) => (direction === "next" ? next() : prev()))} />
 */
export function useSwipe(onSwipe: (direction: "next" | "prev") => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      // A second finger means a pinch or a scroll, not a swipe.
      start.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y);
      if (direction) onSwipe(direction);
    },
  };
}
