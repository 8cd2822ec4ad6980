import { useEffect, useState } from "react";

/** The year to show: `yearOf(new Date("2031-01-01"))` -> 2031. */
export function yearOf(now: Date): number {
  return now.getFullYear();
}

/**
 * Renders `renderedYear` first, so hydration matches the prerendered HTML, then switches to the
 * visitor's current year if the page was built in an earlier one.
 */
export function useCurrentYear(renderedYear: number, now: () => Date = () => new Date()): number {
  const [year, setYear] = useState(renderedYear);
  useEffect(() => {
    setYear(yearOf(now()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` is a test seam; the year is read once per mount
  }, []);
  return year;
}
