import { describe, expect, test } from "vitest";
import { codeLines } from "./code-block.css";
import { codeLineCount, estimatedCodeStyle } from "./code-height";

const html = (lines: string[]) => `<pre tabindex="0"><code>${lines.map((line) => `<span class="line">${line}</span>`).join("\n")}</code></pre>`;

describe("codeLineCount", () => {
  test("counts the highlighter's lines, the empty ones too", () => {
    expect(codeLineCount(html(["const a = 1;", "", "a;"]))).toBe(3);
  });
  test("is 0 for code without lines", () => {
    expect(codeLineCount("<pre><code></code></pre>")).toBe(0);
  });
  test("does not count a span whose class only starts with line", () => {
    expect(codeLineCount('<span class="line-number">1</span><span class="line">x</span>')).toBe(1);
  });
});

describe("estimatedCodeStyle", () => {
  test("gives the figure its number of lines, from which its CSS reserves its height", () => {
    const style = estimatedCodeStyle(html(["a", "b", "c", "d"])) as Record<string, number>;
    const name = codeLines.slice("var(".length, -1);
    expect(name).toMatch(/^--/);
    expect(style).toEqual({ [name]: 4 });
  });
  test("leaves the style alone without the code (a hydrating page keeps the served one)", () => {
    expect(estimatedCodeStyle(null)).toBeUndefined();
  });
});
