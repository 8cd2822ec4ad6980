"use client";

import { forwardRef, useRef, type CSSProperties } from "react";
import { useMergedRef } from "../shared/hooks.js";
import type { WithRootProps } from "../shared/root-props.js";
import { cx } from "../shared/utils.js";
import * as styles from "./progress-ring.css.js";
import { dashOffset, displayedPercent, ringGeometry } from "./ring-geometry.js";
import { useRingValue } from "./use-ring-value.js";

/** Every text the ring shows or announces besides its `label`. */
export type ProgressRingLabels = {
  /** Text after the number, shown and in the accessible name. */
  units: string;
};

export const defaultLabels: ProgressRingLabels = { units: "%" };

export type ProgressRingProps = {
  /** The value to reach, in percent (100 draws a full circle; more keeps it full). */
  percent: number;
  /** What the ring measures, e.g. the technology; it names the ring with the value. */
  label: string;
  /**
   * Shows `label` under the ring.
   * @default false
   */
  showLabel?: boolean;
  /**
   * The highest number the ring will show; the arc itself stops at 100.
   * @default 1000
   */
  maxPercent?: number;
  /**
   * Radius of both circles, in SVG units.
   * @default 90
   */
  radius?: number;
  /**
   * Width of the progress arc.
   * @default 8
   */
  outerStrokeWidth?: number;
  /**
   * Width of the track under it.
   * @default 4
   */
  innerStrokeWidth?: number;
  /**
   * Length of the count-up, in ms; 0 draws the final value at once.
   * @default 500
   */
  animationDuration?: number;
  /**
   * Waits until the ring scrolls into view before animating; false animates on mount.
   * @default true
   */
  lazy?: boolean;
  /**
   * Any CSS colour for the arc (the ring's own `--dmw-progress-ring-color` custom property).
   * @default the theme's accent
   */
  color?: string;
  /**
   * Texts, merged over the defaults.
   * @default English: see the labels table
   */
  labels?: Partial<ProgressRingLabels>;
  /** Added to the root element. */
  className?: string;
};

/**
 * A circular progress ring (SVG) that counts up from 0 when it scrolls into view. Without
 * JavaScript, or under reduced motion, it shows its final value at once.
 *
 * @example
 * <ProgressRing percent={70} label="css" radius={100} outerStrokeWidth={16} innerStrokeWidth={1} animationDuration={300} />
 */
export const ProgressRing = forwardRef<HTMLDivElement, WithRootProps<ProgressRingProps, "div">>(function ProgressRing(
  {
    percent,
    label,
    showLabel = false,
    maxPercent = 1000,
    labels,
    radius = 90,
    outerStrokeWidth = 8,
    innerStrokeWidth = 4,
    animationDuration = 500,
    lazy = true,
    color,
    className,
    style,
    ...root
  },
  forwardedRef,
) {
  const { units } = { ...defaultLabels, ...labels };
  const ref = useRef<HTMLDivElement>(null);
  const target = displayedPercent(percent, maxPercent);
  const { value, state } = useRingValue(ref, target, animationDuration, lazy);
  const { size, center, circumference } = ringGeometry({ radius, outerStrokeWidth, innerStrokeWidth });
  const text = `${target}${units}`;

  return (
    <div
      {...root}
      ref={useMergedRef(ref, forwardedRef)}
      className={cx(styles.root, className)}
      style={color ? ({ ...style, [styles.colorProperty]: color } as CSSProperties) : style}
      role="progressbar"
      aria-label={`${label} ${text}`}
      aria-valuemin={0}
      aria-valuemax={Math.max(100, target)}
      aria-valuenow={target}
      aria-valuetext={text}
      data-state={state}
    >
      <svg className={styles.svg} data-part="svg" viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle className={styles.track} data-part="track" cx={center} cy={center} r={radius} fill="none" strokeWidth={innerStrokeWidth} />
        <circle
          className={styles.arc}
          data-part="arc"
          cx={center}
          cy={center}
          r={radius}
          fill="none"
          strokeWidth={outerStrokeWidth}
          strokeLinecap={value > 0 ? "round" : "butt"}
          strokeDasharray={circumference}
          strokeDashoffset={dashOffset(value, circumference)}
        />
        <text className={styles.value} data-part="value" x="50%" y="50%" fontSize={radius * 0.5}>
          {value}
          <tspan className={styles.units} data-part="units">
            {units}
          </tspan>
        </text>
      </svg>
      {showLabel ? (
        <span className={styles.label} data-part="label" aria-hidden="true">
          {label}
        </span>
      ) : null}
    </div>
  );
});
