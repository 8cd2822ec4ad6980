// The README tells a newcomer which commands there are; package.json is what runs. Every command
// the README names must exist, and every command package.json has must be in the README
// (lifecycle hooks, pre… and post…, run by npm itself, excepted).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");
const scripts = (file: string) => Object.keys((JSON.parse(readFileSync(path.join(root, file), "utf8")) as { scripts: Record<string, string> }).scripts);
const rootScripts = scripts("package.json");
const widgetScripts = scripts("packages/widgets/package.json");

/** `npm run x`, `npm test` and `npm start` in the README, each with the workspace it runs in, if any. */
function named(text: string): { script: string; workspace: string | undefined }[] {
  return [...text.matchAll(/\bnpm (?:run ([\w:.-]+)|(test|start))\b(?:\s+-w\s+([@\w/.-]+))?/g)].map((m) => ({ script: (m[1] ?? m[2])!, workspace: m[3] }));
}

test("the README finds the commands it names", () => {
  expect(named("npm run a:b # x\nnpm test, `npm run docs -w @x/y` and npm start")).toEqual([
    { script: "a:b", workspace: undefined },
    { script: "test", workspace: undefined },
    { script: "docs", workspace: "@x/y" },
    { script: "start", workspace: undefined },
  ]);
});

test("every command the README names exists in package.json (the widgets' own in theirs)", () => {
  const missing = named(readme).filter(({ script, workspace }) =>
    workspace === undefined ? !rootScripts.includes(script) : workspace === "@davide-marchetti/widgets" ? !widgetScripts.includes(script) : true,
  );
  expect(missing).toEqual([]);
});

test("every command of package.json is in the README", () => {
  const inReadme = new Set(
    named(readme)
      .filter(({ workspace }) => workspace === undefined)
      .map(({ script }) => script),
  );
  const hooks = (name: string) => /^(pre|post)/.test(name) && rootScripts.includes(name.replace(/^(pre|post)/, ""));
  expect(rootScripts.filter((name) => !hooks(name) && !inReadme.has(name))).toEqual([]);
});
