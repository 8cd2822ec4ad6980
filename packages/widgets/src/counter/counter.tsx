"use client";

import { forwardRef, type CSSProperties, type ReactNode } from "react";
import type { RootProps } from "../shared/root-props.js";
import { cx } from "../shared/utils.js";
import * as styles from "./counter.css.js";
import { useCountdown } from "./use-countdown.js";
import type { CounterDateInput } from "./time-left.js";

export type ProgressbarSize = "sm" | "md" | "lg" | "xxl" | "default";

/** Every text the counter shows or announces. */
export type CounterLabels = {
  /** Under the days figure. */
  days: string;
  /** Under the hours figure. */
  hours: string;
  /** Under the minutes figure. */
  minutes: string;
  /** Under the seconds figure. */
  seconds: string;
  /** Accessible name of the progress bar. */
  progress: string;
};

export type CounterProps = {
  /** Shown above the digits; a string also names the timer. */
  title?: ReactNode;
  /**
   * Shown (and announced once) when the time runs out.
   * @default "Time is expired"
   */
  expiredAlertText?: string;
  /** A Date, epoch ms, or "yyyy/mm/dd hh:mm[:ss]" (or with -) in local time. */
  startDate: CounterDateInput;
  /** The same forms as `startDate`; must be later. */
  endDate: CounterDateInput;
  /**
   * The bar's height: 4, 14, 20, 32 or 10 px.
   * @default "default"
   */
  progressbarSize?: ProgressbarSize;
  /**
   * Any CSS colour for the bar's fill.
   * @default the theme's accent
   */
  progressbarColor?: string;
  /** Added to the root element. */
  className?: string;
  /**
   * Texts, merged over the defaults.
   * @default English: see the labels table
   */
  labels?: Partial<CounterLabels>;
  /**
   * Text under the bar; receives the rounded percentages. Return null to hide it.
   * @default (past, missing) => `${past}% elapsed · ${missing}% to go`
   */
  formatProgress?: (pastPercentage: number, missingPercentage: number) => ReactNode;
  /** One clock reading for server render and hydration (e.g. `Date.now()` from a loader). */
  initialNow?: number;
  /** Called once when the countdown is or becomes expired. */
  onExpired?: () => void;
};

export const defaultLabels: CounterLabels = { days: "Days", hours: "Hours", minutes: "Minutes", seconds: "Seconds", progress: "Time elapsed" };

const pad = (n: number) => String(n).padStart(2, "0");
const defaultFormat = (past: number, missing: number) => `${past}% elapsed · ${missing}% to go`;

// createVar() gives "var(--name)"; an inline style needs the bare custom property name.
const propertyName = (cssVar: string) => cssVar.replace(/^var\((--[^),]+)\)$/, "$1");

/**
 * A countdown to `endDate` with a progress bar of the time gone since `startDate`.
 *
 * @example
 * <Counter title="Launch" startDate="2025/01/01 09:00" endDate="2025/03/01 09:00" onExpired={...} />
 */
export const Counter = forwardRef<HTMLDivElement, CounterProps & RootProps>(function Counter({
  title,
  expiredAlertText = "Time is expired",
  startDate,
  endDate,
  progressbarSize = "default",
  progressbarColor,
  className,
  labels: labelOverrides,
  formatProgress = defaultFormat,
  initialNow,
  onExpired,
  ...root
}, ref) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const { status, values } = useCountdown({ startDate, endDate, initialNow, onExpired });
  const show = (n: number | undefined, padded = true) => (n === undefined ? "--" : padded ? pad(n) : String(n));
  const units = [
    { key: "days", label: labels.days, value: show(values?.days, false) },
    { key: "hours", label: labels.hours, value: show(values?.hours) },
    { key: "minutes", label: labels.minutes, value: show(values?.minutes) },
    { key: "seconds", label: labels.seconds, value: show(values?.seconds) },
  ];
  const past = values?.pastPercentage ?? 0;
  const barStyle = progressbarColor ? ({ [propertyName(styles.barColor)]: progressbarColor } as CSSProperties) : undefined;

  return (
    <div ref={ref} {...root} className={cx(styles.root, className)} data-state={status}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {/* role=timer is a live region that is off by default: the digits never announce each second. */}
      <div role="timer" className={styles.timer} aria-label={typeof title === "string" ? title : "Countdown"}>
        <ul className={styles.units}>
          {units.map((unit) => (
            <li key={unit.key} className={styles.unit} data-unit={unit.key}>
              <span className={styles.value}>{unit.value}</span> <span className={styles.label}>{unit.label}</span>
            </li>
          ))}
        </ul>
      </div>
      {/* Announced once, when it fills; empty until then. */}
      <p role="status" className={styles.alert}>
        {status === "expired" ? expiredAlertText : ""}
      </p>
      <div
        className={[styles.track, styles.size[progressbarSize] ?? styles.size.default].join(" ")}
        style={barStyle}
        role="progressbar"
        aria-label={labels.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={values ? past : undefined}
        aria-valuetext={values ? `${past}%` : undefined}
      >
        <div className={styles.fill} style={{ transform: `scaleX(${past / 100})` }} />
      </div>
      {values && formatProgress ? <p className={styles.progressText}>{formatProgress(past, values.missingPercentage)}</p> : null}
    </div>
  );
});
