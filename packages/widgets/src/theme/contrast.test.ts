// The theme's colours as the widgets pair them, held to WCAG AA: text 4.5:1 (1.4.3), controls'
// borders, focus rings and graphics 3:1 (1.4.11), for the light defaults and the dark ones the
// README's snippet sets. Overlays (stripes, the selected row, the countdown's cells, the tags on a
// photo) are composited as the browser paints them: `color-mix(in srgb, colour p%, transparent)`
// over what is behind.
import { describe, expect, test } from "vitest";
import { themeDarkDefaults, themeDefaults } from "./tokens.js";

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
/** WCAG's contrast ratio of two opaque colours. */
const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
/** `colour` at `percent` opacity over `behind`. */
const over = (colour: Rgb, percent: number, behind: Rgb): Rgb => colour.map((value, i) => value * (percent / 100) + behind[i]! * (1 - percent / 100)) as Rgb;

const WHITE = rgb("#ffffff");
const themes = {
  light: themeDefaults.color,
  dark: { ...themeDefaults.color, ...themeDarkDefaults.color },
};

for (const [name, colours] of Object.entries(themes)) {
  describe(`the ${name} theme`, () => {
    const c = Object.fromEntries(
      Object.entries(colours)
        .filter(([, value]) => value.startsWith("#"))
        .map(([key, value]) => [key, rgb(value)]),
    ) as Record<keyof typeof themeDefaults.color, Rgb>;
    const page = c.surface;
    // [what, foreground, background, minimum]
    const pairs: [string, Rgb, Rgb, number][] = [
      ["body text", c.text, page, 4.5],
      ["secondary text, placeholders", c.muted, page, 4.5],
      ["links, the current page, active filters", c.accent, page, 4.5],
      ["the countdown's expired text", c.danger, page, 4.5],
      ["text on an accent fill", c.accentContrast, c.accent, 4.5],
      ["tooltips", c.onInverse, c.inverse, 4.5],
      ["a table's striped row", c.text, over(c.tint, 3, page), 4.5],
      ["a table's selected row", c.text, over(c.accent, 12, page), 4.5],
      ["the countdown's unit names on their cells", c.muted, over(c.tint, 5, page), 4.5],
      ["a slide's tag over a white photo", c.onScrim, over(c.scrim, 78, WHITE), 4.5],
      ["carousel controls over a white photo", c.onScrim, over(c.scrim, 68, WHITE), 3],
      ["inputs', selects' and buttons' borders", c.borderStrong, page, 3],
      ["focus rings", c.focus, page, 3],
      ["focus rings on the carousel's controls", c.focusOnScrim, over(c.scrim, 68, WHITE), 3],
      ["the countdown's bar and the ring's arc", c.accent, c.border, 3],
    ];
    test.each(pairs)("%s", (_what, foreground, background, minimum) => {
      expect(contrast(foreground, background)).toBeGreaterThanOrEqual(minimum);
    });
  });
}

test("the contrast arithmetic is WCAG's: black on white is 21:1, #767676 on white 4.54:1", () => {
  expect(contrast(rgb("#000000"), WHITE)).toBeCloseTo(21, 5);
  expect(contrast(rgb("#767676"), WHITE)).toBeCloseTo(4.54, 2);
});
