import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { fixturesDir, makeContentDir } from "./__fixtures__/make-content-dir";
import { defaultContentDir, validateContent } from "./validate";

const repoRoot = path.resolve(defaultContentDir, "../..");
const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((cleanup) => cleanup()));

function contentDir(overlay?: string): string {
  const { dir, cleanup } = makeContentDir(overlay);
  cleanups.push(cleanup);
  return dir;
}

const broken = path.join(fixturesDir, "broken");
const brokenErrors = (dir: string) => [
  `${dir}/skills.json: [3].percent: expected a number from 0 to 100, got "70"`,
  `${dir}/hobbies.json: [1].name: expected a string, got nothing`,
  `${dir}/woodwork.json: [3].name: expected a name not used by an earlier item, got "Umbrella stand"`,
  `${dir}/woodwork.json: [3].photo: expected an image file at ${dir}/images/woodwork/garden-bench.jpg, got no such file`,
];

test("the real content with all its images validates", () => {
  const result = validateContent(contentDir());
  expect(result.ok ? [] : result.errors).toEqual([]);
  expect(result.ok && result.content.outdoor[0]?.photos).toHaveLength(9);
});

// The source images are tracked in git: there is no state in which this may be skipped.
test("app/content itself validates, in place, images included", () => {
  const result = validateContent();
  expect(result.ok ? [] : result.errors).toEqual([]);
});

test("a broken content folder reports every problem with file, field and expectation", () => {
  const dir = contentDir(broken);
  const result = validateContent(dir);
  expect(result.ok).toBe(false);
  expect(result.ok ? [] : result.errors).toEqual(brokenErrors(dir));
});

test("a missing image is reported", () => {
  const dir = contentDir();
  rmSync(path.join(dir, "images", "outdoor", "etna-2.jpg"));
  rmSync(path.join(dir, "images", "owner.jpg"));
  const result = validateContent(dir);
  expect(result.ok ? [] : result.errors).toEqual([
    `${dir}/site.json: photo: expected an image file at ${dir}/images/owner.jpg, got no such file`,
    `${dir}/outdoor.json: [7].photos[1]: expected an image file at ${dir}/images/outdoor/etna-2.jpg, got no such file`,
  ]);
});

test("a missing file is named, and invalid JSON by file, line and column with the line shown", () => {
  const dir = contentDir();
  rmSync(path.join(dir, "cv.json"));
  writeFileSync(path.join(dir, "people.json"), '[{ "name": "Giulia", }]');
  const result = validateContent(dir);
  const errors = result.ok ? [] : result.errors;
  expect(errors).toHaveLength(2);
  expect(errors[0]).toBe(`${dir}/cv.json: (file): expected a JSON file here, got no such file`);
  expect(errors[1]).toMatch(new RegExp(`^${dir}/people\\.json:1:22: \\(file\\): expected valid JSON, got a syntax error: \\S`));
  expect(errors[1]!.split("\n").slice(1)).toEqual(['1 | [{ "name": "Giulia", }]', "  |                      ^"]);
});

test("paths inside the working directory are shown relative to it", () => {
  const fixture = path.join(fixturesDir, "broken");
  const shown = path.relative(process.cwd(), fixture).split(path.sep).join("/");
  expect(shown.startsWith("..")).toBe(false);
  const result = validateContent(fixture);
  const errors = result.ok ? [] : result.errors;
  expect(errors).toContain(`${shown}/skills.json: [3].percent: expected a number from 0 to 100, got "70"`);
  expect(errors).toContain(`${shown}/site.json: (file): expected a JSON file here, got no such file`);
});

function checkContent(args: string[], env: Record<string, string> = {}) {
  return spawnSync("npx", ["tsx", "scripts/build/check-content.ts", ...args], {
    cwd: repoRoot,
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
}

test("check-content exits 1 and prints every problem for a broken folder", () => {
  const dir = contentDir(broken);
  const run = checkContent(["--dir", dir]);
  expect(run.status).toBe(1);
  const lines = run.stderr.split("\n");
  for (const error of brokenErrors(dir)) expect(lines).toContain(error);
  expect(run.stdout).toBe("");
}, 60_000);

test("check-content reads CONTENT_DIR and prints one OK line", () => {
  const run = checkContent([], { CONTENT_DIR: contentDir() });
  expect(run.stderr).not.toContain(": expected ");
  expect(run.status).toBe(0);
  expect(run.stdout.trim().split("\n")).toEqual([expect.stringMatching(/^check-content: OK \(/)]);
}, 60_000);

test("every lesson needs its MDX text, and every text in lessons/ needs its entry", () => {
  const dir = contentDir();
  rmSync(path.join(dir, "lessons", "this-in-javascript.mdx"));
  writeFileSync(path.join(dir, "lessons", "promesse.mdx"), "## Le promesse\n");
  const result = validateContent(dir);
  expect(result.ok ? [] : result.errors).toEqual([
    `${dir}/lessons.json: [1].slug: expected a lesson text at ${dir}/lessons/this-in-javascript.mdx, got no such file`,
    `${dir}/lessons.json: (file): expected an entry with slug "promesse" for ${dir}/lessons/promesse.mdx, got none`,
  ]);
});
