import { describe, expect, test } from "vitest";
import { deferHydration, deferModuleScript } from "./defer-hydration.js";

// The shape Remix 2.17's <Scripts /> renders with lazy route discovery on (a production build).
const moduleScript = `;
import * as route0 from "/build/root-A.js";
import * as route1 from "/build/routes/_shell-B.js";
window.__remixManifest = {
  "entry": {
    "module": "/build/entry.client-C.js",
    "imports": [
      "/build/_shared/chunk-D.js"
    ]
  },
  "url": "/build/manifest-E.js"
};
window.__remixRouteModules = {"root":route0,"routes/_shell":route1};

import("/build/entry.client-C.js");`;

const page = (script) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main>text</main>` +
  `<link rel="modulepreload" href="/build/entry.client-C.js"/><link rel="modulepreload" href="/build/_shared/chunk-D.js"/>` +
  `<script>window.__remixContext = {};</script><script type="module" async="">${script}</script></body></html>`;

/** Runs a rewritten script with `import()` and the browser globals it touches replaced by records. */
function run(source, { paintTiming = true } = {}) {
  const imported = [];
  const timers = [];
  const observers = [];
  const hrefs = ["/build/entry.client-C.js", "/build/_shared/chunk-D.js", "/build/_shared/chunk-F.js", "/build/root-A.js", "/build/_shared/chunk-G.js", "/build/routes/_shell-B.js"];
  const links = hrefs.map((href) => ({ media: "not all", getAttribute: (name) => (name === "href" ? href : null) }));
  const window = {};
  const globals = {
    window,
    document: { querySelectorAll: () => links },
    PerformanceObserver: Object.assign(
      function (callback) {
        const observer = { callback, disconnected: false, observe: () => {}, disconnect: () => (observer.disconnected = true) };
        observers.push(observer);
        return observer;
      },
      { supportedEntryTypes: paintTiming ? ["paint", "navigation"] : ["navigation"] },
    ),
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn) => timers.push({ fn, ms: "frame" }),
    load: async (specifier) => {
      imported.push(specifier);
      return { specifier };
    },
  };
  const body = source.replace(/\bimport\(/g, "load(");
  new Function(...Object.keys(globals), body)(...Object.values(globals));
  const paint = (name) => observers[0].callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, observers[0]);
  // Runs the queued zero-delay timers (and those they queue), then lets the imports resolve.
  const settle = async () => {
    for (let round = 0; round < 50; round++) {
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

describe("deferModuleScript", () => {
  test("imports nothing until the first contentful paint, then the routes and, last, the entry", async () => {
    const page = run(deferModuleScript(moduleScript));
    await page.settle();
    expect(page.imported).toEqual([]);
    expect(new Set(page.links.map((l) => l.media))).toEqual(new Set(["not all"]));

    page.paint("first-paint");
    await page.settle();
    expect(page.imported).toEqual([]);

    page.paint("first-contentful-paint");
    expect(page.links.map((l) => l.media)).toEqual(["all", "all", "all", "all", "not all", "not all"]);
    expect(page.imported).toEqual([]);
    await page.settle();
    expect(new Set(page.links.map((l) => l.media))).toEqual(new Set(["all"]));
    // The preloaded modules one by one (not the entry), then the routes as Remix imports them, then the entry.
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
    expect(page.window.__remixManifest.entry.module).toBe("/build/entry.client-C.js");
    expect(page.observers[0].disconnected).toBe(true);
  });

  test("starts once, even when the fallback timer fires after the paint", async () => {
    const page = run(deferModuleScript(moduleScript));
    const fallback = page.timers.find((t) => t.ms === 3000);
    expect(fallback).toBeDefined();
    page.paint("first-contentful-paint");
    fallback.fn();
    await page.settle();
    fallback.fn();
    await page.settle();
    expect(page.imported.filter((s) => s.includes("entry.client"))).toHaveLength(1);
    expect(page.imported.at(-1)).toBe("/build/entry.client-C.js");
  });

  test("starts after the fallback timer when no paint is reported (a page that stays hidden)", async () => {
    const page = run(deferModuleScript(moduleScript));
    page.timers.find((t) => t.ms === 3000).fn();
    await page.settle();
    expect(page.imported.at(-1)).toBe("/build/entry.client-C.js");
  });

  test("a browser without paint timing starts after one frame", async () => {
    const page = run(deferModuleScript(moduleScript), { paintTiming: false });
    expect(page.observers).toHaveLength(0);
    page.timers.find((t) => t.ms === "frame").fn();
    await page.settle();
    expect(page.imported.at(-1)).toBe("/build/entry.client-C.js");
  });

  test("side-effect imports (the manifest without lazy discovery, the HMR runtime) run first, in order", async () => {
    const page = run(deferModuleScript(`import "/build/manifest-E.js";\n${moduleScript.slice(2)}`));
    page.paint("first-contentful-paint");
    await page.settle();
    expect(page.imported[0]).toBe("/build/manifest-E.js");
    expect(page.imported.at(-1)).toBe("/build/entry.client-C.js");
  });

  test("with an evaluation order, the preloaded modules run in that order (still not the entry)", async () => {
    const order = ["/build/_shared/chunk-F.js", "/build/_shared/chunk-D.js", "/build/entry.client-C.js", "/build/_shared/chunk-G.js", "/build/root-A.js", "/build/routes/_shell-B.js"];
    const page = run(deferModuleScript(moduleScript, order));
    page.paint("first-contentful-paint");
    await page.settle();
    expect(page.imported).toEqual([
      "/build/_shared/chunk-F.js",
      "/build/_shared/chunk-D.js",
      "/build/_shared/chunk-G.js",
      "/build/root-A.js",
      "/build/routes/_shell-B.js",
      "/build/root-A.js",
      "/build/routes/_shell-B.js",
      "/build/entry.client-C.js",
    ]);
  });

  test("an unknown shape is refused rather than half rewritten", () => {
    expect(deferModuleScript(`import { a } from "/a.js";\n${moduleScript}`)).toBeNull();
    expect(deferModuleScript(moduleScript.replace(/import\("[^"]+"\);$/, "start();"))).toBeNull();
    expect(deferModuleScript(" ")).toBeNull();
  });
});

describe("deferHydration", () => {
  test("holds every modulepreload back and swaps in the deferred loader", () => {
    const html = deferHydration(page(moduleScript));
    expect(html.match(/<link rel="modulepreload" href="[^"]+" media="not all"\/>/g)).toHaveLength(2);
    expect(html).not.toMatch(/<link rel="modulepreload" href="[^"]+"\/>/);
    expect(html).toContain(`<script type="module" async="">${deferModuleScript(moduleScript)}</script>`);
    expect(html).toContain("<script>window.__remixContext = {};</script>");
    expect(html.startsWith("<!DOCTYPE html><html lang=\"en\"><head><title>t</title></head><body><main>text</main>")).toBe(true);
  });

  test("given the module graph, the loader evaluates each page's modules dependencies first", () => {
    const graph = new Map([
      ["/build/entry.client-C.js", ["/build/_shared/chunk-D.js"]],
      ["/build/_shared/chunk-D.js", ["/build/_shared/chunk-Z.js"]],
      ["/build/_shared/chunk-Z.js", []],
    ]);
    const html = deferHydration(page(moduleScript).replace("</main>", '</main><link rel="modulepreload" href="/build/_shared/chunk-Z.js"/>'), graph);
    expect(html).toContain('for (const href of ["/build/_shared/chunk-Z.js","/build/_shared/chunk-D.js","/build/entry.client-C.js"]) {');
    // Without a graph, or with an empty one, the preloads' own order.
    expect(deferHydration(page(moduleScript), new Map())).toBe(deferHydration(page(moduleScript)));
  });

  test("leaves documents of another shape as they are", () => {
    const odd = page(`import { a } from "/a.js";`);
    expect(deferHydration(odd)).toBe(odd);
    expect(deferHydration("<p>no scripts</p>")).toBe("<p>no scripts</p>");
  });
});
