import { expect, test } from "vitest";
import { noisyLines } from "./build-output";

test("a quiet build's lines pass, and warnings, errors and stack frames are picked out, but for esbuild's known line as it stops", () => {
  const quiet = [
    "widgets: dist/ is up to date with the sources",
    "check-content: OK (8 skills, 7 projects, 8 locations with 36 photos, 5 wood projects, 4 CV sections, all images present)",
    "images: 58 sources (0 encoded, 58 unchanged), 1653 files, 0 stale removed in 0.2s",
    "cv-pdf: wrote public/assets/cv/davide-marchetti-cv.pdf",
    "[info] building... (NODE_ENV=production)",
    "[info] built (4.3s)",
    "prerendered 19 pages (/, /curriculum), 3 404 families (/projects/:slug, /js-doc/*, /*) and 91 compressed files into build/static",
  ].join("\n");
  expect(noisyLines(quiet)).toEqual([]);
  expect(
    noisyLines(
      [
        quiet,
        "Warning: useLayoutEffect does nothing on the server, because its effect cannot be encoded",
        "    at Island (file:///work/main/build/index.js:6235:19)",
        "npm warn config production Use `--omit=dev` instead.",
        "(node:123) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.",
        "fatal error: all goroutines are asleep - deadlock!",
        "fatal error: out of memory",
      ].join("\n"),
    ),
  ).toEqual([
    "Warning: useLayoutEffect does nothing on the server, because its effect cannot be encoded",
    "    at Island (file:///work/main/build/index.js:6235:19)",
    "npm warn config production Use `--omit=dev` instead.",
    "(node:123) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.",
    "fatal error: out of memory",
  ]);
});
