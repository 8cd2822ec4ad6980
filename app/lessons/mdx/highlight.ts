import { createHighlighter, type Highlighter } from "shiki";
import { colorClass, fontStyleClasses, syntaxTheme } from "./syntax";
import type { TreeNode } from "./tree";

/**
 * Code languages the site highlights, mapped to shiki's grammar names: a lesson's fences (js,
 * html) and the widget documentation's examples (tsx, css, sh).
 */
export const HIGHLIGHTED = { js: "javascript", javascript: "javascript", html: "html", tsx: "tsx", css: "css", sh: "shellscript" } as const;

let highlighter: Promise<Highlighter> | undefined;

/** One highlighter per build process: creating it loads grammars, so it is shared by every file. */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [syntaxTheme], langs: [...new Set(Object.values(HIGHLIGHTED))] });
  return highlighter;
}

/**
 * Highlights `code` into a hast `<pre><code>` whose tokens carry classes (see syntax.ts):
 * one `span.line` per line, tokens in the theme's foreground colour left as plain text.
 */
export function highlightToHast(shiki: Highlighter, code: string, lang: keyof typeof HIGHLIGHTED): TreeNode {
  const { tokens, fg } = shiki.codeToTokens(code, {
    lang: HIGHLIGHTED[lang],
    // The bundled everforest-dark theme is named; its type leaves the name optional.
    theme: syntaxTheme.name as string,
    // Shiki stops highlighting a line that takes over 500 ms by default. The browser and server
    // builds highlight separately, often on a busy machine, and a line cut short in only one of
    // them makes React's hydration fail; 0 means no limit.
    tokenizeTimeLimit: 0,
  });
  const plain = fg ? colorClass(fg) : undefined;
  const lines: TreeNode[] = [];
  tokens.forEach((line, index) => {
    if (index > 0) lines.push({ type: "text", value: "\n" });
    lines.push({
      type: "element",
      tagName: "span",
      properties: { className: ["line"] },
      children: line.map((token) => {
        const classes: string[] = [];
        if (token.color && colorClass(token.color) !== plain) classes.push(colorClass(token.color));
        // fontStyle is -1 when the theme says nothing: only positive values are bit flags.
        const style = token.fontStyle ?? 0;
        for (const [bit, name] of Object.entries(fontStyleClasses)) {
          if (style > 0 && style & Number(bit)) classes.push(name);
        }
        const text = { type: "text", value: token.content };
        return classes.length === 0 ? text : { type: "element", tagName: "span", properties: { className: classes }, children: [text] };
      }),
    });
  });
  return {
    type: "element",
    tagName: "pre",
    // A Tab stop as served, so that a block that scrolls sideways can be scrolled from the
    // keyboard without JavaScript and before it runs; once it runs, only the blocks that really
    // scroll stay Tab stops, decided where widths are known (app/lessons/scroll-stops.ts).
    properties: { tabIndex: 0 },
    children: [{ type: "element", tagName: "code", properties: {}, children: lines }],
  };
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/**
 * HTML for the small hast trees highlightToHast builds: elements with `className` or `tabIndex`,
 * and text. Anything else is a mistake in this file, so it throws rather than guess.
 */
export function hastToHtml(node: TreeNode): string {
  if (node.type === "text") return escape(node.value);
  if (node.type !== "element") throw new TypeError(`hastToHtml: unexpected ${node.type} node`);
  let attributes = "";
  for (const [name, value] of Object.entries(node.properties ?? {})) {
    if (name === "className") attributes += ` class="${escape(([] as unknown[]).concat(value).join(" "))}"`;
    else if (name === "tabIndex") attributes += ` tabindex="${Number(value)}"`;
    else throw new TypeError(`hastToHtml: unexpected property ${name}`);
  }
  return `<${node.tagName}${attributes}>${(node.children as TreeNode[]).map(hastToHtml).join("")}</${node.tagName}>`;
}

/**
 * The highlighted `<pre>` as an HTML string. A lesson hands it to CodeBlock whole: the browser
 * gets the same markup, and React hydrates one element instead of a node per token.
 */
export function highlightToHtml(shiki: Highlighter, code: string, lang: keyof typeof HIGHLIGHTED): string {
  return hastToHtml(highlightToHast(shiki, code, lang));
}
