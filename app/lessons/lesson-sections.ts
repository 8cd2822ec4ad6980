import type { CSSProperties } from "react";
import { codeLineCount } from "./components/code-height";
import { proseSection, sectionSize } from "./components/lesson-article.css";
import type { LessonElement, LessonNode } from "./lesson-node";

/** What a section of a lesson holds, counted for the height it reserves before it is laid out. */
export type SectionSize = {
  /** Characters of text outside code and consoles. */
  chars: number;
  /** Blocks of text (paragraphs, list items, headings, table rows, quotes). */
  blocks: number;
  /** Code figures and console outputs, and their lines. */
  figures: number;
  lines: number;
};

const TEXT_BLOCKS = new Set(["p", "li", "h2", "h3", "h4", "tr", "blockquote", "caption"]);

/**
 * What `nodes` hold, as SectionSize counts them.
 * @example sectionSizeOf([{ type: "p", props: {}, children: ["Ciao"] }]) // { chars: 4, blocks: 1, figures: 0, lines: 0 }
 */
export function sectionSizeOf(nodes: readonly LessonNode[]): SectionSize {
  const size: SectionSize = { chars: 0, blocks: 0, figures: 0, lines: 0 };
  const visit = (node: LessonNode) => {
    if (typeof node === "string") {
      size.chars += node.trim().length;
      return;
    }
    if (node.type === "CodeBlock") {
      size.figures += 1;
      size.lines += codeLineCount(String(node.props.html ?? ""));
      return;
    }
    if (node.type === "ConsoleOutput") {
      size.figures += 1;
      size.lines += String(node.props.text ?? "").split("\n").length;
      return;
    }
    if (TEXT_BLOCKS.has(node.type)) size.blocks += 1;
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return size;
}

/** The style that gives a section its counts (lesson-article.css.ts builds the height from them). */
function sizeStyle(size: SectionSize): CSSProperties {
  // Each custom property by its own name: `sectionSize.x` is its `var(--…)` reference.
  return Object.fromEntries(Object.entries(size).map(([key, value]) => [sectionSize[key as keyof SectionSize].slice("var(".length, -1), value])) as CSSProperties;
}

/**
 * A lesson's text with each `h2` part after the first wrapped in a `<section>` that the browser
 * lays out only as it comes near (render-when-near.css.ts), reserving a height estimated from what
 * it holds. The text before the second `h2` (the introduction and the first part, on every first
 * screen) stays as it is. Nothing else changes: the same nodes, in the same order.
 * @example deferredSections([h2, p, h2, p]) // [h2, p, { type: "section", children: [h2, p] }]
 */
export function deferredSections(nodes: readonly LessonNode[]): LessonNode[] {
  const starts = nodes.flatMap((node, index) => (typeof node !== "string" && node.type === "h2" ? [index] : []));
  if (starts.length < 2) return [...nodes];
  const sections = starts.slice(1).map((start, i): LessonElement => {
    const children = nodes.slice(start, starts[i + 2] ?? nodes.length);
    return { type: "section", props: { className: proseSection, style: sizeStyle(sectionSizeOf(children)) }, children };
  });
  return [...nodes.slice(0, starts[1]), ...sections];
}
