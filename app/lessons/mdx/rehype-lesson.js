// @ts-check
import { getHighlighter, HIGHLIGHTED, highlightToHtml } from "./highlight.js";
import { clicksOf } from "./meta.js";
import { mdxExpressionAttribute, mdxStringAttribute } from "./estree.js";

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

/** An element's name, written in Markdown (hast) or as JSX. @param {any} node */
const nameOf = (node) => (node.type === "element" ? node.tagName : node.type?.startsWith("mdxJsx") ? node.name : undefined);

/** @param {any} node @param {string} name @param {string} value */
function setAttribute(node, name, value) {
  if (node.type === "element") {
    const key = name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    node.properties = { ...node.properties, [key]: value };
  } else {
    node.attributes = [...(node.attributes ?? []).filter((/** @type {any} */ a) => a.name !== name), mdxStringAttribute(name, value)];
  }
}

/**
 * Readies a table to stack on phones (lesson-article.css.ts): each data cell gets its column's
 * name as `data-label`, shown beside it once the rows are stacked.
 * @param {any} table
 */
function labelColumns(table) {
  /** @type {any[]} */
  const rows = [];
  /** @param {any} node */
  const walk = (node) => {
    for (const child of node.children ?? []) {
      const name = nameOf(child);
      if (!name) continue;
      if (name === "tr") rows.push(child);
      if (name !== "th" && name !== "td" && name !== "caption") walk(child);
    }
  };
  walk(table);
  const cellsOf = (/** @type {any} */ row) => (row.children ?? []).filter((/** @type {any} */ c) => nameOf(c) === "th" || nameOf(c) === "td");
  const header = rows.find((row) => cellsOf(row).every((/** @type {any} */ cell) => nameOf(cell) === "th"));
  if (!header) return;
  const labels = cellsOf(header).map((/** @type {any} */ cell) => textOf(cell).trim());
  for (const row of rows) {
    if (row === header) continue;
    cellsOf(row).forEach((/** @type {any} */ cell, /** @type {number} */ i) => {
      if (nameOf(cell) === "td" && labels[i]) setAttribute(cell, "data-label", labels[i]);
    });
  }
}

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
 * - tables are wrapped in a box named after their caption, and their cells labelled with their
 *   column's name, so that they stack on phones rather than hide columns in a sideways scroll.
 * `CodeBlock` and `ConsoleOutput` come from the `components` the lesson is rendered with.
 */
export function rehypeLesson() {
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
        // On phones the rows stack (lesson-article.css.ts); a table too wide even then scrolls
        // inside its own box instead of widening the page. The box is named after the caption,
        // and becomes a Tab stop only while it really scrolls (app/lessons/scroll-stops.ts).
        const caption = (node.children ?? []).find(isCaption);
        labelColumns(node);
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
  };
}
