// The lesson pipeline: how a lesson's MDX text becomes the page's body
// (app/lessons/lesson-body.server.ts compiles it with these plugins at build time).
import remarkFrontmatter from "remark-frontmatter";
import { rehypeLesson } from "./rehype-lesson";
import { remarkLesson } from "./remark-lesson";

/**
 * The remark and rehype plugins for the lesson `slug`: heading ids and anchors, table of
 * contents, reading time, the body wrapped in `LessonArticle`, code highlighted.
 * @example lessonMdxOptions("this-in-javascript").remarkPlugins
 */
export function lessonMdxOptions(slug: string) {
  return {
    remarkPlugins: [remarkFrontmatter, [remarkLesson, { slug }]],
    rehypePlugins: [rehypeLesson],
  };
}
