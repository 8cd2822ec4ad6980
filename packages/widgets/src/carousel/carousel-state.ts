/** Why automatic rotation is on hold; rotation runs only while there is none. */
export type PauseReason = "hover" | "focus" | "hidden" | "reduced-motion";

/** What holds the rotation back; the slide index itself is the carousel's controllable state. */
export type RotationHold = {
  /** The user turned rotation off with the rotation control. */
  stopped: boolean;
  reasons: readonly PauseReason[];
};

export type RotationAction = { type: "pause"; reason: PauseReason } | { type: "resume"; reason: PauseReason } | { type: "stop" } | { type: "play" };

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
 * An index kept inside the slides; anything not finite is the first slide.
 * @example clampIndex(5, 3) // 2
 */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/**
 * Pure transitions of the rotation; timers and DOM events only dispatch these.
 * @example rotationReducer({ stopped: false, reasons: [] }, { type: "pause", reason: "hover" }).reasons // ["hover"]
 */
export function rotationReducer(state: RotationHold, action: RotationAction): RotationHold {
  switch (action.type) {
    case "pause":
      return state.reasons.includes(action.reason) ? state : { ...state, reasons: [...state.reasons, action.reason] };
    case "resume":
      return state.reasons.includes(action.reason) ? { ...state, reasons: state.reasons.filter((r) => r !== action.reason) } : state;
    case "stop":
      return state.stopped ? state : { ...state, stopped: true };
    case "play":
      // Pressing play is an explicit opt-in, so it also overrides the reduced-motion preference.
      return { stopped: false, reasons: state.reasons.filter((r) => r !== "reduced-motion") };
  }
}

/**
 * Whether the user has rotation on: not stopped, and not held back by reduced motion.
 * @example rotationEnabled({ stopped: false, reasons: [] }) // true
 */
export function rotationEnabled(state: RotationHold): boolean {
  return !state.stopped && !state.reasons.includes("reduced-motion");
}

/**
 * What the rotation is doing now; only `playing` advances slides.
 * @example rotationState({ stopped: false, reasons: ["hover"] }, 3) // "paused"
 */
export function rotationState(state: RotationHold, count: number): RotationState {
  if (!rotationEnabled(state) || count < 2) return "stopped";
  return state.reasons.length > 0 ? "paused" : "playing";
}
