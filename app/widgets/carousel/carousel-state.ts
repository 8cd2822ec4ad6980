/** Why automatic rotation is on hold; rotation runs only while there is none. */
export type PauseReason = "hover" | "focus" | "hidden" | "reduced-motion";

export type CarouselState = {
  index: number;
  count: number;
  wrap: boolean;
  /** The user turned rotation off with the rotation control. */
  stopped: boolean;
  reasons: readonly PauseReason[];
};

export type CarouselAction =
  | { type: "next" }
  | { type: "prev" }
  | { type: "go"; index: number }
  | { type: "pause"; reason: PauseReason }
  | { type: "resume"; reason: PauseReason }
  | { type: "stop" }
  | { type: "play" }
  | { type: "count"; count: number };

/** Rotation as the user sees it: `playing`, `paused` (held by hover, focus or a hidden tab) or `stopped`. */
export type RotationState = "playing" | "paused" | "stopped";

/**
 * The index `delta` steps away, wrapping around or clamping at the ends.
 * @example step(4, 1, 5, true) // 0
 */
export function step(index: number, delta: number, count: number, wrap: boolean): number {
  if (count <= 0) return 0;
  const target = index + delta;
  if (wrap) return ((target % count) + count) % count;
  return Math.min(Math.max(target, 0), count - 1);
}

/**
 * The first state of a carousel of `count` slides.
 * @example initialState({ count: 3, index: 1 }) // { index: 1, count: 3, wrap: true, stopped: false, reasons: [] }
 */
export function initialState({ count, index = 0, wrap = true, stopped = false }: { count: number; index?: number; wrap?: boolean; stopped?: boolean }): CarouselState {
  return { index: clamp(index, count), count, wrap, stopped, reasons: [] };
}

/**
 * Pure transitions of a carousel; timers and DOM events only dispatch these.
 * @example carouselReducer(initialState({ count: 3 }), { type: "prev" }).index // 2
 */
export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case "next":
    case "prev": {
      const index = step(state.index, action.type === "next" ? 1 : -1, state.count, state.wrap);
      return index === state.index ? state : { ...state, index };
    }
    case "go": {
      const index = clamp(action.index, state.count);
      return index === state.index ? state : { ...state, index };
    }
    case "pause":
      return state.reasons.includes(action.reason) ? state : { ...state, reasons: [...state.reasons, action.reason] };
    case "resume":
      return state.reasons.includes(action.reason) ? { ...state, reasons: state.reasons.filter((r) => r !== action.reason) } : state;
    case "stop":
      return state.stopped ? state : { ...state, stopped: true };
    case "play":
      // Pressing play is an explicit opt-in, so it also overrides the reduced-motion preference.
      return { ...state, stopped: false, reasons: state.reasons.filter((r) => r !== "reduced-motion") };
    case "count": {
      if (action.count === state.count) return state;
      return { ...state, count: action.count, index: clamp(state.index, action.count) };
    }
  }
}

/**
 * Whether the user has rotation on: not stopped, and not held back by reduced motion.
 * @example rotationEnabled(initialState({ count: 3 })) // true
 */
export function rotationEnabled(state: CarouselState): boolean {
  return !state.stopped && !state.reasons.includes("reduced-motion");
}

/**
 * What the rotation is doing now; only `playing` advances slides.
 * @example rotationState({ ...initialState({ count: 3 }), reasons: ["hover"] }) // "paused"
 */
export function rotationState(state: CarouselState): RotationState {
  if (!rotationEnabled(state) || state.count < 2) return "stopped";
  return state.reasons.length > 0 ? "paused" : "playing";
}

function clamp(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/** Pixels a touch must travel sideways before it counts as a swipe. */
export const SWIPE_THRESHOLD = 40;

/**
 * The slide change a touch gesture asks for: a mostly-horizontal move past the threshold.
 * @example swipeDirection(-80, 10) // "next"
 */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD): "next" | "prev" | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? "next" : "prev";
}
