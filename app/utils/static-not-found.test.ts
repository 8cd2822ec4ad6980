import { expect, test } from "vitest";
import { notFoundDataPath, notFoundFile } from "./static-not-found";

// The site's shape: a pathless shell with pages, a param route, a layout with a splat, a splat.
const ROUTES = [
  {
    path: "",
    children: [
      {
        children: [{ index: true }, { path: "outdoor" }, { path: "projects/:slug" }, { path: "js-doc", children: [{ index: true }, { path: "*" }] }, { path: "*" }],
      },
    ],
  },
];

test("family files as the prerender names them", () => {
  expect(notFoundFile("/*")).toBe("404");
  expect(notFoundFile("/projects/:slug")).toBe("404/projects-slug");
  expect(notFoundFile("/js-doc/*")).toBe("404/js-doc");
});

test("an unknown .data URL gets the data of the family React Router matches", () => {
  expect(notFoundDataPath(ROUTES, "/projects/nope.data")).toBe("/404/projects-slug.data");
  expect(notFoundDataPath(ROUTES, "/js-doc/a/b.data")).toBe("/404/js-doc.data");
  expect(notFoundDataPath(ROUTES, "/no/such/page.data")).toBe("/404.data");
  expect(notFoundDataPath(ROUTES, "/outdoor/x.data")).toBe("/404.data");
});

test("known pages and non-data URLs are left alone", () => {
  expect(notFoundDataPath(ROUTES, "/outdoor.data")).toBeUndefined();
  expect(notFoundDataPath(ROUTES, "/_root.data")).toBeUndefined();
  expect(notFoundDataPath(ROUTES, "/projects/nope")).toBeUndefined();
});
