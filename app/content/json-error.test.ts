import { expect, test } from "vitest";
import { firstInvalidOffset, jsonSyntaxProblem } from "./json-error";

function problemOf(text: string) {
  try {
    JSON.parse(text);
  } catch (error) {
    return jsonSyntaxProblem(text, error);
  }
  throw new Error("valid JSON");
}

test("a trailing comma is placed at its line and column, the line shown with a caret", () => {
  const problem = problemOf('[\n  { "name": "Giulia", },\n  { "name": "Marco" }\n]\n');
  expect(problem).toMatchObject({ line: 2, column: 23 });
  expect(problem.reason).toMatch(/^Expected double-quoted property name$|^Unexpected token/);
  expect(problem.excerpt).toBe(['2 |   { "name": "Giulia", },', "  |                       ^"].join("\n"));
});

test("a missing comma between two fields points at the second", () => {
  expect(problemOf('{\n  "title": "2020"\n  "subtitle": "x"\n}')).toMatchObject({ line: 3, column: 3 });
});

test("a text that ends too soon points past its last character", () => {
  expect(problemOf('{\n  "a": [1, 2')).toMatchObject({ line: 2, column: 13 });
});

test("an unexpected token (Node quotes the text instead of an offset) is placed too, and the quote dropped", () => {
  const problem = problemOf(`${"\n".repeat(99)}{ "a": }`);
  expect(problem).toMatchObject({ line: 100, column: 8, reason: "Unexpected token '}'" });
  expect(problem.excerpt).toBe('100 | { "a": }\n    |        ^');
});

test("Node 22's message, with its own line and column, gives the same reason", () => {
  const problem = jsonSyntaxProblem('{\n  "a": 1,\n}', new SyntaxError("Expected double-quoted property name in JSON at position 12 (line 3 column 1)"));
  expect(problem).toMatchObject({ line: 3, column: 1, reason: "Expected double-quoted property name" });
  expect(problem.excerpt).toBe("3 | }\n  | ^");
});

test("the scanner agrees with JSON.parse on what is JSON, and stops where it stops", () => {
  const valid = ['{"a": [1, -2.5e3, true, false, null, "x\\u00e9\\n"], "b": {}}', "[]", ' "s" ', "0"];
  for (const text of valid) expect(firstInvalidOffset(text), text).toBe(-1);
  const invalid: [string, number][] = [
    ["[1, 2,]", 6],
    ['{"a": 01}', 7],
    ['{"a" 1}', 5],
    ['{"a": "x\ny"}', 8],
    ['"\\x"', 2],
    ['"\\u12g4"', 5],
    ["[1] 2", 4],
    ["tru", 0],
    ["", 0],
  ];
  for (const [text, offset] of invalid) {
    expect(() => JSON.parse(text), text).toThrow();
    expect(firstInvalidOffset(text), text).toBe(offset);
  }
});
