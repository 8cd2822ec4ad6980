// Functions for the widgets' stylesheets (a .css.ts file may export only values, so they live here).
import { theme } from "./theme.css.js";

/** A multiple of the spacing unit: `space(0.5)` is 0.5rem by default. */
export const space = (multiple: number) => `calc(${theme.space} * ${multiple})`;

/**
 * A colour at a fixed opacity over whatever is behind it, from an opaque theme colour.
 * `mix(theme.color.tint, 3)` is `rgba(0, 0, 0, 0.03)` by default.
 */
export const mix = (color: string, percent: number) => `color-mix(in srgb, ${color} ${percent}%, transparent)`;
