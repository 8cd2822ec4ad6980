import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { headersAt, MAX_LINE, MAX_RULES, parseRules, ruleHeaders } from "../../scripts/build/lib/static-host-headers.ts";
import type { PrerenderManifest } from "../../server/prerendered.ts";
import { listFiles } from "../../server/static-files.ts";
import { serverForFile } from "./harness";

// The static export's _headers against the Node server: for every path a static host serves from
// the export, the headers its rules give are those the server sends (less what a host sets
// itself: type, length, encoding, validators), each from a single rule.

const STATIC = join(process.cwd(), "build/static");
const text = readFileSync(join(STATIC, "_headers"), "utf8");
const rules = parseRules(text);
const manifest = JSON.parse(readFileSync("build/prerender.json", "utf8")) as PrerenderManifest;
const running = serverForFile();

/** Every path of the export a host answers 200 for: pages by their URL, data, manifest, public files. */
function exportedPaths(): string[] {
  const rendered = new Set([...manifest.pages, ...manifest.data, ...manifest.notFound, ...manifest.notFound.map((f) => f.data)].map((item) => `/${item.file}`));
  const files = [...listFiles(STATIC).keys()].filter((path) => !rendered.has(path) && !manifest.hidden.includes(path) && !/\.(br|gz)$/.test(path));
  return [...manifest.pages.map((page) => page.path!), ...manifest.data.map((item) => item.path!), "/__manifest", ...files];
}

test("every line is shorter than Cloudflare Pages' limit, and the rules are within its count", () => {
  for (const line of text.split("\n")) expect(line.length, line.slice(0, 80)).toBeLessThan(MAX_LINE);
  expect(rules.length).toBeLessThanOrEqual(MAX_RULES);
});

// Some 1,700 requests (every derived image is a file of the export), eight at a time: on a busy
// machine they take far longer than one journey's usual limit.
test("for every path of the export, _headers gives what the Node server sends", { timeout: 180_000 }, async () => {
  const paths = exportedPaths();
  expect(paths.length).toBeGreaterThan(manifest.pages.length * 2);
  const check = async (path: string) => {
    const target = path === "/__manifest" ? `${path}?version=${manifest.version}` : path;
    const response = await fetch(running().baseURL + target, { headers: { "Accept-Encoding": "identity" } });
    await response.arrayBuffer();
    expect(response.status, path).toBe(200);
    const sent: Record<string, string> = {};
    // Node's fetch lower-cases names; the rules keep the server's spelling.
    for (const [name, value] of response.headers) sent[name] = value;
    const stated = Object.fromEntries(Object.entries(headersAt(rules, path)).map(([name, value]) => [name.toLowerCase(), value]));
    expect(stated, path).toEqual(ruleHeaders(sent));
  };
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) await check(path);
    }),
  );
});

test("each page has its own policy: the hashes of its own inline scripts, no other page's", () => {
  const policies = new Set(
    manifest.pages.filter((page) => page.headers["content-type"]?.startsWith("text/html")).map((page) => headersAt(rules, page.path!)["Content-Security-Policy"]),
  );
  expect(policies.size).toBeGreaterThan(1);
  for (const page of manifest.pages) {
    const policy = headersAt(rules, page.path!)["Content-Security-Policy"] ?? "";
    for (const hash of page.scriptHashes ?? []) expect(policy, page.path).toContain(hash);
  }
});
