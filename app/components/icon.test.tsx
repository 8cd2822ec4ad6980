// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { iconNames } from "~/content/schemas";
import { Icon, ICON_NAMES, ICON_SPRITE } from "./icon";

const sprite = new DOMParser().parseFromString(readFileSync(join(process.cwd(), "public", ICON_SPRITE), "utf8"), "image/svg+xml");

test("every icon name the content may use has a glyph", () => {
  const glyphs: readonly string[] = ICON_NAMES;
  expect(iconNames.filter((name) => !glyphs.includes(name))).toEqual([]);
});

test("the sprite holds exactly the named glyphs, each a 24x24 symbol with a path", () => {
  expect(sprite.querySelector("parsererror")).toBeNull();
  const symbols = [...sprite.querySelectorAll("symbol")];
  expect(symbols.map((s) => s.id)).toEqual([...ICON_NAMES]);
  for (const symbol of symbols) {
    expect(symbol.getAttribute("viewBox"), symbol.id).toBe("0 0 24 24");
    expect(symbol.querySelector("path")?.getAttribute("d"), symbol.id).toMatch(/^[Mm][\d.\s,a-zA-Z-]+$/);
  }
});

test("an icon is decorative and points at its symbol", () => {
  const html = renderToStaticMarkup(<Icon name="github" size={20} className="x" />);
  expect(html).toBe(
    '<svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" class="x"><use href="/icons.svg#github"></use></svg>',
  );
});
