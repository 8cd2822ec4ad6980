import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compile } from "@mdx-js/mdx";
import { expect, test } from "vitest";
import { lessons } from "../lessons";
import { lessonMdxOptions } from ".";
import { colorClass, syntaxTheme } from "./syntax";

/** Compiles the lesson `slug` to JSX source with the lesson pipeline. */
async function compileAs(slug: string, source: string): Promise<string> {
  const file = await compile(source, { jsx: true, jsxRuntime: "automatic", ...lessonMdxOptions(slug) } as Parameters<typeof compile>[1]);
  return String(file);
}

const LESSON = "prova";

test("the body is wrapped in LessonArticle with its slug, table of contents and reading time", async () => {
  const out = await compileAs(LESSON, "Intro.\n\n## Cos'è `this`\n\nTesto.\n\n### Un dettaglio\n\n## Cos'è `this`\n");
  // The components come from what the lesson is rendered with (lesson-body.server.ts), not imports.
  expect(out).not.toMatch(/^import /m);
  expect(out).toContain('<LessonArticle slug="prova"');
  expect(out).toMatch(/"id": "cos-e-this",\s*"text": "Cos'è this"/);
  expect(out).toContain('"id": "cos-e-this-2"');
  expect(out).toContain('"depth": 3');
  expect(out).toContain("minutes={1}");
});

test("headings get ids and a link to themselves", async () => {
  const out = await compileAs(LESSON, "## Le arrow function\n");
  expect(out).toContain('<_components.h2 id="le-arrow-function"><_components.a href="#le-arrow-function">');
});

test("a lesson may not write its own h1", async () => {
  await expect(compileAs(LESSON, "# Titolo\n")).rejects.toThrow(/starts at ## headings/);
});

test("code is highlighted at build time with classes, never inline styles", async () => {
  const out = await compileAs(LESSON, '```js\nconst x = "a"; // nota\n```\n\n```output\nUncaught TypeError: no\n```\n');
  expect(out).not.toMatch(/^import /m);
  expect(out).toContain("const {LessonArticle, CodeBlock, ConsoleOutput} = props.components");
  // One HTML string per example (JSX escapes its quotes as entities): React hydrates one element.
  expect(out).toContain('<CodeBlock lang="js" html="<pre tabindex=&quot;0&quot;><code><span class=&quot;line&quot;>');
  expect(out).toMatch(/class=&quot;sh-[0-9a-f]{6}&quot;/);
  expect(out).toContain("&amp;quot;a&amp;quot;");
  expect(out).not.toMatch(/style=/);
  expect(out).toContain('<ConsoleOutput text={"Uncaught TypeError: no"} clicks={0} />');
});

test("the console of a button example knows how many clicks it follows", async () => {
  const source = '```html\n<button id="b">B</button>\n```\n\n```js click="#b #b"\nx();\n```\n\n```output\n1\n2\n```\n';
  const out = await compileAs(LESSON, source);
  expect(out).toContain('<CodeBlock lang="html" html="<pre');
  expect(out).toContain('<ConsoleOutput text={"1\\n2"} clicks={2} />');
});

test('every js block is an example a reader can run, with the clicks it makes, unless it says run="no"', async () => {
  const out = await compileAs(LESSON, '```js\n1;\n```\n\n```js click="#b #b"\n2;\n```\n\n```js run="no"\nconst x =\n```\n\n```html\n<p></p>\n```\n');
  const blocks = [...out.matchAll(/<CodeBlock lang="(\w+)" html="[^"]*"( example="[^"]*")? \/>/g)].map(([, lang, example]) => `${lang}${example ?? ""}`);
  expect(blocks).toEqual(['js example=""', 'js example="#b #b"', "js", "html"]);
});

test("every colour the lessons use has a class in the syntax stylesheet", async () => {
  const themeClasses = new Set((syntaxTheme.tokenColors ?? []).flatMap((rule) => (rule.settings?.foreground ? [colorClass(rule.settings.foreground)] : [])));
  const used = new Set<string>();
  for (const { slug } of lessons) {
    const source = readFileSync(fileURLToPath(new URL(`../../content/lessons/${slug}.mdx`, import.meta.url)), "utf8");
    const out = await compileAs(slug, source);
    for (const [, name] of out.matchAll(/\b(sh-[0-9a-f]{3,8})\b/g)) used.add(name);
  }
  expect(used.size).toBeGreaterThan(3);
  expect([...used].filter((name) => !themeClasses.has(name))).toEqual([]);
});

test("tables scroll inside a region named after their caption (a Tab stop as served, kept only where it scrolls)", async () => {
  const out = await compileAs(LESSON, "<table>\n  <caption>In breve</caption>\n  <tbody><tr><td>a</td></tr></tbody>\n</table>\n");
  // A Tab stop as served, so it scrolls from the keyboard without JavaScript; scroll-stops.ts trims it where it fits.
  expect(out).toMatch(/<_components.div data-table-scroll="" role="region" aria-label="In breve" tabIndex="0"><table>/);
});

test("table cells carry their column's name, to stack on phones", async () => {
  const table = [
    "<table>",
    '  <thead><tr><th scope="col">Che cosa</th><th scope="col"><code>let</code></th></tr></thead>',
    '  <tbody><tr><th scope="row">Ambito</th><td>blocco</td></tr></tbody>',
    "</table>",
    "",
  ].join("\n");
  const out = await compileAs(LESSON, table);
  expect(out).toMatch(/<(_components\.)?td data-label="let">/);
  expect(out).not.toContain('data-label="Che cosa"');
});
