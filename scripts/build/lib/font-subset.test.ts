import { expect, test } from "vitest";
import { ASCII, subsetCharacters } from "./font-subset";

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
