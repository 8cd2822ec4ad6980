import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { serverForFile } from "./harness";

// build/static is also the static export: a host that serves files by name must find each URL.
const STATIC = join(process.cwd(), "build/static");

const running = serverForFile();

/** What the server sends for a path, uncompressed. */
const served = (path: string, headers: Record<string, string> = {}) =>
  fetch(running().baseURL + path, { headers: { "Accept-Encoding": "identity", ...headers } });

test.each(["/robots.txt", "/sitemap.xml", "/manifest.webmanifest", "/resume.json"])(
  "%s is a file of its own name in the static export, the bytes the server sends",
  async (path) => {
    const file = join(STATIC, path.slice(1));
    expect(existsSync(file)).toBe(true);
    const response = await served(path);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(file))).toBe(true);
  },
);

test("no resource route is exported under a page's name or with a data twin", () => {
  const names = readdirSync(STATIC);
  expect(names.filter((name) => /\.(txt|xml|json|webmanifest)\.(html|data)$/.test(name))).toEqual([]);
});

test("each page's loader evaluates its modules after what they import, and the startup chunks carry the compile hint", async () => {
  const get = async (path: string) => (await served(path)).text();
  const imports = (source: string) => [...source.matchAll(/(?:^|;|\n)import\s*(?:[^"();]*?from\s*)?"([^"]+)"/g)].map((m) => m[1]);
  for (const page of ["/", "/demo", "/js-doc/this-in-javascript"]) {
    const html = await get(page);
    const order: string[] = JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(html)![1]);
    const entry = /import\("([^"]+)"\);/.exec(html.slice(html.lastIndexOf("const hydrate")))![1];
    expect(order, page).toContain(entry);
    const startup = imports(await get(entry));
    for (const [position, href] of order.entries()) {
      const source = await get(href);
      for (const dependency of imports(source)) {
        if (order.includes(dependency)) expect(order.indexOf(dependency), `${page}: ${href} imports ${dependency}`).toBeLessThan(position);
      }
      // The entry's own imports (React, React DOM, the router) are compiled while they stream.
      if (startup.includes(href)) expect(source.startsWith("//# allFunctionsCalledOnLoad\n"), href).toBe(true);
    }
  }
});

test("every document, prerendered or rendered per request, reads scroll positions only for an entry that has one", async () => {
  const documents: [string, Record<string, string>][] = [
    ["/", {}],
    ["/outdoor", {}],
    ["/demo", {}],
    ["/no-such-page", {}],
  ];
  for (const [path, headers] of documents) {
    const html = await (await served(path, headers)).text();
    expect(html, path).toContain("if (fresh && !restoreKey) return;");
  }
});
