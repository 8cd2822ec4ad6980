import { expect, test } from "vitest";
import { server } from "../../../tests/setup-unit";
import { ASCII, siteCharacters, subsetCharacters, subsetWebFont } from "./font-subset";

test("ASCII is the 95 printable characters", () => {
  expect(ASCII).toHaveLength(95);
  expect(ASCII[0]).toBe(" ");
  expect(ASCII.at(-1)).toBe("~");
});

test("the subset is ASCII plus every other character the texts use, once each, in code point order", () => {
  const kept = subsetCharacters(["Perché è così “facile”…", "così"]);
  expect(kept.startsWith(ASCII)).toBe(true);
  expect(kept.slice(ASCII.length)).toBe("èéì“”…");
});

test("line breaks and control characters are not glyphs to keep", () => {
  expect(subsetCharacters(["a\nb\tc\r\u2028"])).toBe(ASCII);
});

test("characters beyond the Basic Multilingual Plane are kept whole", () => {
  expect(subsetCharacters(["⌘ 🙂"]).slice(ASCII.length)).toBe("⌘🙂");
});

// The real subset of the real content: every character the site uses that the family draws is
// kept, upright and italic, with the weight axis; nothing else is.
test("the subset keeps every character of the site the font has, and the weight axis", { timeout: 30_000 }, async () => {
  const characters = await siteCharacters("app");
  expect(characters).toContain("è");
  // harfbuzz and the WOFF2 encoder load their wasm through fetch (a data: URL); msw, which stops
  // every unplanned request in unit tests, steps aside for it.
  server.close();
  try {
    await subsetFor(characters);
  } finally {
    server.listen({ onUnhandledRequest: "error" });
  }
});

async function subsetFor(characters: string) {
  const { createRequire } = await import("node:module");
  const { readFileSync } = await import("node:fs");
  const fontkit = await import("fontkit");
  const { WEB_FONT } = await import("../../../app/styles/web-font");
  for (const style of ["normal", "italic"] as const) {
    const source = fontkit.create(readFileSync(createRequire(import.meta.url).resolve(WEB_FONT.sources[style]))) as import("fontkit").Font;
    const subset = fontkit.create(await subsetWebFont(style, characters)) as import("fontkit").Font;
    const drawn = [...characters].filter((character) => source.hasGlyphForCodePoint(character.codePointAt(0)!));
    expect(drawn.length).toBeGreaterThan(95);
    expect(drawn.filter((character) => !subset.hasGlyphForCodePoint(character.codePointAt(0)!)), style).toEqual([]);
    expect(subset.characterSet.length).toBeLessThanOrEqual(characters.length + 2);
    expect(Object.keys(subset.variationAxes), style).toEqual(["wght"]);
  }
}
