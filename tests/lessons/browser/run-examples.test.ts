// The truth test once more, through the lesson's own controls, as a reader does it: on each
// lesson page every example a reader can run is run with its Run button, and what the page then
// shows as the reader's console must be the output the lesson states, line for line. The button
// examples run on their html block, with their clicks, where those claims hold (app/lessons/runner).
import { basename } from "node:path";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { lessonPath, lessons } from "../../../app/lessons/lessons";
import { browserForFile, hydrated, watchedPage, type Watched } from "../../helpers/browser";
import { allExamples, lessonFiles, readLesson } from "../examples";
import { runResult } from "./run-helpers";

const browser = browserForFile();

test("both lessons' examples are all here: 58 of them", () => {
  expect(allExamples()).toHaveLength(58);
});

for (const lesson of lessons) {
  const file = lessonFiles().find((path) => basename(path) === `${lesson.slug}.mdx`)!;
  const { examples } = readLesson(readFileSync(file, "utf8"), basename(file));

  describe(lessonPath(lesson.slug), () => {
    let watched: Watched;
    beforeAll(async () => {
      watched = await watchedPage(browser());
      await watched.page.goto(lessonPath(lesson.slug));
      await hydrated(watched.page);
    });
    afterAll(async () => {
      await watched?.context.close();
    });

    test("every runnable example has its Run button, in the lesson's order", async () => {
      const codes = await watched.page.locator("[data-example] code").allTextContents();
      expect(codes).toEqual(examples.map((example) => example.code));
    });

    examples.forEach((example, index) => {
      test(`${example.where}: Run shows what the lesson says`, { timeout: 60_000 }, async () => {
        const { page, problems } = watched;
        const figure = page.locator("[data-example]").nth(index);
        await figure.getByRole("button", { name: `Esegui l'esempio ${index + 1},` }).click();
        const result = await runResult(page, index);
        expect(result.lines).toEqual(example.expected);
        expect(result).toMatchObject({ state: "done", note: "Come nella lezione." });
        expect(problems).toEqual([]);
      });
    });
  });
}
