import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import postcss, { type AtRule } from "postcss";
import { expect, test } from "vitest";
import { FALLBACKS, firstVisitFontStack, fontFaceCss, webFontStack } from "./font-faces";
import { WEB_FONT } from "./web-font";

/** Each @font-face rule of `css` as a map of its descriptors. */
function faces(css: string): Record<string, string>[] {
  const rules: Record<string, string>[] = [];
  postcss.parse(css).walkAtRules("font-face", (rule: AtRule) => {
    const descriptors: Record<string, string> = {};
    rule.walkDecls((decl) => {
      descriptors[decl.prop] = decl.value;
    });
    rules.push(descriptors);
  });
  return rules;
}

const unquote = (family: string) => family.trim().replace(/^"|"$/g, "");

test("the web font's two faces come from the built files, with font-display: fallback", () => {
  const geist = faces(fontFaceCss()).filter((face) => unquote(face["font-family"]!) === WEB_FONT.family);
  expect(geist.map((face) => [face["font-style"], face.src])).toEqual([
    ["normal", `url(${WEB_FONT.urls.normal}) format("woff2")`],
    ["italic", `url(${WEB_FONT.urls.italic}) format("woff2")`],
  ]);
  for (const face of geist) expect(face).toMatchObject({ "font-weight": "100 900", "font-display": "fallback" });
});

test("each fallback family has a local face per weight the site uses and italic, sized to Geist's metrics", () => {
  const all = faces(fontFaceCss());
  for (const fallback of FALLBACKS) {
    const own = all.filter((face) => unquote(face["font-family"]!) === fallback.family);
    expect(own.map((face) => `${face["font-weight"]} ${face["font-style"]}`)).toEqual(["400 normal", "600 normal", "700 normal", "400 italic"]);
    for (const face of own) {
      expect(face.src).toMatch(/^local\("[^"]+"\)(, local\("[^"]+"\))*$/);
      const adjust = Number.parseFloat(face["size-adjust"]!) / 100;
      expect(adjust).toBeGreaterThan(0.5);
      // Geist's ascent (1.005 em), scaled back by the face's size-adjust.
      expect(Number.parseFloat(face["ascent-override"]!) / 100).toBeCloseTo(1.005 / adjust, 3);
      expect(face["line-gap-override"]).toBe("0%");
    }
  }
});

const named = (stack: string) => stack.split(",").map(unquote).filter((family) => !["system-ui", "sans-serif"].includes(family));

test("every family the web font's stack names before the generic ones is declared", () => {
  const declared = new Set(faces(fontFaceCss()).map((face) => unquote(face["font-family"]!)));
  for (const family of named(webFontStack)) expect(declared, family).toContain(family);
});

test("a first visit's stack names the local fonts the fallbacks are made from, and none of the declared faces", () => {
  const declared = new Set(faces(fontFaceCss()).map((face) => unquote(face["font-family"]!)));
  expect(named(firstVisitFontStack)).toEqual(["Arial", "Liberation Sans", "Arimo", "Roboto", "DejaVu Sans"]);
  for (const family of named(firstVisitFontStack)) expect(declared, family).not.toContain(family);
  // Each family is one the fallbacks' local() sources name: the same fonts, at their own size.
  const locals = new Set(FALLBACKS.flatMap((fallback) => [...fallback.local.regular, ...fallback.local.bold, ...fallback.local.italic]));
  for (const family of named(firstVisitFontStack)) expect(locals, family).toContain(family);
});

test("no stylesheet declares a font face: the document's head holds them once (decision 0006)", () => {
  const root = join(process.cwd(), "app");
  const sources = (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith(".css.ts"));
  expect(sources.length).toBeGreaterThan(0);
  for (const file of sources) expect(readFileSync(join(root, file), "utf8"), file).not.toMatch(/globalFontFace|fontFace\(/);
});
