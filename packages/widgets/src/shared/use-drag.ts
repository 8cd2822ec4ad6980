"use client";

import { useRef, type DragEvent, type MouseEvent, type PointerEvent } from "react";
import { dragAxis } from "./drag.js";

/**
 * Pointer handlers to spread on the element slides move in, for a mouse, a pen or a finger alike
 * (Pointer Events): a press that travels sideways past the threshold becomes a drag, reported as
 * it goes by `onMove(dx)` and once by `onRelease(dx)` (0 when the browser took the gesture over).
 * A vertical move stays the page's scroll (pair it with `touch-action: pan-y`), and the click that
 * ends a drag is swallowed, so a dragged card's link or button does not fire.
 *
 * @example <div {...useDrag((dx) => follow(dx), (dx) => settle(dx))} />
 */
export function useDrag(onMove: (dx: number) => void, onRelease: (dx: number) => void) {
  const press = useRef<{ id: number; x: number; y: number; axis: "x" | "y" | null } | null>(null);
  const dragged = useRef(false);
  const end = (dx: number | null) => {
    const wasDrag = press.current?.axis === "x";
    press.current = null;
    if (!wasDrag) return;
    onRelease(dx ?? 0);
    // The click a mouse sends after the release belongs to the drag; later ones are the user's.
    setTimeout(() => (dragged.current = false));
  };
  return {
    onPointerDown(event: PointerEvent) {
      // The main button of a mouse or pen, or a first finger.
      if (!event.isPrimary || event.button !== 0) return;
      press.current = { id: event.pointerId, x: event.clientX, y: event.clientY, axis: null };
      dragged.current = false;
    },
    onPointerMove(event: PointerEvent) {
      const from = press.current;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      if (!from.axis) {
        from.axis = dragAxis(dx, event.clientY - from.y);
        if (from.axis === "y") press.current = null;
        if (from.axis !== "x") return;
        dragged.current = true;
        // Moves outside the element (and the release) still come here; text the press began
        // to select is let go.
        event.currentTarget.setPointerCapture(event.pointerId);
        getSelection()?.removeAllRanges();
      }
      onMove(dx);
    },
    onPointerUp(event: PointerEvent) {
      const from = press.current;
      if (from?.id === event.pointerId) end(event.clientX - from.x);
    },
    onPointerCancel() {
      end(null);
    },
    onClickCapture(event: MouseEvent) {
      if (!dragged.current) return;
      event.preventDefault();
      event.stopPropagation();
    },
    // Images and links would otherwise start the browser's own drag and drop.
    onDragStart(event: DragEvent) {
      event.preventDefault();
    },
  };
}
