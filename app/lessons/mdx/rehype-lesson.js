// @ts-check
import { getHighlighter, HIGHLIGHTED, highlightToHtml } from "./highlight.js";
import { clicksOf } from "./meta.js";
import { mdxExpressionAttribute, mdxImport, mdxStringAttribute } from "./estree.js";

/** @param {any} node */
function textOf(node) {
  if (typeof node.value === "string") return node.value;
  return (node.children ?? []).map(textOf).join("");
}

/** A table written in Markdown (hast) or as JSX in the MDX. @param {any} node */
const isTable = (node) =>
  (node.type === "element" && node.tagName === "table") || (node.type === "mdxJsxFlowElement" && node.name === "table");

/** @param {any} node */
const isCaption = (node) =>
  (node.type === "element" && node.tagName === "caption") || (node.type === "mdxJsxFlowElement" && node.name === "caption");

/** @param {any} pre */
function fenceOf(pre) {
  const code = pre.children?.find((/** @type {any} */ child) => child.tagName === "code");
  if (!code) return undefined;
  const className = [].concat(code.properties?.className ?? []).find((name) => String(name).startsWith("language-"));
  if (!className) return undefined;
  return { lang: String(className).slice("language-".length), meta: code.data?.meta, text: textOf(code).replace(/\n$/, "") };
}

/**
 * Renders a lesson's fenced code at build time:
 * - ```js and ```html become `<CodeBlock lang html>`, html being the shiki-highlighted `<pre>`;
 * - ```output becomes `<ConsoleOutput text clicks>`, the console of the example above it
 *   (`clicks` counts the button clicks of that example's `click="…"` meta);
 * - h2 and h3 get a link to their own id, so readers can share a section;
 * - tables are wrapped in a focusable box that scrolls sideways on narrow screens.
 * @param {{ componentsModule: string }} options
 */
export function rehypeLesson({ componentsModule }) {
  /** @param {any} tree */
  return async (tree) => {
    const shiki = await getHighlighter();
    let clicksOfLastExample = 0;

    /** @param {any} node */
    const transform = (node) => {
      if (node.type === "element" && node.tagName === "pre") {
        const fence = fenceOf(node);
        if (fence && fence.lang in HIGHLIGHTED) {
          if (fence.lang !== "html") clicksOfLastExample = clicksOf(fence.meta).length;
          const html = highlightToHtml(shiki, fence.text, /** @type {keyof typeof HIGHLIGHTED} */ (fence.lang));
          return {
            type: "mdxJsxFlowElement",
            name: "CodeBlock",
            attributes: [mdxStringAttribute("lang", fence.lang === "html" ? "html" : "js"), mdxStringAttribute("html", html)],
            children: [],
          };
        }
        if (fence && fence.lang === "output") {
          const element = {
            type: "mdxJsxFlowElement",
            name: "ConsoleOutput",
            attributes: [mdxExpressionAttribute("text", fence.text), mdxExpressionAttribute("clicks", clicksOfLastExample)],
            children: [],
          };
          clicksOfLastExample = 0;
          return element;
        }
        return node;
      }
      if (isTable(node)) {
        // Wide tables scroll inside their own box instead of widening the page on phones; the
        // box is named after the caption, and becomes a Tab stop only while it really scrolls
        // (app/lessons/scroll-stops.ts), so keyboard users can scroll it.
        const caption = (node.children ?? []).find(isCaption);
        return {
          type: "element",
          tagName: "div",
          properties: { dataTableScroll: "", role: "region", ariaLabel: caption ? textOf(caption).trim() : "Tabella" },
          children: [node],
        };
      }
      if (node.type === "element" && (node.tagName === "h2" || node.tagName === "h3") && node.properties?.id) {
        node.children = [
          { type: "element", tagName: "a", properties: { href: `#${node.properties.id}` }, children: node.children },
        ];
        return node;
      }
      if (node.children) node.children = node.children.map(transform);
      return node;
    };

    transform(tree);
    tree.children.unshift(mdxImport(["CodeBlock", "ConsoleOutput"], componentsModule));
  };
}
