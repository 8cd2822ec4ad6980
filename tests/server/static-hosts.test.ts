import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { notFoundFile } from "../../app/utils/static-not-found";
import type { PrerenderManifest } from "../../server/prerendered";
import { listFiles } from "../../server/static-files";

// What the static hosts read besides the files: netlify.toml, GitHub Pages' files and workflow.

const STATIC = join(process.cwd(), "build/static");
const manifest = JSON.parse(readFileSync("build/prerender.json", "utf8")) as PrerenderManifest;
const folderOf = (pattern: string) => pattern.split(/\/[:*]/)[0]!;

test("netlify.toml builds with npm, publishes the export, and gives each 404 family its page", () => {
  const toml = readFileSync("netlify.toml", "utf8");
  expect(toml).toMatch(/^\[build\]\n(?:\s+.*\n)*?\s+command = "npm run build"\n\s+publish = "build\/static"/m);
  const redirects = [...toml.matchAll(/\[\[redirects\]\]\n\s+from = "([^"]+)"\n\s+to = "([^"]+)"\n\s+status = (\d+)/g)].map(([, from, to, status]) => ({ from, to, status }));
  const families = manifest.notFound.filter((family) => family.pattern !== "/*");
  expect(redirects).toEqual(families.map((family) => ({ from: `${folderOf(family.pattern)}/*`, to: `/${notFoundFile(family.pattern)}.html`, status: "404" })));
  for (const { to } of redirects) expect(existsSync(join(STATIC, to))).toBe(true);
});

test("each 404 family is also where Cloudflare Pages looks for it: the nearest 404.html", () => {
  for (const family of manifest.notFound) {
    const file = family.pattern === "/*" ? "404.html" : `${folderOf(family.pattern).slice(1)}/404.html`;
    expect(readFileSync(join(STATIC, file)).equals(readFileSync(join(STATIC, family.file))), file).toBe(true);
  }
});

test("GitHub Pages: .nojekyll, and a Jekyll config that keeps every name Jekyll would drop", () => {
  expect(existsSync(join(STATIC, ".nojekyll"))).toBe(true);
  const config = readFileSync(join(STATIC, "_config.yml"), "utf8");
  const kept = new Set([...config.matchAll(/^ {2}- "([^"]+)"$/gm)].map(([, name]) => name));
  const special = new Set([...listFiles(STATIC).keys()].flatMap((path) => path.split("/").filter((segment) => /^[_.]/.test(segment) && segment !== "_config.yml")));
  expect(special.size).toBeGreaterThan(3);
  for (const name of special) expect(kept.has(name), name).toBe(true);
  const workflow = readFileSync(".github/workflows/pages.yml", "utf8");
  expect(workflow).toContain("uses: actions/deploy-pages@");
  expect(workflow).toMatch(/upload-pages-artifact@\S+\n\s+with:\n\s+path: build\/static/);
});
