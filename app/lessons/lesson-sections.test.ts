import { expect, test } from "vitest";
import { proseSection } from "./components/lesson-article.css";
import type { LessonElement, LessonNode } from "./lesson-node";
import { deferredSections, sectionSizeOf } from "./lesson-sections";

const el = (type: string, children: LessonNode[] = [], props: Record<string, unknown> = {}): LessonElement => ({ type, props, children });
const h2 = (title: string) => el("h2", [title]);
const p = (body: string) => el("p", [body]);

test("the parts after the first h2 part are each wrapped in a deferred section, in order, with nothing left out", () => {
  const nodes: LessonNode[] = [p("Intro"), "\n", h2("Uno"), p("a"), h2("Due"), p("b"), "\n", h2("Tre"), p("c")];
  const out = deferredSections(nodes);
  expect(out.slice(0, 4)).toEqual([p("Intro"), "\n", h2("Uno"), p("a")]);
  const sections = out.slice(4) as LessonElement[];
  expect(sections.map((section) => [section.type, section.props.className])).toEqual([
    ["section", proseSection],
    ["section", proseSection],
  ]);
  expect(sections.map((section) => section.children)).toEqual([[h2("Due"), p("b"), "\n"], [h2("Tre"), p("c")]]);
});

test("a text with one part or none is left as it is", () => {
  expect(deferredSections([p("a"), h2("Uno"), p("b")])).toEqual([p("a"), h2("Uno"), p("b")]);
  expect(deferredSections([p("a")])).toEqual([p("a")]);
  expect(deferredSections([])).toEqual([]);
});

test("a section's size counts its text, its blocks, and its code figures and consoles with their lines", () => {
  const code = el("CodeBlock", [], { lang: "js", html: '<pre><code><span class="line">a</span>\n<span class="line">b</span></code></pre>' });
  const output = el("ConsoleOutput", [], { text: "1\n2\n3", clicks: 0 });
  const list = el("ul", [el("li", ["uno"]), el("li", ["due"])]);
  expect(sectionSizeOf([h2("Titolo"), p("Testo"), code, output, list])).toEqual({ chars: 6 + 5 + 3 + 3, blocks: 4, figures: 2, lines: 5 });
});

test("each section carries its counts as custom properties, which its CSS turns into a height", () => {
  const [, , section] = deferredSections([h2("Uno"), p("a"), h2("Due"), p("bb")]) as LessonElement[];
  const style = section!.props.style as Record<string, number>;
  expect(Object.values(style)).toEqual([2 + 3, 2, 0, 0]);
  for (const name of Object.keys(style)) expect(name).toMatch(/^--/);
});
