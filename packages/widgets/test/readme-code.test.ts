// Every TypeScript block of the README compiles, strict, against the package as built: a reader
// who copies one (and the files it names) into an app gets no type error. The blocks are written
// as whole files, with their imports; one that needs another names it (`// file: …`).
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { codeBlocks, typecheckSnippets } from "../scripts/snippets";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

test("the README's code is TypeScript, whole files", () => {
  const blocks = codeBlocks(readme, "README.md");
  expect(blocks.length).toBeGreaterThan(15);
  // Examples in JavaScript would escape the check below.
  expect(readme.split("\n").filter((line) => /^\s*```jsx?\s*$/.test(line))).toEqual([]);
  for (const block of blocks) expect(block.code, block.source).toMatch(/^(\/\/ file: \S+\n)?("use client";\n\n)?(\/\/[^\n]*\n)*import /);
});

test("every TypeScript block of the README type-checks against the built package (and a broken one beside them fails)", () => {
  // One block that must not compile, so a check that could not fail would show here.
  const broken = codeBlocks('```tsx\nimport { Paginator } from "@davide-marchetti/widgets/paginator";\n\nexport const p = <Paginator totalPages="many" />;\n```\n', "broken.md");
  const errors = typecheckSnippets([...codeBlocks(readme, "README.md"), ...broken]);
  expect(errors.filter((error) => !error.startsWith("broken.md"))).toEqual([]);
  expect(errors).toEqual([expect.stringContaining("broken.md:1 (+3): ")]);
}, 60_000);
