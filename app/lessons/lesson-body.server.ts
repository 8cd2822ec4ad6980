import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { evaluate } from "@mdx-js/mdx";
import { Fragment, isValidElement, type ReactNode } from "react";
import * as runtime from "react/jsx-runtime";
import { LESSON_COMPONENT_NAMES, type LessonComponentName, type LessonNode } from "./lesson-node";
import { lessonMdxOptions } from "./mdx";

/** Where the lessons' texts live, from the project root (where the build and `remix dev` run). */
const LESSONS_DIR = "app/content/lessons";

/** Stand-ins for the lesson components: the body is recorded, not rendered, here. */
const MARKER = Symbol("lesson component");
type Marker = { (): null; [MARKER]: LessonComponentName };
const markers = Object.fromEntries(
  LESSON_COMPONENT_NAMES.map((name) => {
    const marker = (() => null) as unknown as Marker;
    marker[MARKER] = name;
    return [name, marker];
  }),
);

/**
 * The React elements an evaluated MDX text returns, as LessonNodes: host elements keep their tag,
 * lesson components their name, fragments dissolve; props are what MDX wrote (React's names).
 */
export function toLessonNodes(node: ReactNode): LessonNode[] {
  if (node === null || node === undefined || typeof node === "boolean") return [];
  if (typeof node === "string" || typeof node === "number") return [String(node)];
  if (Array.isArray(node)) return node.flatMap(toLessonNodes);
  if (isValidElement<Record<string, unknown>>(node)) {
    const { children, ...props } = node.props;
    if (node.type === Fragment) return toLessonNodes(children as ReactNode);
    const type = typeof node.type === "string" ? node.type : (node.type as Partial<Marker>)[MARKER];
    if (!type) throw new Error(`A lesson may render only HTML and ${LESSON_COMPONENT_NAMES.join(", ")}`);
    return [{ type, props, children: toLessonNodes(children as ReactNode) }];
  }
  throw new Error(`A lesson rendered something that is not an element or text: ${String(node)}`);
}

const cache = new Map<string, Promise<LessonNode>>();

/**
 * The body of the lesson `slug` (app/content/lessons/<slug>.mdx), compiled with the lesson
 * pipeline (app/lessons/mdx) and evaluated once per process: at build time, by the prerender.
 */
export function lessonBody(slug: string): Promise<LessonNode> {
  let body = cache.get(slug);
  if (!body) {
    body = compileLesson(slug);
    cache.set(slug, body);
  }
  return body;
}

async function compileLesson(slug: string): Promise<LessonNode> {
  const file = resolve(LESSONS_DIR, `${slug}.mdx`);
  const source = await readFile(file, "utf8");
  const { default: Content } = await evaluate({ value: source, path: file }, {
    ...runtime,
    development: false,
    ...lessonMdxOptions(slug),
  } as Parameters<typeof evaluate>[1]);
  const nodes = toLessonNodes(Content({ components: markers }));
  if (nodes.length !== 1 || typeof nodes[0] === "string") throw new Error(`${file}: expected one LessonArticle`);
  return nodes[0];
}
