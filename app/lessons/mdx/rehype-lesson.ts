import { mdxExpressionAttribute, mdxStringAttribute } from "./estree";
import { getHighlighter, HIGHLIGHTED, highlightToHtml } from "./highlight";
import { clicksOf, runs } from "./meta";
import { textOf, type TreeNode } from "./tree";

/** A table written in Markdown (hast) or as JSX in the MDX. */
const isTable = (node: TreeNode) => (node.type === "element" && node.tagName === "table") || (node.type === "mdxJsxFlowElement" && node.name === "table");

const isCaption = (node: TreeNode) => (node.type === "element" && node.tagName === "caption") || (node.type === "mdxJsxFlowElement" && node.name === "caption");

/** An element's name, written in Markdown (hast) or as JSX. */
const nameOf = (node: TreeNode): string | undefined => (node.type === "element" ? node.tagName : node.type?.startsWith("mdxJsx") ? node.name : undefined);

function setAttribute(node: TreeNode, name: string, value: string) {
  if (node.type === "element") {
    const key = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    node.properties = { ...node.properties, [key]: value };
  } else {
    node.attributes = [...(node.attributes ?? []).filter((a: TreeNode) => a.name !== name), mdxStringAttribute(name, value)];
  }
}

/**
 * Readies a table to stack on phones (lesson-article.css.ts): each data cell gets its column's
 * name as `data-label`, shown beside it once the rows are stacked.
 */
function labelColumns(table: TreeNode) {
  const rows: TreeNode[] = [];
  const walk = (node: TreeNode) => {
    for (const child of node.children ?? []) {
      const name = nameOf(child);
      if (!name) continue;
      if (name === "tr") rows.push(child);
      if (name !== "th" && name !== "td" && name !== "caption") walk(child);
    }
  };
  walk(table);
  const cellsOf = (row: TreeNode): TreeNode[] => (row.children ?? []).filter((c: TreeNode) => nameOf(c) === "th" || nameOf(c) === "td");
  const header = rows.find((row) => cellsOf(row).every((cell) => nameOf(cell) === "th"));
  if (!header) return;
  const labels = cellsOf(header).map((cell) => textOf(cell).trim());
  for (const row of rows) {
    if (row === header) continue;
    cellsOf(row).forEach((cell, i) => {
      const label = labels[i];
      if (nameOf(cell) === "td" && label) setAttribute(cell, "data-label", label);
    });
  }
}

function fenceOf(pre: TreeNode): { lang: string; meta: string | undefined; text: string } | undefined {
  const code = pre.children?.find((child: TreeNode) => child.tagName === "code");
  if (!code) return undefined;
  const className = ([] as unknown[]).concat(code.properties?.className ?? []).find((name) => String(name).startsWith("language-"));
  if (!className) return undefined;
  return { lang: String(className).slice("language-".length), meta: code.data?.meta, text: textOf(code).replace(/\n$/, "") };
}

/**
 * Renders a lesson's fenced code at build time:
 * - ```js and ```html become `<CodeBlock lang html>`, html being the shiki-highlighted `<pre>`; a
 *   ```js block a reader can run (every one but those marked `run="no"`) also gets `example`, the
 *   selectors its `click="…"` meta clicks (components/run-buttons.ts gives it Run and Edit);
 * - ```output becomes `<ConsoleOutput text clicks>`, the console of the example above it
 *   (`clicks` counts the button clicks of that example's `click="…"` meta);
 * - h2 and h3 get a link to their own id, so readers can share a section;
 * - tables are wrapped in a box named after their caption, and their cells labelled with their
 *   column's name, so that they stack on phones rather than hide columns in a sideways scroll.
 * `CodeBlock` and `ConsoleOutput` come from the `components` the lesson is rendered with.
 */
/** The fences a lesson highlights (CodeBlock labels them JavaScript or HTML). */
const LESSON_LANGUAGES = new Set<string>(["js", "javascript", "html"]);

export function rehypeLesson() {
  return async (tree: TreeNode) => {
    const shiki = await getHighlighter();
    let clicksOfLastExample = 0;

    const transform = (node: TreeNode): TreeNode => {
      if (node.type === "element" && node.tagName === "pre") {
        const fence = fenceOf(node);
        if (fence && LESSON_LANGUAGES.has(fence.lang)) {
          if (fence.lang !== "html") clicksOfLastExample = clicksOf(fence.meta).length;
          const html = highlightToHtml(shiki, fence.text, fence.lang as keyof typeof HIGHLIGHTED);
          const example = fence.lang !== "html" && runs(fence.meta) ? [mdxStringAttribute("example", clicksOf(fence.meta).join(" "))] : [];
          return {
            type: "mdxJsxFlowElement",
            name: "CodeBlock",
            attributes: [mdxStringAttribute("lang", fence.lang === "html" ? "html" : "js"), mdxStringAttribute("html", html), ...example],
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
          // A Tab stop as served, like the code blocks (highlight.ts): scroll-stops.ts keeps it one only where it scrolls.
          properties: { dataTableScroll: "", role: "region", ariaLabel: caption ? textOf(caption).trim() : "Tabella", tabIndex: 0 },
          children: [node],
        };
      }
      if (node.type === "element" && (node.tagName === "h2" || node.tagName === "h3") && node.properties?.id) {
        node.children = [{ type: "element", tagName: "a", properties: { href: `#${node.properties.id}` }, children: node.children }];
        return node;
      }
      if (node.children) node.children = node.children.map(transform);
      return node;
    };

    transform(tree);
  };
}
