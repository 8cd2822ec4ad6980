import { describe, expect, test } from "vitest";
import type { UNSAFE_AssetsManifest } from "@remix-run/react";
import { contextScript, dependencyOrder, hydrationLoader, initialManifest, type LoaderInput } from "./hydration-loader.server";

const input: LoaderInput = {
  preloads: ["/build/entry.client-C.js", "/build/_shared/chunk-D.js", "/build/_shared/chunk-F.js", "/build/root-A.js", "/build/_shared/chunk-G.js", "/build/routes/_shell-B.js"],
  entry: "/build/entry.client-C.js",
  routes: [
    { id: "root", module: "/build/root-A.js" },
    { id: "routes/_shell", module: "/build/routes/_shell-B.js" },
  ],
  manifest: { entry: { module: "/build/entry.client-C.js", imports: ["/build/_shared/chunk-D.js"] }, note: "</script><script>alert(1)</script>" },
};

type Timer = { fn: () => void; ms: number | "frame" | undefined; done?: boolean };
type Observer = { callback: (list: unknown, observer: Observer) => void; disconnected: boolean };

/** Runs a loader with `import()` and the browser globals it touches replaced by records. */
function run(source: string, { paintTiming = true } = {}) {
  const imported: string[] = [];
  const timers: Timer[] = [];
  const observers: Observer[] = [];
  const links = input.preloads.map(() => ({ media: "not all" }));
  const window: Record<string, unknown> = {};
  const globals = {
    window,
    // The served elements the loader notes before React starts (keep-served.test.ts runs that
    // part in a DOM): none here.
    document: {
      documentElement: {},
      querySelector: () => null,
      querySelectorAll: (selector: string) => {
        if (selector === 'link[rel="modulepreload"][media="not all"]') return links;
        if (selector === "[data-served]") return [];
        throw new Error(`unexpected selector ${selector}`);
      },
    },
    MutationObserver: function () {
      return { observe: () => {} };
    },
    PerformanceObserver: Object.assign(
      function (callback: Observer["callback"]) {
        const observer: Observer & { observe: () => void; disconnect: () => void } = {
          callback,
          disconnected: false,
          observe: () => {},
          disconnect: () => (observer.disconnected = true),
        };
        observers.push(observer);
        return observer;
      },
      { supportedEntryTypes: paintTiming ? ["paint", "navigation"] : ["navigation"] },
    ),
    setTimeout: (fn: () => void, ms?: number) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: () => void) => timers.push({ fn, ms: "frame" }),
    load: async (specifier: string) => {
      imported.push(specifier);
      return { specifier };
    },
  };
  const body = source.replace(/\bimport\(/g, "load(");
  new Function(...Object.keys(globals), body)(...Object.values(globals));
  const paint = (name: string) => observers[0].callback({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) }, observers[0]);
  // Runs the queued zero-delay timers (and those they queue), then lets the imports resolve.
  const settle = async () => {
    for (let round = 0; round < 60; round++) {
      const timer = timers.find((t) => !t.done && t.ms === undefined);
      if (timer) {
        timer.done = true;
        timer.fn();
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { imported, timers, observers, links, window, paint, settle };
}

describe("hydrationLoader", () => {
  test("imports nothing until the first contentful paint, then each module in a task of its own, the routes, and last the entry", async () => {
    const page = run(hydrationLoader(input));
    await page.settle();
    expect(page.imported).toEqual([]);
    page.paint("first-paint");
    await page.settle();
    expect(page.imported).toEqual([]);

    page.paint("first-contentful-paint");
    // Four preloads let go at once, the rest in the next tasks.
    expect(page.links.map((l) => l.media)).toEqual(["all", "all", "all", "all", "not all", "not all"]);
    await page.settle();
    expect(new Set(page.links.map((l) => l.media))).toEqual(new Set(["all"]));
    expect(page.imported).toEqual([
      "/build/_shared/chunk-D.js",
      "/build/_shared/chunk-F.js",
      "/build/root-A.js",
      "/build/_shared/chunk-G.js",
      "/build/routes/_shell-B.js",
      "/build/root-A.js",
      "/build/routes/_shell-B.js",
      "/build/entry.client-C.js",
    ]);
    expect(page.window.__remixRouteModules).toEqual({ root: { specifier: "/build/root-A.js" }, "routes/_shell": { specifier: "/build/routes/_shell-B.js" } });
    expect(page.window.__remixManifest).toEqual(input.manifest);
    expect(page.observers[0].disconnected).toBe(true);
  });

  test("no string in the manifest can close the script element", () => {
    expect(hydrationLoader(input)).not.toMatch(/<\/script/i);
  });

  test("starts once, even when the fallback timer fires after the paint", async () => {
    const page = run(hydrationLoader(input));
    const fallback = page.timers.find((t) => t.ms === 3000)!;
    page.paint("first-contentful-paint");
    fallback.fn();
    await page.settle();
    fallback.fn();
    await page.settle();
    expect(page.imported.filter((s) => s.includes("entry.client"))).toHaveLength(1);
    expect(page.imported.at(-1)).toBe("/build/entry.client-C.js");
  });

  test("starts after the fallback timer when no paint is reported (a page that stays hidden)", async () => {
    const page = run(hydrationLoader(input));
    page.timers.find((t) => t.ms === 3000)!.fn();
    await page.settle();
    expect(page.imported.at(-1)).toBe("/build/entry.client-C.js");
  });

  test("a browser without paint timing starts after one frame", async () => {
    const page = run(hydrationLoader(input), { paintTiming: false });
    expect(page.observers).toHaveLength(0);
    page.timers.find((t) => t.ms === "frame")!.fn();
    await page.settle();
    expect(page.imported.at(-1)).toBe("/build/entry.client-C.js");
  });

  test("given the module graph, dependencies are evaluated first", async () => {
    const graph = new Map([
      ["/build/_shared/chunk-D.js", ["/build/_shared/chunk-G.js"]],
      ["/build/root-A.js", ["/build/_shared/chunk-F.js"]],
    ]);
    const page = run(hydrationLoader({ ...input, graph }));
    page.paint("first-contentful-paint");
    await page.settle();
    expect(page.imported.slice(0, 5)).toEqual([
      "/build/_shared/chunk-G.js",
      "/build/_shared/chunk-D.js",
      "/build/_shared/chunk-F.js",
      "/build/root-A.js",
      "/build/routes/_shell-B.js",
    ]);
  });
});

test("dependencyOrder puts every module after what it imports, keeps the order otherwise, and survives a cycle", () => {
  const graph = new Map([
    ["/entry.js", ["/router.js", "/react.js"]],
    ["/router.js", ["/react.js"]],
    ["/react.js", []],
  ]);
  expect(dependencyOrder(["/entry.js", "/router.js", "/react.js", "/other.js"], graph)).toEqual(["/react.js", "/router.js", "/entry.js", "/other.js"]);
  expect(
    dependencyOrder(
      ["/a.js", "/b.js"],
      new Map([
        ["/a.js", ["/b.js"]],
        ["/b.js", ["/a.js"]],
      ]),
    ),
  ).toEqual(["/b.js", "/a.js"]);
});

test("the initial manifest holds the routes matched at the page's path and at its parents, and no others", () => {
  const route = (id: string, parentId: string | undefined, extra: { path?: string; index?: boolean } = {}) => ({
    id,
    parentId,
    ...extra,
    module: `/build/${id}.js`,
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasErrorBoundary: false,
  });
  const routes = [
    route("root", undefined, { path: "" }),
    route("shell", "root"),
    route("home", "shell", { index: true }),
    route("outdoor", "shell", { path: "outdoor" }),
    route("docs", "shell", { path: "js-doc" }),
    route("docs-index", "docs", { index: true }),
    route("lesson", "docs", { path: "this-in-javascript" }),
    route("splat", "shell", { path: "*" }),
  ];
  const manifest = {
    entry: { module: "/build/entry.js", imports: [] },
    url: "/build/manifest.js",
    version: "1",
    routes: Object.fromEntries(routes.map((r) => [r.id, r])),
  } as unknown as UNSAFE_AssetsManifest;
  const ids = (pathname: string, matched: string[]) => Object.keys(initialManifest(manifest, pathname, matched).routes).sort();
  expect(ids("/js-doc/this-in-javascript", ["root", "shell", "docs", "lesson"])).toEqual(["docs", "docs-index", "home", "lesson", "root", "shell"]);
  expect(ids("/", ["root", "shell", "home"])).toEqual(["home", "root", "shell"]);
  expect(initialManifest(manifest, "/", ["root"]).entry).toBe(manifest.entry);
});

test("the context script hands the server's context over and opens the stream the data follows in", () => {
  const source = contextScript('{"state":{"loaderData":{}}}');
  const window: Record<string, { stream?: unknown; streamController?: unknown; state?: unknown }> = {};
  new Function("window", "ReadableStream", "TextEncoderStream", source)(
    window,
    class {
      constructor({ start }: { start: (controller: string) => void }) {
        start("controller");
      }
      pipeThrough() {
        return "encoded stream";
      }
    },
    class {},
  );
  expect(window.__remixContext.state).toEqual({ loaderData: {} });
  expect(window.__remixContext.streamController).toBe("controller");
  expect(window.__remixContext.stream).toBe("encoded stream");
});
