/**
 * The one list of lessons: the js-doc tree, the index grid, each lesson's title, meta and
 * previous/next links all read it. A lesson's text lives in
 * `app/routes/_shell.js-doc.<slug>.mdx`; `lessons.test.ts` fails when the two disagree.
 */
export type Lesson = {
  /** The last URL segment, and the middle of the MDX route's file name. */
  slug: string;
  /** Italian, shown as the lesson's h1, in the tree and on the index card. */
  title: string;
  /** Italian, one or two sentences: the index card and the meta description. */
  description: string;
};

export const lessons: readonly Lesson[] = [
  {
    slug: "variabili-in-javascript",
    title: "Variabili in JavaScript: var, let e const",
    description:
      "Come si dichiara una variabile e che differenza c'è tra var, let e const: ambito, hoisting, ridichiarazione e le regole di const.",
  },
  {
    slug: "this-in-javascript",
    title: "La parola chiave this",
    description:
      "Che valore prende this nelle funzioni, nei metodi, nei gestori di eventi, nelle arrow function e nei costruttori, e come fissarlo con bind, call e apply.",
  },
];

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
export function neighbours(
  slug: string,
  list: readonly Lesson[] = lessons,
): { previous: Lesson | undefined; next: Lesson | undefined } {
  const index = list.findIndex((lesson) => lesson.slug === slug);
  if (index === -1) return { previous: undefined, next: undefined };
  return { previous: list[index - 1], next: list[index + 1] };
}
