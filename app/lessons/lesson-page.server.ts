import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { renderLessonNode } from "./components/lesson-body";
import { lessonBody } from "./lesson-body.server";
import type { TocItem } from "./toc";

/** What a lesson's page gets from its loader: the frame's facts, and the text as HTML. */
export type LessonPageData = { slug: string; toc: TocItem[]; minutes: number; html: string };

/** Ids in a lesson's HTML carry this prefix, apart from the ids React gives the page around it. */
const ID_PREFIX = "lesson-";

/**
 * The lesson `slug` for its page: the LessonArticle its MDX renders gives the frame (title from
 * the lesson list, reading time, contents), and its children are rendered here, once, to the
 * HTML the page shows without hydrating it (components/lesson-prose.tsx).
 */
export async function lessonPage(slug: string): Promise<LessonPageData> {
  const article = await lessonBody(slug);
  if (typeof article === "string" || article.type !== "LessonArticle") throw new Error(`app/content/lessons/${slug}.mdx: expected one LessonArticle`);
  const { toc, minutes } = article.props as { toc: TocItem[]; minutes: number };
  // Children as arguments, as compiled JSX passes them (a list would want keys).
  const html = renderToStaticMarkup(createElement(Fragment, null, ...article.children.map(renderLessonNode)), { identifierPrefix: ID_PREFIX });
  return { slug, toc, minutes, html };
}
