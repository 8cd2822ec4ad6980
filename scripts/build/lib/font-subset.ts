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

/**
 * Every character of the site's texts under `appDir`: the content (JSON, lessons) and the
 * interface's own words (components and routes); tests and generated files say nothing a visitor
 * reads.
 */
export async function siteCharacters(appDir: string): Promise<string> {
  const { readdir, readFile } = await import("node:fs/promises");
  const path = await import("node:path");
  const entries = await readdir(appDir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.(json|mdx|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}generated${path.sep}`));
  return subsetCharacters(await Promise.all(files.map((file) => readFile(file, "utf8"))));
}

/** The web font's face of `style`, cut down to `characters`, as WOFF2 (its weight axis whole). */
export async function subsetWebFont(style: "normal" | "italic", characters: string): Promise<Buffer> {
  const { createRequire } = await import("node:module");
  const { readFile } = await import("node:fs/promises");
  const { default: subsetFont } = await import("subset-font");
  const { WEB_FONT } = await import("../../../app/styles/web-font");
  const source = await readFile(createRequire(import.meta.url).resolve(WEB_FONT.sources[style]));
  return subsetFont(source, characters, { targetFormat: "woff2" });
}
