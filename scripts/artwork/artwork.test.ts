import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { artworkJobs } from "./generate.ts";
import { createRandom } from "./prng.ts";
import { DARK, PROJECTS, tokenize } from "./screens.ts";
import { fractal1d } from "./svg.ts";

test("the PRNG is deterministic per seed and stays in [0, 1)", () => {
  const a = createRandom("etna-1");
  const b = createRandom("etna-1");
  const xs = Array.from({ length: 1000 }, () => a.next());
  expect(xs).toEqual(Array.from({ length: 1000 }, () => b.next()));
  expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
  expect(Math.max(...xs)).toBeLessThan(1);
  expect(createRandom("etna-2").next()).not.toBe(xs[0]);
});

test("midpoint displacement returns n + 1 bounded values", () => {
  const v = fractal1d(createRandom(1), 64, 0.55);
  expect(v).toHaveLength(65);
  expect(Math.max(...v.map(Math.abs))).toBeLessThan(3);
});

test("the artwork covers every file the content refers to", () => {
  const files = artworkJobs().map((j) => j.file);
  expect(new Set(files).size).toBe(files.length);
  const outdoor = files.filter((f) => f.startsWith("outdoor/"));
  expect(outdoor).toHaveLength(36);
  const counts = { "dolomiti-tre-cime": 9, "lago-di-braies": 4, "monte-rosa": 3, "cinque-terre": 6, "val-d-orcia": 5, "gran-paradiso": 2, "lago-di-garda": 4, etna: 3 };
  for (const [slug, n] of Object.entries(counts)) {
    for (let i = 1; i <= n; i++) expect(outdoor).toContain(`outdoor/${slug}-${i}.jpg`);
  }
  expect(files).toEqual(
    expect.arrayContaining([
      "woodwork/shabby-chest.jpg",
      "woodwork/rustic-chandelier.jpg",
      "woodwork/umbrella-stand.jpg",
      "woodwork/table-lamp.jpg",
      "woodwork/stool.jpg",
      "projects/countdown.jpg",
      "projects/paginator.jpg",
      "projects/card-slider.jpg",
      "projects/filter-table.jpg",
      "projects/trail-journal.jpg",
      "projects/woodshop-calc.jpg",
      "projects/portfolio.jpg",
      "hobbies/software.jpg",
      "hobbies/outdoor.jpg",
      "hobbies/woodwork.jpg",
      "hobbies/handicraft.jpg",
      "owner.jpg",
      "js-code-bg.jpg",
      "slides/mountains.jpg",
      "slides/workshop.jpg",
      "slides/code.jpg",
      "slides/lake.jpg",
    ]),
  );
  expect(files).toHaveLength(58);
});

test("the code images colour keywords, strings and comments", () => {
  const spans = tokenize("const a = 'x'; // note", DARK);
  expect(spans.find(([t]) => t === "const")?.[1]).toBe(DARK.keyword);
  expect(spans.find(([t]) => t === "'x'")?.[1]).toBe(DARK.string);
  expect(spans.find(([t]) => t === "// note")?.[1]).toBe(DARK.comment);
  expect(spans.map(([t]) => t).join("")).toBe("const a = 'x'; // note");
});

test("every package a project picture names is the one its text names", () => {
  const projects = JSON.parse(readFileSync(new URL("../../app/content/projects.json", import.meta.url), "utf8")) as {
    slug: string;
    description: string;
    technologies: string[];
    buttons?: { url: string }[];
  }[];
  for (const project of projects) {
    const draw = PROJECTS[project.slug as keyof typeof PROJECTS];
    expect(draw, project.slug).toBeTypeOf("function");
    const svg = String(draw());
    const text = [project.description, ...project.technologies, ...(project.buttons ?? []).map((b) => b.url)].join(" ");
    const named = [...new Set(svg.match(/ngx-[a-z]+(?:-[a-z]+)*/g) ?? [])];
    for (const name of named) expect(text, `${project.slug}: the picture says ${name}`).toMatch(new RegExp(`\\b${name}\\b(?!-)`));
  }
});
