import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { readModuleGraph, staticImports } from "./module-graph";

test("reads the leading static imports of an esbuild module, and nothing after them", () => {
  const source =
    'import{a as Xe}from"/build/_shared/chunk-Q.js";import{b as h,c}from"/build/_shared/chunk-R.js";import"/build/_shared/side.js";' +
    'var t=Xe(1);let lazy=()=>import("/build/_shared/modal.js");const s=\'import x from"/build/not-code.js"\';';
  expect(staticImports(source)).toEqual(["/build/_shared/chunk-Q.js", "/build/_shared/chunk-R.js", "/build/_shared/side.js"]);
  expect(staticImports('import * as r from "/build/root.js";\nimport("/build/entry.js");')).toEqual(["/build/root.js"]);
  expect(staticImports("var a=1;")).toEqual([]);
  expect(staticImports('//# a comment\nimport{a}from"/build/x.js";a();')).toEqual(["/build/x.js"]);
});

test("reads a build folder into a graph keyed by the URL each module is served at", () => {
  const dir = mkdtempSync(join(tmpdir(), "graph-"));
  try {
    mkdirSync(join(dir, "_shared"));
    writeFileSync(join(dir, "entry.client-A.js"), 'import{a}from"/build/_shared/chunk-B.js";a();');
    writeFileSync(join(dir, "_shared", "chunk-B.js"), "export const a=()=>1;");
    writeFileSync(join(dir, "style.css"), "a{}");
    const graph = readModuleGraph(dir, "/build/");
    expect(Object.fromEntries(graph)).toEqual({
      "/build/entry.client-A.js": ["/build/_shared/chunk-B.js"],
      "/build/_shared/chunk-B.js": [],
    });
    expect(readModuleGraph(join(dir, "missing"), "/build/").size).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
