"use client";

import { forwardRef, type CSSProperties, type ReactNode } from "react";
import { useControllableState, useHydrated } from "../shared/hooks.js";
import type { WithRootProps } from "../shared/root-props.js";
import { cx } from "../shared/utils.js";
import * as styles from "./counter.css.js";
import { useCountdown } from "./use-countdown.js";
import type { CounterDateInput, TimeLeft } from "./time-left.js";

/** The bar's height, thinnest first: sm 4 px, default 10, md 14, lg 20, xl 26, xxl 32. */
export type ProgressbarSize = "sm" | "default" | "md" | "lg" | "xl" | "xxl";

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
  /** Shown (and announced once) when the time runs out. */
  expired: string;
  /** Text under the bar, from the rounded percentages; an empty string hides it. */
  progressText: (pastPercentage: number, missingPercentage: number) => string;
  /** Accessible name of the digits when `title` is not a string. */
  timer: string;
  /** The pause button while the countdown runs (with `pauseButton`). */
  pause: string;
  /** The pause button while the countdown is paused. */
  resume: string;
};

/** Why `paused` changed: the pause button was pressed. */
export type PausedChangeDetails = { reason: "button" };

export type CounterProps = {
  /** Shown above the digits; a string also names the timer. */
  title?: ReactNode;
  /** A Date, epoch ms, or "yyyy/mm/dd hh:mm[:ss]" (or with -) in local time. */
  startDate: CounterDateInput;
  /** The same forms as `startDate`; must be later. */
  endDate: CounterDateInput;
  /**
   * The bar's height: sm 4 px, default 10, md 14, lg 20, xl 26, xxl 32.
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
  /** One clock reading for server render and hydration (e.g. `Date.now()` from a loader). */
  initialNow?: number;
  /**
   * The clock, in epoch ms: e.g. the server's time, `() => Date.now() + offset`.
   * @default Date.now
   */
  now?: () => number;
  /** Whether the countdown is paused, controlled: pair it with `onPausedChange`. Paused, it holds the time left; resumed, it counts down from there (its end comes later by the pause). */
  paused?: boolean;
  /**
   * Whether it starts paused when uncontrolled.
   * @default false
   */
  defaultPaused?: boolean;
  /** The pause button was pressed: the new `paused` and `{ reason: "button" }`. */
  onPausedChange?: (paused: boolean, details: PausedChangeDetails) => void;
  /**
   * Shows a pause/resume button (WCAG 2.2.2: a way to stop what updates by itself).
   * @default false
   */
  pauseButton?: boolean;
  /** Every second while it runs, with the time left (`total` ms, days, hours, minutes, seconds). */
  onTick?: (timeLeft: TimeLeft) => void;
  /** Called once when the countdown is or becomes expired. */
  onExpired?: () => void;
};

export const defaultLabels: CounterLabels = {
  days: "Days",
  hours: "Hours",
  minutes: "Minutes",
  seconds: "Seconds",
  progress: "Time elapsed",
  expired: "Time is expired",
  progressText: (past, missing) => `${past}% elapsed · ${missing}% to go`,
  timer: "Countdown",
  pause: "Pause",
  resume: "Resume",
};

const pad = (n: number) => String(n).padStart(2, "0");

// createVar() gives "var(--name)"; an inline style needs the bare custom property name.
const propertyName = (cssVar: string) => cssVar.replace(/^var\((--[^),]+)\)$/, "$1");

/**
 * A countdown to `endDate` with a progress bar of the time gone since `startDate`; it can pause,
 * controlled (`paused` + `onPausedChange`) or not (`defaultPaused`, `pauseButton`).
 *
 * @example
 * <Counter title="Launch" startDate="2025/01/01 09:00" endDate="2025/03/01 09:00" pauseButton onExpired={...} />
 */
export const Counter = forwardRef<HTMLDivElement, WithRootProps<CounterProps, "div">>(function Counter(
  {
    title,
    startDate,
    endDate,
    progressbarSize = "default",
    progressbarColor,
    className,
    labels: labelOverrides,
    initialNow,
    now,
    paused: pausedProp,
    defaultPaused = false,
    onPausedChange,
    pauseButton = false,
    onTick,
    onExpired,
    ...root
  },
  ref,
) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const [paused, setPaused] = useControllableState(pausedProp, defaultPaused, onPausedChange);
  const { status, values } = useCountdown({ startDate, endDate, initialNow, now, paused, onTick, onExpired });
  // The button needs JavaScript, and a countdown that ticks.
  const hydrated = useHydrated();
  const show = (n: number | undefined, padded = true) => (n === undefined ? "--" : padded ? pad(n) : String(n));
  const units = [
    { key: "days", label: labels.days, value: show(values?.days, false) },
    { key: "hours", label: labels.hours, value: show(values?.hours) },
    { key: "minutes", label: labels.minutes, value: show(values?.minutes) },
    { key: "seconds", label: labels.seconds, value: show(values?.seconds) },
  ];
  const past = values?.pastPercentage ?? 0;
  const progressText = values ? labels.progressText(past, values.missingPercentage) : "";
  const barStyle = progressbarColor ? ({ [propertyName(styles.barColor)]: progressbarColor } as CSSProperties) : undefined;

  return (
    <div ref={ref} {...root} className={cx(styles.root, className)} data-state={status}>
      {title ? (
        <p className={styles.title} data-part="title">
          {title}
        </p>
      ) : null}
      {/* role=timer is a live region that is off by default: the digits never announce each second. */}
      <div role="timer" className={styles.timer} data-part="timer" aria-label={typeof title === "string" ? title : labels.timer}>
        <ul className={styles.units} data-part="units">
          {units.map((unit) => (
            <li key={unit.key} className={styles.unit} data-part="unit" data-unit={unit.key}>
              <span className={styles.value} data-part="value">
                {unit.value}
              </span>{" "}
              <span className={styles.label} data-part="label">
                {unit.label}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {/* Announced once, when it fills; empty until then. */}
      <p role="status" className={styles.alert} data-part="expired">
        {status === "expired" ? labels.expired : ""}
      </p>
      {pauseButton ? (
        <button
          type="button"
          className={styles.pause}
          data-part="pause"
          disabled={!hydrated || (status !== "running" && status !== "paused")}
          onClick={() => setPaused(!paused, { reason: "button" })}
        >
          {paused ? labels.resume : labels.pause}
        </button>
      ) : null}
      <div
        className={[styles.track, styles.size[progressbarSize] ?? styles.size.default].join(" ")}
        data-part="bar"
        style={barStyle}
        role="progressbar"
        aria-label={labels.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={values ? past : undefined}
      >
        <div className={styles.fill} data-part="fill" style={{ transform: `scaleX(${past / 100})` }} />
      </div>
      {progressText ? (
        <p className={styles.progressText} data-part="progress-text">
          {progressText}
        </p>
      ) : null}
    </div>
  );
});
