"use client";

import { useEffect, useState, type RefObject } from "react";
import { flushSync } from "react-dom";

/** The element's inner width, kept current on resize; null until measured (and on the server). */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    // A resize is laid out again before the browser paints it: the slides never show a frame of
    // the old layout at the new width (a card cut in half, a neighbour peeking in).
    const measure = () => flushSync(() => setWidth(element.clientWidth));
    if (typeof ResizeObserver === "undefined") {
      window.addEventListener("resize", measure);
      return () => window.removeEventListener("resize", measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
