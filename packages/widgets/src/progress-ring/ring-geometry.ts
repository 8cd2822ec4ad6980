/** Sizes that decide how a ring is drawn; every length is in SVG user units (CSS pixels). */
export type RingShape = {
  radius: number;
  outerStrokeWidth: number;
  innerStrokeWidth: number;
};

export type RingGeometry = {
  /** Width and height of the square viewBox. */
  size: number;
  center: number;
  circumference: number;
};

/**
 * The square box that holds a ring whose strokes are centred on `radius`.
 * @example ringGeometry({ radius: 100, outerStrokeWidth: 16, innerStrokeWidth: 1 }).size // 216
 */
export function ringGeometry({ radius, outerStrokeWidth, innerStrokeWidth }: RingShape): RingGeometry {
  const size = 2 * radius + Math.max(outerStrokeWidth, innerStrokeWidth);
  return { size, center: size / 2, circumference: 2 * Math.PI * radius };
}

/**
 * The number shown in the ring: the percent, never below 0 nor above `maxPercent`.
 * @example displayedPercent(1200, 1000) // 1000
 */
export function displayedPercent(percent: number, maxPercent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(Math.max(percent, 0), Math.max(maxPercent, 0));
}

/**
 * The `stroke-dashoffset` that draws `percent` of the circle; the arc is full from 100 up.
 * @example dashOffset(25, 400) // 300
 */
export function dashOffset(percent: number, circumference: number): number {
  const fraction = Math.min(Math.max(percent, 0), 100) / 100;
  return circumference * (1 - fraction);
}

/**
 * Ease-out cubic: fast start, gentle landing, as a counter that slows onto its value.
 * @example easeOutCubic(1) // 1
 */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(Math.max(t, 0), 1);
  return 1 - (1 - clamped) ** 3;
}

/**
 * The value shown `elapsed` ms into an animation from 0 to `target` lasting `duration` ms.
 * @example frameValue(80, 250, 500) // 70
 */
export function frameValue(target: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return target;
  return Math.round(target * easeOutCubic(elapsed / duration));
}
