// @vitest-environment jsdom
import { expect, test } from "vitest";
import { getHighlighter, hastToHtml, highlightToHast, highlightToHtml } from "./highlight";

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
  const text = (node: { value?: string; children?: unknown[] }): string => node.value ?? (node.children ?? []).map((child) => text(child as typeof node)).join("");
  expect(text(code)).toBe('let a = "x";\nconsole.log(a);');
  expect(JSON.stringify(pre)).toMatch(/"className":\["sh-[0-9a-f]{6}"\]/);
  // A Tab stop as served (keyboard-scrollable without JavaScript); scroll-stops.ts trims it in the browser.
  expect(pre.properties).toEqual({ tabIndex: 0 });
});

test("the HTML string is the same markup, with the code's text escaped", async () => {
  const html = highlightToHtml(await getHighlighter(), 'if (a < b && c > "d") {}', "js");
  expect(html).toMatch(/^<pre tabindex="0"><code><span class="line">.*<\/span><\/code><\/pre>$/);
  expect(html).toContain("&lt;");
  expect(html).toContain("&amp;&amp;");
  expect(html).toContain("&quot;d&quot;");
  const text = new DOMParser().parseFromString(html, "text/html").body.textContent;
  expect(text).toBe('if (a < b && c > "d") {}');
});

test("hastToHtml refuses a node it was not written for", () => {
  expect(() => hastToHtml({ type: "comment", value: "x" })).toThrow(/unexpected comment/);
  expect(() => hastToHtml({ type: "element", tagName: "a", properties: { href: "/" }, children: [] })).toThrow(/unexpected property href/);
});
