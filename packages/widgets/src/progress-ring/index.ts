export { ProgressRing } from "./progress-ring.js";
export type { ProgressRingProps } from "./progress-ring.js";
