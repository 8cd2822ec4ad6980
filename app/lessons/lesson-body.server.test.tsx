import { readFileSync } from "node:fs";
import { evaluate } from "@mdx-js/mdx";
import type { ReactNode } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { CodeBlock } from "./components/code-block";
import { ConsoleOutput } from "./components/console-output";
import { renderLessonNode } from "./components/lesson-body";
import { lessonBody, toLessonNodes } from "./lesson-body.server";
import { lessonPage } from "./lesson-page.server";
import { lessons } from "./lessons";
import { lessonMdxOptions } from "./mdx";

test.each(lessons.map((lesson) => lesson.slug))(
  "%s: the page's HTML is exactly what its MDX renders inside LessonArticle with the lesson components",
  async (slug) => {
    const source = readFileSync(`app/content/lessons/${slug}.mdx`, "utf8");
    const { default: Content } = await evaluate(source, { ...runtime, development: false, ...lessonMdxOptions(slug) } as Parameters<typeof evaluate>[1]);
    let frame: Record<string, unknown> = {};
    const Article = ({ children, ...props }: { children: ReactNode }) => ((frame = props), (<>{children}</>));
    const fromMdx = renderToStaticMarkup(<Content components={{ LessonArticle: Article, CodeBlock, ConsoleOutput }} />, { identifierPrefix: "lesson-" });
    // What the browser gets: the loader's data after a JSON round trip, the very same HTML.
    const page = JSON.parse(JSON.stringify(await lessonPage(slug)));
    expect(page.html).toBe(fromMdx);
    expect(page).toEqual({ slug, toc: frame.toc, minutes: frame.minutes, html: page.html });
    expect(page.html).toContain('<h2 id="');
    expect(page.html).toContain(`<pre tabindex="0"><code>`);
    expect(page.html).toContain("data-code-block");
  },
  // Compiling and highlighting a lesson takes seconds on a busy machine.
  60_000,
);

test("a lesson's text is refused when it holds a second LessonArticle", () => {
  expect(() => renderLessonNode({ type: "LessonArticle", props: {}, children: [] })).toThrow(/one LessonArticle/);
  expect(typeof lessonBody).toBe("function");
});

test("elements keep their tag or component name, text and numbers become strings, fragments and empties go", () => {
  expect(
    toLessonNodes(
      <p className="a">
        uno {2} {null}
        {false}
        <>tre</>
      </p>,
    ),
  ).toEqual([{ type: "p", props: { className: "a" }, children: ["uno ", "2", " ", "tre"] }]);
});

test("a component that is not a lesson component is refused", () => {
  const Other = () => null;
  expect(() => toLessonNodes(<Other />)).toThrow(/only HTML and LessonArticle, CodeBlock, ConsoleOutput/);
});

test("the renderer refuses a type that is neither a tag nor a lesson component", () => {
  expect(() => renderLessonNode({ type: "script onload", props: {}, children: [] })).toThrow(/Not an element a lesson renders/);
  expect(() => renderLessonNode({ type: "Table", props: {}, children: [] })).toThrow(/Not an element a lesson renders/);
});
