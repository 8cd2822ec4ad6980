// Small colour helpers working on "#rrggbb" strings.

export function hexToRgb(hex) {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

export function rgbToHex([r, g, b]) {
  const c = (v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix: mix("#000000", "#ffffff", 0.5) -> "#808080" */
export function mix(a, b, t) {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((v, i) => v + (y[i] - v) * t));
}

export function shade(hex, amount) {
  return amount >= 0 ? mix(hex, "#ffffff", amount) : mix(hex, "#000000", -amount);
}

/** Random variation of a colour, +-amount per channel. */
export function jitter(hex, rnd, amount = 12) {
  return rgbToHex(hexToRgb(hex).map((v) => v + rnd.range(-amount, amount)));
}
