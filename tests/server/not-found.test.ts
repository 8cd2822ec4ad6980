import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { pathToFileURL } from "node:url";
import { expect, test } from "vitest";
import { prerendered, raw, serverForFile } from "./harness";

// Unknown URLs of every shape against the real route tree: the server must answer each with the
// 404 of the very route React Router matches there, as a document and as single-fetch data.

const running = serverForFile();

type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean };
const build = (await import(pathToFileURL("build/index.js").href)) as { routes: Record<string, BuildRoute> };

function tree(parentId?: string): AgnosticRouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => (route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: tree(route.id) }));
}
const ROUTES = tree(undefined);
const FAMILY_ROUTES = new Set((prerendered() as unknown as { notFound: { routeId: string }[] }).notFound.map((f) => f.routeId));

const get = (target: string) => raw(running().port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 10_000);

const VALUES = ["nope", "NOPE", "caf%C3%A9", "a%2Fb", "%F0%9F%98%80", "x.html", "a/b", "a/b/c/", "nope/"];
const PREFIXES = ["", "projects/", "PROJECTS/", "js-doc/", "Js-Doc/", "outdoor/", "demo/x/", "js-doc/this-in-javascript/", "%70rojects/"];

test("every route with a param or a splat has a prerendered 404 family", () => {
  const dynamic = Object.values(build.routes).filter((route) => /[:*]/.test(route.path ?? ""));
  expect(dynamic.length).toBeGreaterThan(1);
  for (const route of dynamic) expect(FAMILY_ROUTES.has(route.id), route.id).toBe(true);
});

test("each unknown URL is a 404 inside the shell, from the family React Router matches, as a document and as data", async () => {
  let checked = 0;
  for (const prefix of PREFIXES) {
    for (const value of VALUES) {
      const path = `/${prefix}${value}`;
      const leaf = matchRoutes(ROUTES, path)?.at(-1)?.route.id;
      // Some of these reach a real page case-insensitively, as the router would: not our subject.
      if (!leaf || !FAMILY_ROUTES.has(leaf)) continue;
      const document = await get(path);
      expect(document.status, path).toBe(404);
      expect(document.headers["content-type"], path).toMatch(/^text\/html/);
      expect(document.body, path).toContain("Skip to main content");
      expect(document.body, path).toMatch(/<main id="main"/);
      // The document's router state names the matched route; no other family's appears.
      expect(document.body, path).toContain(JSON.stringify(leaf).slice(1, -1));
      const dataPath = `${path.replace(/\/+$/, "")}.data`;
      const data = await get(dataPath);
      expect(data.status, dataPath).toBe(404);
      expect(data.headers["content-type"], dataPath).toBe("text/x-script");
      expect(data.body, dataPath).toContain(`"${leaf}"`);
      for (const other of FAMILY_ROUTES) if (other !== leaf) expect(data.body, `${dataPath} names ${other}`).not.toContain(`"${other}"`);
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(40);
});
