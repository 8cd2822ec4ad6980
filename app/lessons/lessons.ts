import lessonList from "../content/lessons.json";
import type { Lesson } from "../content/schemas";

export type { Lesson };

/**
 * The one list of lessons, in reading order: the js-doc tree, the index grid, each lesson's
 * title, meta and previous/next links, and the sitemap all read it. It is the owner's content
 * (app/content/lessons.json, checked by its schema with the rest at build time); a lesson's text
 * is app/content/lessons/<slug>.mdx, and the check fails when the list and the files disagree.
 */
export const lessons: readonly Lesson[] = lessonList;

export const LESSONS_PATH = "/js-doc";

/** lessonPath("this-in-javascript") === "/js-doc/this-in-javascript" */
export function lessonPath(slug: string): string {
  return `${LESSONS_PATH}/${slug}`;
}

/** findLesson("this-in-javascript")?.title === "La parola chiave this"; unknown slugs give undefined. */
export function findLesson(slug: string, list: readonly Lesson[] = lessons): Lesson | undefined {
  return list.find((lesson) => lesson.slug === slug);
}

/** lessonAtPath("/js-doc/this-in-javascript/") finds that lesson; any other path gives undefined. */
export function lessonAtPath(pathname: string, list: readonly Lesson[] = lessons): Lesson | undefined {
  const match = /^\/js-doc\/([^/]+)\/?$/.exec(pathname);
  return match ? findLesson(match[1], list) : undefined;
}

/** The lessons before and after `slug` in reading order: neighbours("b", [a, b, c]) -> { previous: a, next: c } */
export function neighbours(slug: string, list: readonly Lesson[] = lessons): { previous: Lesson | undefined; next: Lesson | undefined } {
  const index = list.findIndex((lesson) => lesson.slug === slug);
  if (index === -1) return { previous: undefined, next: undefined };
  return { previous: list[index - 1], next: list[index + 1] };
}
