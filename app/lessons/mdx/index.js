// @ts-check
// The `mdx` options of remix.config.js: lesson routes get the lesson pipeline, other MDX nothing.
import path from "node:path";
import { rehypeLesson } from "./rehype-lesson.js";
import { remarkLesson } from "./remark-lesson.js";

/** A lesson's text: app/content/lessons/<slug>.mdx (the path is relative to the app directory). */
const LESSON_FILE = /^content\/lessons\/([a-z0-9-]+)\.mdx$/;

/** Where the components that lessons render live, relative to the app directory. */
const COMPONENTS = "lessons/mdx-components";

/**
 * lessonMdxOptions("content/lessons/this-in-javascript.mdx") gives the remark and rehype
 * plugins for that lesson; any other file gets `{}`.
 * @param {string} filename the MDX file, relative to the app directory (what Remix passes)
 */
export function lessonMdxOptions(filename) {
  const file = filename.split(path.sep).join("/");
  const match = LESSON_FILE.exec(file);
  if (!match) return {};
  let componentsModule = path.posix.relative(path.posix.dirname(file), COMPONENTS);
  if (!componentsModule.startsWith(".")) componentsModule = `./${componentsModule}`;
  return {
    remarkPlugins: [[remarkLesson, { slug: match[1], componentsModule }]],
    rehypePlugins: [[rehypeLesson, { componentsModule }]],
  };
}
