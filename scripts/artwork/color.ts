// Small colour helpers working on "#rrggbb" strings.

import type { Random } from "./prng.ts";

export type Rgb = [r: number, g: number, b: number];

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace("#", "");
  const channel = (i: number) => parseInt(h.slice(i, i + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

export function rgbToHex([r, g, b]: readonly number[]): string {
  const c = (v = 0) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix: mix("#000000", "#ffffff", 0.5) -> "#808080" */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((v, i) => v + (y[i]! - v) * t));
}

export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, "#ffffff", amount) : mix(hex, "#000000", -amount);
}

/** Random variation of a colour, +-amount per channel. */
export function jitter(hex: string, rnd: Random, amount = 12): string {
  return rgbToHex(hexToRgb(hex).map((v) => v + rnd.range(-amount, amount)));
}
