import { createElement, type ComponentType, type ReactNode } from "react";
import { isHtmlTag, isLessonComponent, type LessonComponentName, type LessonNode } from "../lesson-node";
import { CodeBlock } from "./code-block";
import { ConsoleOutput } from "./console-output";

// Their props were written by the MDX plugins at build time, so they are not checked again here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component's own props, written by the MDX plugins
const COMPONENTS: Record<Exclude<LessonComponentName, "LessonArticle">, ComponentType<any>> = { CodeBlock, ConsoleOutput };

/**
 * Renders the text inside a lesson's LessonArticle from its data (app/lessons/lesson-node.ts): the
 * same elements its MDX rendered at build time. Children are passed as arguments, as compiled JSX
 * passes them. The article itself is the page's frame (lesson-page.server.ts), never inside.
 */
export function renderLessonNode(node: LessonNode): ReactNode {
  if (typeof node === "string") return node;
  if (node.type === "LessonArticle") throw new Error("A lesson has one LessonArticle, around its whole text");
  const type = isLessonComponent(node.type) ? COMPONENTS[node.type as keyof typeof COMPONENTS] : node.type;
  if (typeof type === "string" && !isHtmlTag(type)) throw new Error(`Not an element a lesson renders: "${type}"`);
  return createElement(type, node.props, ...node.children.map(renderLessonNode));
}
