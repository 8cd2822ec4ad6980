export { Counter } from "./counter";
export type { CounterProps, ProgressbarSize } from "./counter";
export { useCountdown } from "./use-countdown";
export type { CountdownResult, CountdownStatus, UseCountdownOptions } from "./use-countdown";
export {
  checkRange,
  END_NOT_AFTER_START_MESSAGE,
  getCountdown,
  getProgress,
  getTimeLeft,
  INVALID_DATES_MESSAGE,
  parseCounterDate,
} from "./time-left";
export type { CountdownValues, CounterDateInput, RangeCheck } from "./time-left";
