import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { exportedFiles, inputsHash, staleReason } from "./widgets-dist";

const dir = mkdtempSync(path.join(tmpdir(), "widgets-dist-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(rel: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
}

test("dist/ is stale when missing, unrecorded or older than the sources, and fresh otherwise", () => {
  write(
    "package.json",
    JSON.stringify({ exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" }, "./a.css": "./dist/a.css", "./package.json": "./package.json" } }),
  );
  write("src/index.ts", "export const a = 1;\n");
  write("src/deep/b.ts", "export const b = 2;\n");
  const stamp = path.join(dir, "stamp.json");
  expect(exportedFiles(dir).sort()).toEqual(["dist/a.css", "dist/index.d.ts", "dist/index.js"]);

  expect(staleReason(dir, stamp)).toBe("3 files of dist/ missing (dist/index.d.ts, …)");
  for (const file of exportedFiles(dir)) write(file, "");
  expect(staleReason(dir, stamp)).toBe("no record of the sources dist/ was built from");

  writeFileSync(stamp, JSON.stringify({ hash: inputsHash(dir) }));
  expect(staleReason(dir, stamp)).toBeNull();

  // A test beside the sources is not an input of the build.
  write("src/index.test.ts", "test");
  expect(staleReason(dir, stamp)).toBeNull();

  write("src/deep/b.ts", "export const b = 3;\n");
  expect(staleReason(dir, stamp)).toBe("the sources changed since dist/ was built");
  writeFileSync(stamp, JSON.stringify({ hash: inputsHash(dir) }));
  rmSync(path.join(dir, "dist/a.css"));
  expect(staleReason(dir, stamp)).toBe("1 file of dist/ missing (dist/a.css)");
});

test("a renamed source changes the hash even with the same bytes", () => {
  const before = inputsHash(dir);
  rmSync(path.join(dir, "src/deep/b.ts"));
  write("src/deep/c.ts", "export const b = 3;\n");
  expect(inputsHash(dir)).not.toBe(before);
});
