// @vitest-environment node
import { expect, test } from "vitest";
import { getHighlighter, highlightToHast } from "./highlight.js";

test("lines are never left half highlighted because the machine was slow", () => {
  let options: { tokenizeTimeLimit?: number } | undefined;
  const shiki = {
    codeToTokens: (_code: string, given: typeof options) => {
      options = given;
      return { tokens: [], fg: "#000000" };
    },
  };
  highlightToHast(shiki as never, "let x;", "js");
  expect(options?.tokenizeTimeLimit).toBe(0);
});

test("each line is a span.line, tokens carry colour classes, the text is the code", async () => {
  const pre = highlightToHast(await getHighlighter(), 'let a = "x";\nconsole.log(a);', "js");
  const code = pre.children[0];
  const lines = code.children.filter((node: { type: string }) => node.type === "element");
  expect(lines).toHaveLength(2);
  const text = (node: { value?: string; children?: unknown[] }): string =>
    node.value ?? (node.children ?? []).map((child) => text(child as typeof node)).join("");
  expect(text(code)).toBe('let a = "x";\nconsole.log(a);');
  expect(JSON.stringify(pre)).toMatch(/"className":\["sh-[0-9a-f]{6}"\]/);
  expect(pre.properties).toEqual({ tabIndex: 0 });
});
