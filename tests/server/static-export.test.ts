import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { COMPILE_HINT, hintedOutputs } from "../../scripts/build/lib/compile-hint";
import { serverForFile } from "./harness";

// build/static is also the static export: a host that serves files by name must find each URL.
const STATIC = join(process.cwd(), "build/static");

const running = serverForFile();

/** What the server sends for a path, uncompressed. */
const served = (path: string, headers: Record<string, string> = {}) => fetch(running().baseURL + path, { headers: { "Accept-Encoding": "identity", ...headers } });

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

test("each page's loader evaluates its modules after what they import, and the entry last", async () => {
  const get = async (path: string) => (await served(path)).text();
  const imports = (source: string) => [...source.matchAll(/(?:^|;|\n)import\s*(?:[^"();]*?from\s*)?"([^"]+)"/g)].map((m) => m[1]);
  for (const page of ["/", "/demo", "/js-doc/this-in-javascript"]) {
    const html = await get(page);
    const loader = html.slice(html.indexOf('<script id="hydrate-after-paint"'));
    const order: string[] = JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(loader)![1]);
    const entry = /\n {2}import\("([^"]+)"\);\n\};/.exec(loader)![1];
    expect(order, page).not.toContain(entry);
    // Everything the entry imports has run before it.
    for (const dependency of imports(await get(entry))) expect(order, `${page}: ${entry} imports ${dependency}`).toContain(dependency);
    for (const [position, href] of order.entries()) {
      for (const dependency of imports(await get(href))) {
        if (order.includes(dependency)) expect(order.indexOf(dependency), `${page}: ${href} imports ${dependency}`).toBeLessThan(position);
      }
    }
  }
});

test("React DOM's chunk is sent with V8's compile hint as its first line, and no other chunk is", async () => {
  const metafile = JSON.parse(readFileSync(join(process.cwd(), "build/metafile.js.json"), "utf8"));
  const hinted = hintedOutputs(metafile).map((file) => file.replace(/^public\//, "/"));
  expect(hinted).toHaveLength(1);
  const chunks = Object.keys(metafile.outputs)
    .filter((file) => file.endsWith(".js"))
    .map((file) => file.replace(/^public\//, "/"));
  for (const path of chunks) {
    const body = await (await served(path)).text();
    expect(body.startsWith(COMPILE_HINT), path).toBe(hinted.includes(path));
  }
  // The twins the server and static hosts send are of the hinted file.
  const [reactDom] = hinted;
  const br = await served(reactDom!, { "Accept-Encoding": "br" });
  expect(br.headers.get("content-encoding")).toBe("br");
  expect((await br.text()).startsWith(COMPILE_HINT)).toBe(true);
});
