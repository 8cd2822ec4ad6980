// Tiny helpers to build SVG strings.
import { createRandom, type Random, type Seed } from "./prng.ts";

/** [x, y] */
export type Point = readonly number[];
/** A gradient stop: offset, colour and opacity (1 when left out). */
export type Stop = readonly [offset: number, color: string, opacity?: number];
export type GradientOptions = { units?: "userSpaceOnUse" | "objectBoundingBox" | undefined };

export const f = (n: number): string => (Math.round(n * 10) / 10).toString();

/** Points [[x,y],...] -> "M x,y L x,y ..." */
export function polyline(points: readonly Point[], close = false): string {
  let d = `M${f(points[0][0])},${f(points[0][1])}`;
  for (let i = 1; i < points.length; i++) d += `L${f(points[i][0])},${f(points[i][1])}`;
  return close ? `${d}Z` : d;
}

/** Smooth path through points (Catmull-Rom converted to cubic Beziers). */
export function smoothPath(points: readonly Point[], close = false): string {
  const p = points;
  let d = `M${f(p[0][0])},${f(p[0][1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? p[i];
    const p1 = p[i]!;
    const p2 = p[i + 1]!;
    const p3 = p[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

export function linearGradient(
  id: string,
  stops: readonly Stop[],
  { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units }: GradientOptions & { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  const u = units ? ` gradientUnits="${units}"` : "";
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${u}>${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join("")}</linearGradient>`;
}

export function radialGradient(
  id: string,
  stops: readonly Stop[],
  { cx = 0.5, cy = 0.5, r = 0.5, units }: GradientOptions & { cx?: number; cy?: number; r?: number } = {},
): string {
  const u = units ? ` gradientUnits="${units}"` : "";
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${u}>${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join("")}</radialGradient>`;
}

export function esc(text: string | number): string {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * What every drawing shares: its size, a seeded random source, <defs>, the body, and unique ids.
 * @example class Scene extends SvgCanvas { … }  new Scene(1600, 1067, "etna-1").toSvg()
 */
export class SvgCanvas {
  w: number;
  h: number;
  rnd: Random;
  defs: string[];
  body: string[];
  ids: number;

  constructor(w: number, h: number, seed: Seed) {
    this.w = w;
    this.h = h;
    this.rnd = createRandom(seed);
    this.defs = [];
    this.body = [];
    this.ids = 0;
  }

  id(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  add(s: string): void {
    this.body.push(s);
  }

  toSvg(): string {
    return svgDoc(this.w, this.h, this.defs, this.body);
  }
}

export function svgDoc(w: number, h: number, defs: readonly string[], body: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" color-interpolation-filters="sRGB"><defs>${defs.join("")}</defs>${body.join("")}</svg>`;
}

/** 1-D midpoint displacement, n+1 values (n a power of two), roughly in [-1, 1]. */
export function fractal1d(rnd: Random, n: number, roughness = 0.55): number[] {
  const v = new Array<number>(n + 1).fill(0);
  v[0] = rnd.range(-0.5, 0.5);
  v[n] = rnd.range(-0.5, 0.5);
  let step = n;
  let amp = 1;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < n; i += step) v[i] = (v[i - half] + v[i + half]) / 2 + rnd.range(-amp, amp);
    amp *= roughness;
    step = half;
  }
  return v;
}

/** Sample a fractal1d array at t in [0,1] with linear interpolation. */
export function sample(arr: readonly number[], t: number): number {
  const x = Math.max(0, Math.min(1, t)) * (arr.length - 1);
  const i = Math.floor(x);
  const j = Math.min(arr.length - 1, i + 1);
  return arr[i] + (arr[j] - arr[i]) * (x - i);
}
