// @vitest-environment node
import { readFileSync } from "node:fs";
import { evaluate } from "@mdx-js/mdx";
import type { ReactNode } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { CodeBlock } from "./components/code-block";
import { ConsoleOutput } from "./components/console-output";
import { LessonArticle } from "./components/lesson-article";
import { renderLessonNode } from "./components/lesson-body";
import { lessonBody, toLessonNodes } from "./lesson-body.server";
import { lessons } from "./lessons";
import { lessonMdxOptions } from "./mdx";

vi.mock("@remix-run/react", () => ({
  Link: ({ to, children, ...props }: { to: string; children: ReactNode }) => (
    <a href={to} {...props}>
      {children}
    </a>
  ),
}));

test.each(lessons.map((lesson) => lesson.slug))(
  "%s: the body sent as data renders exactly what its MDX renders with the lesson components",
  async (slug) => {
    const source = readFileSync(`app/content/lessons/${slug}.mdx`, "utf8");
    const { default: Content } = await evaluate(source, { ...runtime, development: false, ...lessonMdxOptions(slug) } as Parameters<typeof evaluate>[1]);
    const fromMdx = renderToStaticMarkup(<Content components={{ LessonArticle, CodeBlock, ConsoleOutput }} />);
    // What the browser gets: the loader's data after a JSON round trip.
    const body = JSON.parse(JSON.stringify(await lessonBody(slug)));
    const fromData = renderToStaticMarkup(<>{renderLessonNode(body)}</>);
    expect(fromData).toBe(fromMdx);
    expect(fromData).toContain('<h2 id="');
    expect(fromData).toContain(`<pre tabindex="0"><code>`);
  },
);

test("elements keep their tag or component name, text and numbers become strings, fragments and empties go", () => {
  expect(toLessonNodes(<p className="a">uno {2} {null}{false}<>tre</></p>)).toEqual([
    { type: "p", props: { className: "a" }, children: ["uno ", "2", " ", "tre"] },
  ]);
});

test("a component that is not a lesson component is refused", () => {
  const Other = () => null;
  expect(() => toLessonNodes(<Other />)).toThrow(/only HTML and LessonArticle, CodeBlock, ConsoleOutput/);
});

test("the renderer refuses a type that is neither a tag nor a lesson component", () => {
  expect(() => renderLessonNode({ type: "script onload", props: {}, children: [] })).toThrow(/Not an element a lesson renders/);
  expect(() => renderLessonNode({ type: "Table", props: {}, children: [] })).toThrow(/Not an element a lesson renders/);
});
