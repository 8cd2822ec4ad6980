import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { findLesson, lessonAtPath, lessonPath, lessons, neighbours, type Lesson } from "./lessons";

const three: Lesson[] = [
  { slug: "a", title: "A", description: "" },
  { slug: "b", title: "B", description: "" },
  { slug: "c", title: "C", description: "" },
];

test("the spec's two lessons come first, in reading order", () => {
  expect(lessons.slice(0, 2).map((lesson) => lesson.slug)).toEqual(["variabili-in-javascript", "this-in-javascript"]);
});

test("slugs are unique and URL-safe", () => {
  const slugs = lessons.map((lesson) => lesson.slug);
  expect(new Set(slugs).size).toBe(slugs.length);
  for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
});

test("every lesson in the list has its MDX text, and every text is in the list", () => {
  const files = readdirSync(fileURLToPath(new URL("../content/lessons/", import.meta.url)))
    .map((name) => /^([a-z0-9-]+)\.mdx$/.exec(name)?.[1])
    .filter((slug): slug is string => Boolean(slug))
    .sort();
  expect(files).toEqual(lessons.map((lesson) => lesson.slug).sort());
});

test("neighbours gives the lessons before and after, and nothing past either end", () => {
  expect(neighbours("b", three)).toEqual({ previous: three[0], next: three[2] });
  expect(neighbours("a", three)).toEqual({ previous: undefined, next: three[1] });
  expect(neighbours("c", three)).toEqual({ previous: three[1], next: undefined });
  expect(neighbours("zzz", three)).toEqual({ previous: undefined, next: undefined });
});

test("lessonAtPath finds a lesson by its URL, with or without a trailing slash", () => {
  expect(lessonAtPath("/js-doc/b", three)).toBe(three[1]);
  expect(lessonAtPath("/js-doc/b/", three)).toBe(three[1]);
  expect(lessonAtPath("/js-doc", three)).toBeUndefined();
  expect(lessonAtPath("/js-doc/b/extra", three)).toBeUndefined();
  expect(lessonAtPath("/js-doc/zzz", three)).toBeUndefined();
});

test("findLesson and lessonPath", () => {
  expect(findLesson("this-in-javascript")?.title).toBe("La parola chiave this");
  expect(findLesson("nope")).toBeUndefined();
  expect(lessonPath("this-in-javascript")).toBe("/js-doc/this-in-javascript");
});
