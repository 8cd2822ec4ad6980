import { parseCounterDate } from "@davide-marchetti/widgets/counter";

export type CounterFormErrors = { start?: string; end?: string };

/** What a field accepts, shown beside it: seconds are optional, and the demo's dates carry them. */
export const DATE_HINT = "yyyy/mm/dd hh:mm or hh:mm:ss";

const FORMAT = "Use year/month/day hour:minute, seconds optional, for example 2026/12/31 18:30 or 2026/12/31 18:30:45 (- also works as a separator; the year from 1000 to 9999).";

// The counter's own parser decides what a date is, so the form accepts exactly what the widget reads.
function fieldError(value: string): string | undefined {
  const text = value.trim();
  if (text === "") return "Enter a date.";
  if (!parseCounterDate(text)) return FORMAT;
  return undefined;
}

/**
 * Field messages for the demo's "try your own dates" form; an empty object means valid.
 * Dates follow SPEC §5 as the counter's `parseCounterDate` reads them: yyyy/mm/dd hh:mm[:ss],
 * separators / or -, each field in range, a year from 1000 (0060 is refused, not read as 1960).
 *
 * @example validateCounterForm("2026/01/01 10:00", "2025/01/01 10:00") // { end: "The end must be later than the start." }
 */
export function validateCounterForm(start: string, end: string): CounterFormErrors {
  const errors: CounterFormErrors = {};
  const startError = fieldError(start);
  const endError = fieldError(end);
  if (startError) errors.start = startError;
  if (endError) errors.end = endError;
  if (!startError && !endError && parseCounterDate(end.trim())!.getTime() <= parseCounterDate(start.trim())!.getTime()) {
    errors.end = "The end must be later than the start.";
  }
  return errors;
}
