// The code the widget pages show a reader compiles as it is, in a stranger's project: each live
// example (./examples) and each Server Component recipe (./recipes), strict, against the package
// as built and React's types, without this site's settings or its `~` alias. (The site's own
// typecheck compiles them too, with its settings.)
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { typecheckSnippets, type Snippet } from "../../packages/widgets/scripts/snippets";

const here = path.dirname(fileURLToPath(import.meta.url));

/** The .tsx files under a folder of this one, as snippets at the same relative paths. */
function files(folder: string): Snippet[] {
  const dir = path.join(here, folder);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".tsx") && !name.endsWith(".test.tsx"))
    .map((name) => ({ file: path.join(folder, name), code: readFileSync(path.join(dir, name), "utf8"), source: `app/widget-docs/${folder}/${name}` }));
}

test("every widget page's example and recipe compiles in an app of its own, against the built package", () => {
  const snippets = [...files("examples"), ...files("recipes")];
  expect(snippets.length).toBeGreaterThan(16);
  expect(typecheckSnippets(snippets)).toEqual([]);
}, 60_000);
