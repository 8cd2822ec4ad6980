export { ProgressRing } from "./progress-ring.js";
export type { ProgressRingProps } from "./progress-ring.js";
export type { RootProps } from "../shared/root-props.js";
