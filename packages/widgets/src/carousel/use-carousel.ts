"use client";

import { useCallback, useEffect, useReducer, useRef } from "react";
import { useControllableState } from "../shared/hooks.js";
import { clampIndex, rotationReducer, rotationState, step, type PauseReason, type RotationState } from "./carousel-state.js";

/**
 * Why the slide changed: the previous or next arrow, an arrow key, a slide picker, a drag or
 * swipe, or the automatic rotation.
 */
export type CarouselChangeReason = "prev" | "next" | "key" | "page" | "drag" | "auto";

/** What `onIndexChange(index, details)` says about a change. */
export type CarouselChangeDetails = { reason: CarouselChangeReason };

type Options = {
  count: number;
  index: number | undefined;
  defaultIndex: number;
  onIndexChange: ((index: number, details: CarouselChangeDetails) => void) | undefined;
  /** Milliseconds between automatic advances. */
  interval: number;
  loop: boolean;
  /** Whether rotation starts on; the user can still start or stop it. */
  autoplay: boolean;
  /** Called just before every move is asked for, the rotation's included: from where, to where. */
  willMove?: (from: number, to: number) => void;
};

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The carousel's slide index (controllable) and rotation, plus the effects that drive them: the
 * rotation timer, reduced motion and tab visibility.
 */
export function useCarousel({ count, index, defaultIndex, onIndexChange, interval, loop, autoplay, willMove }: Options) {
  const [rawIndex, setIndex] = useControllableState(index, defaultIndex, onIndexChange);
  const current = clampIndex(rawIndex, count);
  // The latest callback, for the timer as for the handlers.
  const latestWillMove = useRef(willMove);
  latestWillMove.current = willMove;
  const request = useCallback(
    (from: number, to: number, reason: CarouselChangeReason) => {
      latestWillMove.current?.(from, to);
      setIndex(to, { reason });
    },
    [setIndex],
  );
  const [hold, dispatch] = useReducer(rotationReducer, { stopped: !autoplay, reasons: [] });
  const rotation: RotationState = rotationState(hold, count);

  // A fresh full interval after every slide change, manual or automatic, and after every resume.
  useEffect(() => {
    if (rotation !== "playing") return;
    const timer = setTimeout(() => request(current, step(current, 1, count, loop), "auto"), interval);
    return () => clearTimeout(timer);
  }, [rotation, current, count, loop, interval, request]);

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
    /** One slide forward (1) or back (-1), wrapping or stopping at the ends. */
    move: (delta: number, reason: CarouselChangeReason) => request(current, step(current, delta, count, loop), reason),
    go: (target: number) => request(current, clampIndex(target, count), "page"),
    pause: useCallback((reason: PauseReason) => dispatch({ type: "pause", reason }), []),
    resume: useCallback((reason: PauseReason) => dispatch({ type: "resume", reason }), []),
    toggleRotation: () => dispatch({ type: rotationOn ? "stop" : "play" }),
  };
}
