/**
 * The theme editor's rules, kept pure: which input edits a custom property, and the style object
 * that applies the edited values to the examples.
 */

/** A `#rgb` or `#rrggbb` colour, which a colour input can show; other values get a text input. */
export function isHexColor(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());
}

/**
 * The value a colour input shows for a hex colour (it only takes `#rrggbb`).
 * @example colorInputValue("#FFF") // "#ffffff"
 */
export function colorInputValue(value: string): string {
  const hex = value.trim().toLowerCase();
  return hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join("")}` : hex;
}

/**
 * The edited custom properties as a React style object: every value the visitor typed, even one
 * equal to what is in effect now (the theme may change under it); an emptied field is left out,
 * so the property falls back to the page's value.
 * @example themeStyle({ "--dmw-color-accent": " teal ", "--dmw-space": "" }) // { "--dmw-color-accent": "teal" }
 */
export function themeStyle(values: Readonly<Record<string, string>>): Record<string, string> {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const trimmed = value.trim();
    if (name.startsWith("--dmw-") && trimmed) style[name] = trimmed;
  }
  return style;
}
