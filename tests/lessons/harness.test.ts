// The truth test is only as good as its harness: these check that it reads lessons strictly
// and that a wrong claim cannot pass.
import { expect, test } from "vitest";
import { extractExamples, readLesson } from "./examples";
import { runInNode } from "./run-node";

const fence = (lang: string, body: string, meta = "") => "```" + lang + (meta ? " " + meta : "") + "\n" + body + "\n```\n\n";

test("an example is a js block and the output block after it", () => {
  const source = "Testo.\n\n" + fence("js", 'console.log("a");') + fence("output", "a");
  expect(extractExamples(source, "l.mdx")).toEqual([{ where: "l.mdx:3", code: 'console.log("a");', expected: ["a"], clicks: [], page: undefined }]);
});

test("a button example carries its clicks and the last html block before it", () => {
  const source = fence("html", '<button id="b">B</button>') + "Testo.\n\n" + fence("js", "x();", 'click="#b #b"') + fence("output", "1\n2");
  const [example] = extractExamples(source, "l.mdx");
  expect(example.clicks).toEqual(["#b", "#b"]);
  expect(example.page).toBe('<button id="b">B</button>');
  expect(example.expected).toEqual(["1", "2"]);
});

test("a claim without an example, or an example without a claim, is an authoring error", () => {
  expect(() => extractExamples(fence("js", "1;") + "Testo.\n", "l.mdx")).toThrow("l.mdx:1: this js block has no output block");
  expect(() => extractExamples(fence("js", "1;") + fence("js", "2;") + fence("output", ""), "l.mdx")).toThrow(/l.mdx:1/);
  expect(() => extractExamples(fence("output", "1"), "l.mdx")).toThrow("an output block must follow a js block");
  expect(() => extractExamples(fence("ts", "1;"), "l.mdx")).toThrow('not "ts"');
  expect(() => extractExamples(fence("js", "x();", 'click="#b"') + fence("output", ""), "l.mdx")).toThrow(/needs an html block/);
});

test("Node runs an example as a fresh classic script and reports what it prints and throws", () => {
  expect(runInNode('var a = 1; console.log(globalThis.a, this === globalThis, "x");')).toEqual(["1 true x"]);
  expect(runInNode("console.log(1); null.x; console.log(2);")).toEqual(["1", "Uncaught TypeError: Cannot read properties of null (reading 'x')"]);
  expect(runInNode("console.log(1);\nlet a; let a;")).toEqual(["Uncaught SyntaxError: Identifier 'a' has already been declared"]);
  expect(runInNode("console.log(typeof a);")).toEqual(["undefined"]);
});

test("logging an object fails the example, since Node and browsers print objects differently", () => {
  expect(runInNode("console.log({ a: 1 });")).toEqual(["Uncaught Error: examples log only primitives; this one logs an object"]);
});

test('a js block marked run="no" is not an example: it claims no output, and the lesson says where it is', () => {
  const source = fence("js", "const fragment =", 'run="no"') + "Testo.\n\n" + fence("js", "1;") + fence("output", "");
  const lesson = readLesson(source, "l.mdx");
  expect(lesson.notRun).toEqual(["l.mdx:1"]);
  expect(lesson.examples.map((example) => example.where)).toEqual(["l.mdx:7"]);
  expect(() => readLesson(fence("js", "x", 'run="no"') + fence("output", "1"), "l.mdx")).toThrow('l.mdx:5: a js block marked run="no" has no output block');
  expect(() => readLesson(fence("js", "x", 'run="nope"'), "l.mdx")).toThrow('run="nope"');
});
