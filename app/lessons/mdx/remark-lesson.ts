import type { VFile } from "vfile";
import { mdxExpressionAttribute, mdxStringAttribute } from "./estree";
import { createSlugger } from "./slugify";
import { textOf, type TreeNode } from "./tree";

/** Italian prose read on screen; code is counted word by word too, which slows the estimate. */
export const WORDS_PER_MINUTE = 200;

/**
 * Words in a text, counting only runs with a letter or digit: countWords("let x = 1;") === 3
 */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function walk(node: TreeNode, visit: (node: TreeNode) => void) {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/**
 * Turns a lesson's MDX body into `<LessonArticle slug toc minutes>…</LessonArticle>`:
 * gives every heading an id (`{#id}` cannot be written in MDX), collects h2/h3 for the table of
 * contents and counts words for the reading time. The h1 comes from the lesson list, so a lesson
 * that writes one fails to compile.
 * `LessonArticle` is not imported: it comes from the `components` the lesson is rendered with
 * (app/lessons/lesson-body.server.ts).
 */
export function remarkLesson({ slug }: { slug: string }) {
  return (tree: TreeNode, file: VFile) => {
    // Ids the page already uses outside the lesson body (the shell's <main>, LessonArticle).
    const nextId = createSlugger(["main", "lesson-title", "lesson-toc"]);
    const toc: { depth: number; id: string; text: string }[] = [];
    let words = 0;
    walk(tree, (node) => {
      if (node.type === "heading") {
        if (node.depth === 1) {
          file.fail("A lesson starts at ## headings: its h1 is the title in app/content/lessons.json", node);
        }
        const text = textOf(node).trim();
        const id = nextId(text);
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
        if (node.depth <= 3) toc.push({ depth: node.depth, id, text });
      }
      if (node.type === "text" || node.type === "inlineCode" || node.type === "code") {
        words += countWords(node.value);
      }
    });
    const minutes = Math.max(1, Math.round(words / WORDS_PER_MINUTE));
    const isHead = (node: TreeNode) => ["mdxjsEsm", "yaml", "toml"].includes(node.type);
    tree.children = [
      ...(tree.children as TreeNode[]).filter(isHead),
      {
        type: "mdxJsxFlowElement",
        name: "LessonArticle",
        attributes: [mdxStringAttribute("slug", slug), mdxExpressionAttribute("toc", toc), mdxExpressionAttribute("minutes", minutes)],
        children: (tree.children as TreeNode[]).filter((node) => !isHead(node)),
      },
    ];
  };
}
