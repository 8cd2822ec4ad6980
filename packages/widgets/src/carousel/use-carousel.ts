"use client";

import { useCallback, useEffect, useReducer } from "react";
import { useControllableState } from "../shared/hooks.js";
import { clampIndex, rotationReducer, rotationState, step, type PauseReason, type RotationState } from "./carousel-state.js";

type Options = {
  count: number;
  index: number | undefined;
  defaultIndex: number;
  onIndexChange: ((index: number) => void) | undefined;
  /** Milliseconds between automatic advances. */
  interval: number;
  wrap: boolean;
  /** Whether rotation starts on; the user can still start or stop it. */
  autoplay: boolean;
};

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The carousel's slide index (controllable) and rotation, plus the effects that drive them: the
 * rotation timer, reduced motion and tab visibility.
 */
export function useCarousel({ count, index, defaultIndex, onIndexChange, interval, wrap, autoplay }: Options) {
  const [rawIndex, setIndex] = useControllableState(index, defaultIndex, onIndexChange);
  const current = clampIndex(rawIndex, count);
  const [hold, dispatch] = useReducer(rotationReducer, { stopped: !autoplay, reasons: [] });
  const rotation: RotationState = rotationState(hold, count);

  // A fresh full interval after every slide change, manual or automatic, and after every resume.
  useEffect(() => {
    if (rotation !== "playing") return;
    const timer = setTimeout(() => setIndex(step(current, 1, count, wrap)), interval);
    return () => clearTimeout(timer);
  }, [rotation, current, count, wrap, interval, setIndex]);

  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(REDUCED_MOTION);
    const apply = () => dispatch({ type: query.matches ? "pause" : "resume", reason: "reduced-motion" });
    apply();
    query.addEventListener("change", apply);
    return () => query.removeEventListener("change", apply);
  }, []);

  useEffect(() => {
    const apply = () => dispatch({ type: document.hidden ? "pause" : "resume", reason: "hidden" });
    apply();
    document.addEventListener("visibilitychange", apply);
    return () => document.removeEventListener("visibilitychange", apply);
  }, []);

  const rotationOn = rotation !== "stopped";
  return {
    index: current,
    rotation,
    /** Whether the user has rotation on (the rotation control shows "stop"). */
    rotationOn,
    next: () => setIndex(step(current, 1, count, wrap)),
    prev: () => setIndex(step(current, -1, count, wrap)),
    go: (target: number) => setIndex(clampIndex(target, count)),
    pause: useCallback((reason: PauseReason) => dispatch({ type: "pause", reason }), []),
    resume: useCallback((reason: PauseReason) => dispatch({ type: "resume", reason }), []),
    toggleRotation: () => dispatch({ type: rotationOn ? "stop" : "play" }),
  };
}
