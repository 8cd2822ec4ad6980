import { expect, test } from "vitest";
import { findRoute, normalizePath, shareImagePath } from "./site-paths";
import { SITE_ROUTES } from "./site-routes";

test("paths are unique, absolute and without a trailing slash", () => {
  const paths = SITE_ROUTES.map((route) => route.path);
  expect(new Set(paths).size).toBe(paths.length);
  for (const path of paths) expect(path).toBe(normalizePath(path));
});

test("finds a page with or without a trailing slash, and nothing for unknown paths", () => {
  expect(findRoute(SITE_ROUTES, "/outdoor/")?.path).toBe("/outdoor");
  expect(findRoute(SITE_ROUTES, "/")?.path).toBe("/");
  expect(findRoute(SITE_ROUTES, "/no/such/page")).toBeUndefined();
});

test("every page has its own share image", () => {
  expect(shareImagePath("/")).toBe("/generated/share/home.jpg");
  expect(shareImagePath("/js-doc/this-in-javascript/")).toBe("/generated/share/js-doc-this-in-javascript.jpg");
  const images = SITE_ROUTES.map((route) => shareImagePath(route.path));
  expect(new Set(images).size).toBe(images.length);
});
