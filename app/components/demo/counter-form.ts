import { parseCounterDate } from "@davide-marchetti/widgets/counter";

export type CounterFormErrors = { start?: string; end?: string };

const FORMAT = "Use year/month/day hour:minute, for example 2026/12/31 18:30 (- also works as a separator).";

/**
 * Field messages for the demo's "try your own dates" form; an empty object means valid.
 * Dates follow SPEC §5: yyyy/mm/dd hh:mm[:ss], separators / or -, each field in range.
 *
 * @example validateCounterForm("2026/01/01 10:00", "2025/01/01 10:00") // { end: "The end must be later than the start." }
 */
export function validateCounterForm(start: string, end: string): CounterFormErrors {
  const errors: CounterFormErrors = {};
  const check = (value: string) =>
    value.trim() === "" ? "Enter a date." : parseCounterDate(value) ? undefined : FORMAT;
  const startError = check(start);
  const endError = check(end);
  if (startError) errors.start = startError;
  if (endError) errors.end = endError;
  if (!startError && !endError && parseCounterDate(end)!.getTime() <= parseCounterDate(start)!.getTime()) {
    errors.end = "The end must be later than the start.";
  }
  return errors;
}
