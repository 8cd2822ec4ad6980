import { useCallback, useEffect, useReducer, useRef } from "react";
import { carouselReducer, initialState, rotationState, type CarouselAction, type PauseReason, type RotationState } from "./carousel-state";

export type UseCarouselOptions = {
  count: number;
  defaultIndex?: number;
  /** Milliseconds between automatic advances. */
  interval?: number;
  wrap?: boolean;
  /** Whether rotation starts on; the user can still start or stop it. */
  autoplay?: boolean;
  onIndexChange?: (index: number) => void;
};

export type CarouselControls = {
  index: number;
  count: number;
  rotation: RotationState;
  /** Whether the user has rotation on (the rotation control shows "stop"). */
  rotationOn: boolean;
  next: () => void;
  prev: () => void;
  go: (index: number) => void;
  pause: (reason: PauseReason) => void;
  resume: (reason: PauseReason) => void;
  toggleRotation: () => void;
};

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Carousel state plus the effects that drive it: the rotation timer, reduced motion and tab visibility.
 * @example const carousel = useCarousel({ count: slides.length, interval: 5000 });
 */
export function useCarousel({ count, defaultIndex = 0, interval = 5000, wrap = true, autoplay = true, onIndexChange }: UseCarouselOptions): CarouselControls {
  const [state, dispatch] = useReducer(carouselReducer, { count, index: defaultIndex, wrap, stopped: !autoplay }, initialState);
  const rotation = rotationState(state);

  useEffect(() => dispatch({ type: "count", count }), [count]);

  // A fresh full interval after every slide change, manual or automatic, and after every resume.
  useEffect(() => {
    if (rotation !== "playing") return;
    const timer = setTimeout(() => dispatch({ type: "next" }), interval);
    return () => clearTimeout(timer);
  }, [rotation, state.index, interval]);

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

  const onChange = useRef(onIndexChange);
  onChange.current = onIndexChange;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChange.current?.(state.index);
  }, [state.index]);

  const send = useCallback((action: CarouselAction) => dispatch(action), []);
  const rotationOn = rotation !== "stopped";
  return {
    index: state.index,
    count: state.count,
    rotation,
    rotationOn,
    next: useCallback(() => send({ type: "next" }), [send]),
    prev: useCallback(() => send({ type: "prev" }), [send]),
    go: useCallback((index: number) => send({ type: "go", index }), [send]),
    pause: useCallback((reason: PauseReason) => send({ type: "pause", reason }), [send]),
    resume: useCallback((reason: PauseReason) => send({ type: "resume", reason }), [send]),
    toggleRotation: useCallback(() => send({ type: rotationOn ? "stop" : "play" }), [send, rotationOn]),
  };
}
