export { ProgressRing } from "./progress-ring.js";
export type { ProgressRingLabels, ProgressRingProps } from "./progress-ring.js";
export type { RootProps, WithRootProps } from "../shared/root-props.js";
