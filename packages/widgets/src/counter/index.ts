export { Counter } from "./counter.js";
export type { CounterLabels, CounterProps, PausedChangeDetails, ProgressbarSize } from "./counter.js";
export { useCountdown } from "./use-countdown.js";
export type { CountdownResult, CountdownStatus, UseCountdownOptions } from "./use-countdown.js";
export { parseCounterDate } from "./time-left.js";
export type { CountdownValues, CounterDateInput, CounterDateString, TimeLeft } from "./time-left.js";
export type { RootProps, WithRootProps } from "../shared/root-props.js";
