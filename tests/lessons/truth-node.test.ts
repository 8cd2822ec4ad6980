// The truth test, Node half: every example without a button runs as a classic script in a fresh
// vm global and must print or throw exactly what the lesson's output block says.
// browser/truth-chromium.test.ts (the browser suite) runs every example again in Chromium, with the button examples.
import { expect, test } from "vitest";
import { allExamples, notRunExamples } from "./examples";
import { runInNode } from "./run-node";

const examples = allExamples();

test("both lessons have examples, and button examples among them", () => {
  const files = new Set(examples.map((example) => example.where.split(":")[0]));
  expect([...files].sort()).toEqual(["this-in-javascript.mdx", "variabili-in-javascript.mdx"]);
  expect(examples.some((example) => example.clicks.length > 0)).toBe(true);
});

// A js block marked run="no" (a fragment, a syntax demo) is no example: named here as skipped, so
// the report says which ones the lessons leave unproved and unrunnable.
for (const where of notRunExamples()) test.skip(`${where} is marked run="no": not run, claims no output`);

for (const example of examples.filter((candidate) => candidate.clicks.length === 0)) {
  test(`${example.where} prints what the lesson says, in Node`, () => {
    expect(runInNode(example.code)).toEqual(example.expected);
  });
}
