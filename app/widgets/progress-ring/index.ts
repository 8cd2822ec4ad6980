export { ProgressRing } from "./progress-ring";
export type { ProgressRingProps } from "./progress-ring";
export { arcColor, textColor, trackColor, unitsColor, ringSize } from "./progress-ring.css";
export { dashOffset, displayedPercent, frameValue, ringGeometry } from "./ring-geometry";
export type { RingState } from "./use-ring-value";
