import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createProcessor } from "@mdx-js/mdx";
import remarkFrontmatter from "remark-frontmatter";
import { clicksOf, runs } from "../../app/lessons/mdx/meta";

/**
 * One example of a lesson: a ```js fence and the ```output fence after it.
 * A `click="#a #b"` meta makes it a button example: it runs in Chromium on the page of the
 * last ```html fence before it, and the selectors are clicked in order before reading the console.
 */
export type Example = {
  /** "file.mdx:line" of the js fence, to name the test. */
  where: string;
  code: string;
  /** The output fence, line by line: console.log lines, then "Uncaught Name: message" if it throws. */
  expected: string[];
  clicks: string[];
  /** The HTML body a button example runs in. */
  page: string | undefined;
};

type Fence = { lang: string | null; meta: string | null; value: string; line: number };

const LESSONS = fileURLToPath(new URL("../../app/content/lessons/", import.meta.url));

/** Every lesson's MDX source file (app/content/lessons/<slug>.mdx). */
export function lessonFiles(): string[] {
  return readdirSync(LESSONS)
    .filter((name) => /^[a-z0-9-]+\.mdx$/.test(name))
    .sort()
    .map((name) => path.join(LESSONS, name));
}

function fencesOf(source: string): Fence[] {
  const tree = createProcessor({ remarkPlugins: [remarkFrontmatter] }).parse(source);
  const fences: Fence[] = [];
  const walk = (node: { type: string; children?: unknown[] } & Record<string, unknown>) => {
    if (node.type === "code") {
      const position = node.position as { start: { line: number } } | undefined;
      fences.push({
        lang: (node.lang as string | null) ?? null,
        meta: (node.meta as string | null) ?? null,
        value: node.value as string,
        line: position?.start.line ?? 0,
      });
    }
    for (const child of node.children ?? []) walk(child as Parameters<typeof walk>[0]);
  };
  walk(tree as unknown as Parameters<typeof walk>[0]);
  return fences;
}

/**
 * The examples of one lesson, in order, and the js fences marked `run="no"` (where they are).
 * Throws, naming the line, when a fence breaks the authoring rules: every js fence is followed by
 * an output fence, unless it is marked not to run (then none may follow: nothing it claims could
 * be proved), every output fence follows a js fence, and lessons use no other fence languages.
 */
export function readLesson(source: string, name: string): { examples: Example[]; notRun: string[] } {
  const examples: Example[] = [];
  const notRun: string[] = [];
  let page: string | undefined;
  let pending: Fence | undefined;
  const fail = (fence: Fence, problem: string) => {
    throw new Error(`${name}:${fence.line}: ${problem}`);
  };
  /** The fence before this one was a js block marked not to run. */
  let afterNotRun = false;
  for (const fence of fencesOf(source)) {
    if (fence.lang === "output") {
      if (!pending) fail(fence, afterNotRun ? 'a js block marked run="no" has no output block' : "an output block must follow a js block");
      const clicks = clicksOf(pending!.meta);
      examples.push({
        where: `${name}:${pending!.line}`,
        code: pending!.value,
        expected: fence.value.split("\n"),
        clicks,
        page: clicks.length > 0 ? page : undefined,
      });
      pending = undefined;
      continue;
    }
    if (pending) fail(pending, "this js block has no output block after it");
    afterNotRun = false;
    if (fence.lang === "js") {
      if (clicksOf(fence.meta).length > 0 && page === undefined) fail(fence, "a click example needs an html block before it");
      if (runs(fence.meta)) pending = fence;
      else {
        notRun.push(`${name}:${fence.line}`);
        afterNotRun = true;
      }
    } else if (fence.lang === "html") {
      page = fence.value;
    } else {
      fail(fence, `lessons use js, html and output blocks, not ${JSON.stringify(fence.lang)}`);
    }
  }
  if (pending) fail(pending, "this js block has no output block after it");
  return { examples, notRun };
}

/** The examples of one lesson, in order (see readLesson). */
export function extractExamples(source: string, name: string): Example[] {
  return readLesson(source, name).examples;
}

const lessonsRead = () => lessonFiles().map((file) => readLesson(readFileSync(file, "utf8"), path.basename(file)));

/** Every example of every lesson. */
export function allExamples(): Example[] {
  return lessonsRead().flatMap((lesson) => lesson.examples);
}

/** Where every js block marked `run="no"` is, as "file.mdx:line". */
export function notRunExamples(): string[] {
  return lessonsRead().flatMap((lesson) => lesson.notRun);
}
