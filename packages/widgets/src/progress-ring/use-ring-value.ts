"use client";

import { useState, type RefObject } from "react";
import { flushSync } from "react-dom";
import { useIsomorphicLayoutEffect } from "../shared/use-isomorphic-layout-effect.js";
import { frameValue } from "./ring-geometry.js";

/**
 * - `static`: the final value, drawn at once (server render, no JS, reduced motion, no observer);
 * - `waiting`: at 0, until the ring scrolls into view;
 * - `animating`: counting up;
 * - `done`: at the final value after the animation.
 */
export type RingState = "static" | "waiting" | "animating" | "done";

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The value a ring shows right now, animated from 0 to `target` once `ref` is in view. */
export function useRingValue(ref: RefObject<Element | null>, target: number, duration: number, lazy: boolean): { value: number; state: RingState } {
  const [frame, setFrame] = useState<{ value: number; state: RingState }>({ value: target, state: "static" });

  // A layout effect, so the switch to 0 happens before the first paint after hydration.
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    const canObserve = typeof IntersectionObserver === "function";
    if (!element || duration <= 0 || prefersReducedMotion() || (lazy && !canObserve)) {
      setFrame({ value: target, state: "static" });
      return;
    }
    setFrame({ value: 0, state: "waiting" });

    let raf = 0;
    const animate = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const elapsed = now - start;
        if (elapsed >= duration) {
          setFrame({ value: target, state: "done" });
          return;
        }
        setFrame({ value: frameValue(target, elapsed, duration), state: "animating" });
        raf = requestAnimationFrame(tick);
      };
      setFrame({ value: 0, state: "animating" });
      raf = requestAnimationFrame(tick);
    };

    // Paper gets the final value, whether or not the ring was ever scrolled to: committed before
    // the browser lays the page out for printing, which it does right after this event.
    const observer: IntersectionObserver | undefined = lazy
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer?.disconnect();
            animate();
          }
        })
      : undefined;
    const print = () => {
      observer?.disconnect();
      cancelAnimationFrame(raf);
      flushSync(() => setFrame({ value: target, state: "done" }));
    };
    window.addEventListener("beforeprint", print);
    const stop = () => {
      window.removeEventListener("beforeprint", print);
      observer?.disconnect();
      cancelAnimationFrame(raf);
    };

    if (observer) observer.observe(element);
    else animate();
    return stop;
  }, [ref, target, duration, lazy]);

  return frame;
}
