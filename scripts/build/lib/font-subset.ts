// Which characters the site's web font must hold: every printable ASCII character (code samples,
// URLs and whatever an owner types next), and every other character that the content or the
// interface's own words use. A character outside the set still shows, in the fallback font.

/** Printable ASCII, space to tilde. */
export const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join("");

/**
 * The characters to keep: ASCII plus those the texts use, sorted, each once; controls and line
 * breaks left out.
 * @example subsetCharacters(["Perché è così"]) // ASCII + "èé" … (sorted, no duplicates)
 */
export function subsetCharacters(texts: Iterable<string>): string {
  const found = new Set(ASCII);
  for (const text of texts) {
    for (const character of text) {
      if (/[\p{Cc}\p{Zl}\p{Zp}]/u.test(character)) continue;
      found.add(character);
    }
  }
  return [...found].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join("");
}
