import { matchRoutes } from "@remix-run/router";
import { expect, test } from "vitest";
import { decodePath, matchFamily, patternRegExp, rankFamilies, routeScore } from "./not-found.ts";

// A route tree shaped like the app's: a pathless shell with pages, a param route, a splat
// under a layout, and the site-wide splat.
const TREE = [
  {
    id: "root",
    path: "",
    children: [
      {
        id: "shell",
        children: [
          { id: "index", index: true },
          { id: "outdoor", path: "outdoor" },
          { id: "project", path: "projects/:slug" },
          {
            id: "js-doc",
            path: "js-doc",
            children: [
              { id: "js-doc-index", index: true },
              { id: "lesson", path: "this-in-javascript" },
              { id: "lesson-404", path: "*" },
            ],
          },
          { id: "site-404", path: "*" },
        ],
      },
      { id: "robots", path: "robots.txt" },
    ],
  },
];
const FAMILIES = rankFamilies([
  { pattern: "/*", routeId: "site-404" },
  { pattern: "/js-doc/*", routeId: "lesson-404" },
  { pattern: "/projects/:slug", routeId: "project" },
]);

const SEGMENTS = ["projects", "PROJECTS", "js-doc", "Js-Doc", "outdoor", "x", "caf%C3%A9", "a%2Fb", "%70rojects", "__not-found__", "this-in-javascript", "a.data", ""];

/** Every path of one to three of those segments, with and without a trailing slash. */
function* paths() {
  for (const a of SEGMENTS) {
    yield `/${a}`;
    for (const b of SEGMENTS) {
      yield `/${a}/${b}`;
      yield `/${a}/${b}/`;
      for (const c of SEGMENTS.slice(0, 6)) yield `/${a}/${b}/${c}`;
    }
  }
}

test("every unknown path gets the 404 family React Router itself would match", () => {
  let compared = 0;
  for (const path of paths()) {
    const leaf = matchRoutes(TREE, path)?.at(-1)?.route.id;
    const family = FAMILIES.find((f) => f.routeId === leaf);
    // Paths React Router matches to a page are pages (the server has those by exact path).
    if (!family) continue;
    expect(matchFamily(FAMILIES, path)?.routeId, path).toBe(leaf);
    compared++;
  }
  expect(compared).toBeGreaterThan(1000);
});

test("ranks as React Router does: static beats param beats splat", () => {
  expect(routeScore("/projects/:slug")).toBeGreaterThan(routeScore("/js-doc/*"));
  expect(routeScore("/js-doc/*")).toBeGreaterThan(routeScore("/*"));
  expect(FAMILIES.map((f) => f.pattern)).toEqual(["/projects/:slug", "/js-doc/*", "/*"]);
});

test("patterns match whole segments, case-insensitively, with a trailing slash allowed", () => {
  expect(patternRegExp("/projects/:slug").test("/projects/x")).toBe(true);
  expect(patternRegExp("/projects/:slug").test("/Projects/x/")).toBe(true);
  expect(patternRegExp("/projects/:slug").test("/projects/")).toBe(false);
  expect(patternRegExp("/projects/:slug").test("/projects/x/y")).toBe(false);
  expect(patternRegExp("/projects/:slug").test("/projectsx/y")).toBe(false);
  expect(patternRegExp("/js-doc/*").test("/js-doc")).toBe(true);
  expect(patternRegExp("/js-doc/*").test("/js-docs/a")).toBe(false);
  expect(patternRegExp("/*").test("/anything/at/all")).toBe(true);
});

test("decodes like the router: each segment, keeping an encoded slash", () => {
  expect(decodePath("/caf%C3%A9/a%2Fb")).toBe("/café/a%2Fb");
  expect(decodePath("/%E0%A4%A")).toBe("/%E0%A4%A");
});
