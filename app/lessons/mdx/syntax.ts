// The one syntax theme: the MDX plugin highlights with it, and syntax.css.ts turns its colours
// into classes. Token colours become classes, not inline styles, so highlighted code needs no
// `style` attributes and survives a strict Content-Security-Policy.
export { default as syntaxTheme } from "shiki/themes/everforest-dark.mjs";

/**
 * The class a token of this colour carries: colorClass("#A7C080") === "sh-a7c080"
 * @param color a hex colour as the theme or shiki spells it
 */
export function colorClass(color: string): string {
  return `sh-${color.replace("#", "").toLowerCase()}`;
}

/** Classes for shiki's FontStyle bit flags (1 italic, 2 bold, 4 underline). */
export const fontStyleClasses = { 1: "sh-i", 2: "sh-b", 4: "sh-u" } as const;
