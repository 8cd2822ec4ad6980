import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { expect, test } from "vitest";
import { criticalCss, criticalRules, staticShape } from "./critical-css";

const doc = (body: string) => new JSDOM(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).window.document;

test("a selector's static shape drops states, attributes and pseudo-elements, and stays a selector", () => {
  expect(staticShape(":root[data-theme=dark] .card:hover::after")).toBe("html .card");
  expect(staticShape(".list > [data-state=open]")).toBe(".list > *");
  expect(staticShape("[data-js] .toggle")).toBe("* .toggle");
  expect(staticShape("a:not(.b), .c :is(.d, .e)")).toBe("a, .c *");
  expect(staticShape(".a:focus-visible + .b")).toBe(".a + .b");
});

test("rules whose elements are not in the document are left out; the rest keep their order", () => {
  const css = ".a{color:red}.missing{color:blue}.b:hover{color:green}p .a{margin:0}";
  expect(criticalRules(doc('<p><span class="a"></span><span class="b"></span></p>'), css)).toBe(".a{color:red}.b:hover{color:green}p .a{margin:0}");
});

test("a selector list is kept when any one of its selectors can apply; ids and element names, SVG's included, count", () => {
  const document = doc('<h2 id="top" class="a">x</h2><svg><linearGradient id="g"></linearGradient></svg>');
  const css = "h1,h2,h4{margin:0}h5,h6{margin:1px}#top .a{color:red}#top.a{color:blue}#gone{color:green}linearGradient{color:black}.a .a{color:gray}";
  expect(criticalRules(document, css)).toBe("h1,h2,h4{margin:0}#top.a{color:blue}linearGradient{color:black}");
});

test("every width and every state is kept: media queries, themes the head script sets, states scripts set", () => {
  const css = [
    "@media (min-width: 768px){.a{display:grid}.missing{display:none}}",
    "@media (min-width: 1200px){.missing{display:none}}",
    ":root[data-theme=dark]{--bg:#000}",
    "@media (prefers-color-scheme: dark){:root:not([data-theme=light]){--bg:#000}}",
    ".a[data-state=open]{outline:1px solid}",
  ].join("");
  const kept = criticalRules(doc('<div class="a"></div>'), css);
  expect(kept).toBe("@media (min-width: 768px){.a{display:grid}}:root[data-theme=dark]{--bg:#000}@media (prefers-color-scheme: dark){:root:not([data-theme=light]){--bg:#000}}.a[data-state=open]{outline:1px solid}");
});

test("keyframes, font faces and comments: the first two are kept whole, comments go", () => {
  const css = "/* note */@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(/x.woff2)}.gone{color:red}";
  expect(criticalRules(doc(""), css)).toBe("@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(/x.woff2)}");
});

test("a selector the matcher cannot read keeps its rule", () => {
  expect(criticalRules(doc(""), ".a:unknown-thing(:::){color:red}")).toContain("color:red");
});

test("the CSS of a document comes from every stylesheet it links, in order, with a link's media kept", () => {
  const dir = mkdtempSync(join(tmpdir(), "critical-"));
  mkdirSync(join(dir, "build"));
  writeFileSync(join(dir, "build/one.css"), ".a{color:red}.b{color:blue}");
  writeFileSync(join(dir, "build/two.css"), ".c{color:green}");
  const html = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/build/one.css"><link rel="stylesheet" href="/build/two.css?v=1" media="print"></head><body><i class="a"></i><i class="c"></i></body></html>';
  expect(criticalCss(html, dir)).toBe(".a{color:red}\n@media print{.c{color:green}}");
  expect(criticalCss("<!DOCTYPE html><p>no styles</p>", dir)).toBe("");
  expect(() => criticalCss('<link rel="stylesheet" href="https://cdn.example/x.css">', dir)).toThrow(/not a file of this site/);
  // Inside <style>, "</style" would end the element: it comes out escaped (CSS reads \3c as "<").
  writeFileSync(join(dir, "build/tricky.css"), '.a::after{content:"</style><script>x()</script>"}');
  const tricky = criticalCss('<link rel="stylesheet" href="/build/tricky.css"><i class="a">', dir);
  expect(tricky).toContain("content:");
  expect(tricky).not.toMatch(/<\/style/i);
});
