import type { CSSProperties, ReactNode } from "react";
import * as styles from "./counter.css";
import { useCountdown } from "./use-countdown";
import type { CounterDateInput } from "./time-left";

export type ProgressbarSize = "sm" | "md" | "lg" | "xxl" | "default";

export type CounterProps = {
  title?: ReactNode;
  /** Shown (and announced once) when the time runs out. */
  expiredAlertText?: string;
  /** A Date, epoch ms, or "yyyy/mm/dd hh:mm[:ss]" (or with -) in local time. */
  startDate: CounterDateInput;
  endDate: CounterDateInput;
  progressbarSize?: ProgressbarSize;
  /** Any CSS colour for the bar's fill. */
  progressbarColor?: string;
  customClass?: string;
  daysLabel?: string;
  hoursLabel?: string;
  minutesLabel?: string;
  secondsLabel?: string;
  /** Accessible name of the progress bar. */
  progressLabel?: string;
  /** Text under the bar; receives the rounded percentages. Return null to hide it. */
  formatProgress?: (pastPercentage: number, missingPercentage: number) => ReactNode;
  /** One clock reading for server render and hydration (e.g. `Date.now()` from a loader). */
  initialNow?: number;
  /** Called once when the countdown is or becomes expired. */
  onExpired?: () => void;
};

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
export function Counter({
  title,
  expiredAlertText = "Time is expired",
  startDate,
  endDate,
  progressbarSize = "default",
  progressbarColor,
  customClass,
  daysLabel = "Days",
  hoursLabel = "Hours",
  minutesLabel = "Minutes",
  secondsLabel = "Seconds",
  progressLabel = "Time elapsed",
  formatProgress = defaultFormat,
  initialNow,
  onExpired,
}: CounterProps) {
  const { status, values } = useCountdown({ startDate, endDate, initialNow, onExpired });
  const show = (n: number | undefined, padded = true) => (n === undefined ? "--" : padded ? pad(n) : String(n));
  const units = [
    { key: "days", label: daysLabel, value: show(values?.days, false) },
    { key: "hours", label: hoursLabel, value: show(values?.hours) },
    { key: "minutes", label: minutesLabel, value: show(values?.minutes) },
    { key: "seconds", label: secondsLabel, value: show(values?.seconds) },
  ];
  const past = values?.pastPercentage ?? 0;
  const barStyle = progressbarColor ? ({ [propertyName(styles.barColor)]: progressbarColor } as CSSProperties) : undefined;

  return (
    <div className={[styles.root, customClass].filter(Boolean).join(" ")} data-state={status}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {/* role=timer is a live region that is off by default: the digits never announce each second. */}
      <div role="timer" aria-label={typeof title === "string" ? title : "Countdown"}>
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
        aria-label={progressLabel}
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
}
