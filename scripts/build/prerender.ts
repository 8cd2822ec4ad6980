/**
 * Renders every static route of the server build once, into a folder any static host can serve
 * as it is (build/static), and describes it for the Node server (build/prerender.json).
 *
 * build/static holds: the public folder (hard links), one HTML file per route ("/outdoor" ->
 * outdoor.html, "/" -> index.html), the 404 page (404.html), the single-fetch data that client
 * navigation asks for (outdoor.data, _root.data), the route manifest for lazy route discovery
 * (__manifest), brotli and gzip twins of every text file, a _headers file for hosts that
 * read one (Netlify, Cloudflare Pages) saying for each path what the Node server says, each 404
 * family also as <folder>/404.html where Cloudflare Pages looks for it, and .nojekyll (GitHub Pages).
 *
 * Each document is rendered with what the prerender knows of it (app/components/prerender-context.ts):
 * its critical CSS (scripts/build/lib/critical-css.ts), learnt from a first render, and the client
 * modules' import graph, so the page starts its JavaScript after its first paint in dependency
 * order (docs/decisions/0005-first-paint-from-the-document.md). Run with tsx (`npm run build`).
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, extname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { SANDBOX_PATH } from "../../app/lessons/runner/protocol.ts";
import { notFoundFile } from "../../app/utils/static-not-found.ts";
import { inlineScriptHashes } from "../../server/csp.ts";
import { loadPrerendered, type PrerenderManifest, type RenderedFile } from "../../server/prerendered.ts";
import { IDENTITY } from "../../server/request.ts";
import { COMPRESSIBLE, listFiles, MIME_TYPES } from "../../server/static-files.ts";
import { hintedOutputs, withCompileHint } from "./lib/compile-hint.ts";
import { criticalCss } from "./lib/critical-css.ts";
import { readModuleGraph } from "./lib/module-graph.ts";
import { nginxLocations } from "./lib/nginx-conf.ts";
import { headerRules, renderRules, withFileAliases } from "./lib/static-host-headers.ts";

const root = resolve(process.argv[2] ?? ".");
const buildFile = join(root, "build/index.js");
const publicDir = join(root, "public");
const outDir = join(root, "build/static");
/** Stands for a param or a splat when rendering a route's 404: no slug or lesson may be named so. */
const NOT_FOUND_SAMPLE = "__not-found__";
const ORIGIN = "http://localhost";

const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");
// React DOM's chunk is compiled while it streams in, not on the main thread (lib/compile-hint.ts).
// Written in place before the brotli and gzip twins are made; build/static links the same file.
const hinted = hintedOutputs(JSON.parse(readFileSync(join(root, "build/metafile.js.json"), "utf8")));
if (!hinted.length) throw new Error("prerender: no client chunk holds React DOM's production build (build/metafile.js.json), so none gets the compile hint: see scripts/build/lib/compile-hint.ts");
for (const file of hinted) writeFileSync(join(root, file), withCompileHint(readFileSync(join(root, file), "utf8")));
// Which client module imports which, so each page evaluates its modules dependencies first.
const graph = readModuleGraph(join(root, build.assetsBuildDirectory), build.publicPath);

type Routes = ServerBuild["routes"];
type Route = Routes[string] & {};

/** A route's whole path, from the root down: "/projects/:slug". */
function fullPath(routes: Routes, route: Route): string {
  const parts: string[] = [];
  for (let r: Route | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) if (r.path) parts.unshift(r.path);
  return "/" + parts.join("/");
}

/** Every route with a param or a splat, with a path that reaches it but names nothing real. */
function notFoundFamilies(routes: Routes): { routeId: string; pattern: string; sample: string }[] {
  const families = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const pattern = fullPath(routes, route).replace(/\/+$/, "") || "/";
    if (!/[:*]/.test(pattern)) continue;
    if (pattern.includes("?")) {
      failures.push(`${route.id}: optional segments (${pattern}) are not supported by the prerendered 404s`);
      continue;
    }
    const sample = pattern.replace(/:[\w-]+|\*/g, NOT_FOUND_SAMPLE);
    families.push({ routeId: route.id, pattern, sample });
  }
  return families;
}

/** Paths of every route without params, splats or optional segments, from the route tree. */
function staticPaths(routes: Routes): Set<string> {
  const paths = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const hasIndexChild = Object.values(routes).some((r) => r?.parentId === route.id && r.index);
    if (!route.index && (!route.path || hasIndexChild)) continue;
    const path = fullPath(routes, route).replace(/\/+$/, "") || "/";
    if (/[:*(]/.test(path)) continue;
    paths.add(path);
  }
  return paths;
}

/** Renders a path with what the prerender knows about its document (app/components/prerender-context.ts). */
const render = async (path: string, criticalCss: string | null = null) => {
  const prerender = { criticalCss, hydrateAfterPaint: true, moduleGraph: graph };
  // A document's render, not a `.data` one, may leave HTML it shows out of its inline data.
  const servedHtml = path.endsWith(".data") ? undefined : new Map<string, string>();
  const response = await handle(new Request(ORIGIN + path, { headers: { "x-prerender": "1" } }), { prerender, servedHtml });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
};
const isHtml = (response: Response) => response.headers.get("content-type")?.startsWith("text/html") ?? false;

/**
 * Remix's answer for a path. A document is rendered twice: first as it comes, to learn which CSS
 * its elements can use, then with that CSS (its critical CSS) given to the render, which puts it
 * inside the document (app/components/document-styles.tsx).
 */
async function get(path: string): Promise<{ response: Response; body: Buffer; isDocument: boolean }> {
  const first = await render(path);
  if (!isHtml(first.response)) return { ...first, isDocument: false };
  const css = criticalCss(first.body.toString("utf8"), outDir);
  const { response, body } = css ? await render(path, css) : first;
  if (response.status !== first.response.status) failures.push(`${path}: status ${first.response.status}, then ${response.status} with its critical CSS`);
  return { response, isDocument: true, body };
}

function keptHeaders(response: Response): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (!["content-length", "date", "transfer-encoding", "connection", "cache-control"].includes(name)) kept[name] = value;
  }
  return kept;
}

// A resource route keeps its own name ("/robots.txt" -> robots.txt), so a static host finds it.
const pageFile = (path: string) => (path === "/" ? "index.html" : extname(path) ? path.slice(1) : `${path.slice(1)}.html`);
const dataPath = (path: string) => (path === "/" ? "/_root.data" : `${path}.data`);

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

function write(file: string, body: Buffer | string): void {
  const target = join(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, body);
}

// The public folder first, as hard links: images are large and never change after the build.
const publicFiles = listFiles(publicDir);
for (const [urlPath, source] of publicFiles) {
  const target = join(outDir, urlPath);
  mkdirSync(dirname(target), { recursive: true });
  try {
    linkSync(source, target);
  } catch {
    copyFileSync(source, target);
  }
}

const pages: (RenderedFile & { path: string; status: number; scriptHashes: string[] })[] = [];
const data: (RenderedFile & { path: string })[] = [];
const failures: string[] = [];
const queue = [...staticPaths(build.routes)];
const seen = new Set(queue);

// Crawl internal links too: a route with a param (a lesson slug) is prerendered once a page links to it.
while (queue.length) {
  const path = queue.shift()!;
  const { response, body, isDocument } = await get(path);
  if (response.status !== 200) {
    failures.push(`${path}: status ${response.status}`);
    continue;
  }
  const html = body.toString("utf8");
  const file = pageFile(path);
  write(file, body);
  pages.push({ path, file, status: 200, headers: keptHeaders(response), scriptHashes: inlineScriptHashes(html) });

  // Client navigation asks for a page's data; a resource route (robots.txt) is fetched whole.
  if (isDocument) {
    const loaderData = await get(dataPath(path));
    if (loaderData.response.status !== 200) failures.push(`${dataPath(path)}: status ${loaderData.response.status}`);
    const dataFile = dataPath(path).slice(1);
    write(dataFile, loaderData.body);
    data.push({ path: dataPath(path), file: dataFile, headers: keptHeaders(loaderData.response) });
  }

  for (const [, href = ""] of html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)/g)) {
    const link = href.replace(/\/+$/, "") || "/";
    if (seen.has(link) || extname(link) || publicFiles.has(link) || link.startsWith("/build/")) continue;
    seen.add(link);
    queue.push(link);
  }
}

pages.sort((a, b) => a.path.localeCompare(b.path));
data.sort((a, b) => a.path.localeCompare(b.path));

// One 404 per route with a param or a splat, rendered at a path no content can claim, with its
// single-fetch data: the server answers an unknown URL with the family React Router would match
// there (server/not-found.ts), so the page hydrates and client navigation reads the right routes.
/** Files only static hosts read: the Node server does not serve them. */
const hostOnly = ["/_headers", "/.nojekyll"];
// GitHub Pages' Jekyll build would drop every file and folder whose name starts with "_".
write(".nojekyll", "");
const notFound: (PrerenderManifest["notFound"][number] & { routeId: string; path: string; scriptHashes: string[] })[] = [];
for (const family of notFoundFamilies(build.routes)) {
  const document = await get(family.sample);
  const loaderData = await get(dataPath(family.sample));
  for (const [what, response] of [[family.sample, document.response], [dataPath(family.sample), loaderData.response]] as const) {
    if (response.status !== 404) failures.push(`${what}: expected a 404 from ${family.routeId} (${family.pattern}), got ${response.status}; a route with params must answer 404 for values it does not know, since only prerendered pages are served`);
  }
  const base = notFoundFile(family.pattern);
  write(`${base}.html`, document.body);
  write(`${base}.data`, loaderData.body);
  // Cloudflare Pages answers an unknown URL with the nearest 404.html up its folders.
  const folder = family.pattern.split(/\/[:*]/)[0]!;
  if (folder) {
    write(`${folder.slice(1)}/404.html`, document.body);
    hostOnly.push(`${folder}/404.html`);
  }
  notFound.push({
    pattern: family.pattern,
    routeId: family.routeId,
    path: family.sample,
    file: `${base}.html`,
    headers: keptHeaders(document.response),
    scriptHashes: inlineScriptHashes(document.body.toString("utf8")),
    data: { file: `${base}.data`, headers: keptHeaders(loaderData.response) },
  });
}
if (!notFound.some((family) => family.pattern === "/*")) failures.push("no route matches every path (a splat such as app/routes/_shell.$.tsx): unknown URLs would have no 404 page");

// Lazy route discovery asks /__manifest?p=...&version=...; one file answers every such request
// with the whole route tree, so the browser matches any path exactly as the server does.
const manifestQuery = [...pages.map((p) => p.path), ...notFound.map((f) => f.path)].map((p) => `p=${encodeURIComponent(p)}`).join("&");
const manifest = await get(`/__manifest?${manifestQuery}&version=${build.assets.version}`);
if (manifest.response.status !== 200) failures.push(`/__manifest: status ${manifest.response.status}`);
else {
  const listed = new Set(Object.keys(JSON.parse(manifest.body.toString("utf8"))));
  const missing = Object.keys(build.assets.routes).filter((id) => id !== "root" && !listed.has(id));
  if (missing.length) failures.push(`/__manifest lacks routes no prerendered page reaches: ${missing.join(", ")}`);
}
write("__manifest", manifest.body);

// The lessons' sandbox (scripts/build/lesson-sandbox.ts): a public file, served with a policy of
// its own that allows its inline script by hash (server/csp.ts, sandboxPolicy).
const sandboxFile = publicFiles.get(SANDBOX_PATH);
if (!sandboxFile) failures.push(`public${SANDBOX_PATH} is missing: npm run lesson-sandbox makes it`);

if (failures.length) {
  console.error(`prerender failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}

/** "Content-Encoding: br" and "Vary: Accept-Encoding", with their line ends. */
const ENCODING_HEADERS = 48;
// Brotli and gzip twins of every text file, for this server and for hosts that serve them (nginx gzip_static).
let compressed = 0;
for (const [urlPath, full] of listFiles(outDir)) {
  if (!COMPRESSIBLE.has(extname(urlPath)) || urlPath === "/_headers") continue;
  const body = readFileSync(full);
  // A twin is kept only when it saves more than the Content-Encoding and Vary headers it adds:
  // even a 300-byte chunk (a page loads several) is a fifth smaller in brotli.
  const worth = (encoded: Buffer) => encoded.length + ENCODING_HEADERS < body.length;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  const gz = gzipSync(body, { level: 9 });
  if (worth(br)) writeFileSync(`${full}.br`, br);
  if (worth(gz)) writeFileSync(`${full}.gz`, gz);
  compressed++;
}

// GitHub Pages published from a branch runs Jekyll first unless .nojekyll is there; should that
// file get lost, Jekyll would still drop every name starting with "_" or "." but for these.
const jekyllKeeps = new Set(["_headers"]);
for (const path of listFiles(outDir).keys()) for (const segment of path.split("/")) if (/^[_.]/.test(segment)) jekyllKeeps.add(segment);
write("_config.yml", `# For GitHub Pages' Jekyll (scripts/build/prerender.ts): names it would drop otherwise.\ninclude:\n${[...jekyllKeeps].sort().map((name) => `  - ${JSON.stringify(name)}\n`).join("")}`);
hostOnly.push("/_config.yml");

const sandboxes = [{ file: SANDBOX_PATH.slice(1), headers: {}, scriptHashes: inlineScriptHashes(readFileSync(sandboxFile!, "utf8")) }];
const described: PrerenderManifest = { version: build.assets.version, staticDir: "static", pages, data, notFound, manifest: { file: "__manifest", headers: keptHeaders(manifest.response) }, hidden: [...hostOnly, "/__manifest"], sandboxes };
writeFileSync(join(root, "build/prerender.json"), JSON.stringify(described, null, 2));

// Hosts that read a _headers file send, for each path, what the Node server sends for it: the
// rules are written from the server's own precomputed answers (scripts/build/lib/static-host-headers.ts).
const site = loadPrerendered(join(root, "build"));
const flatToObject = (flat: string[]) => Object.fromEntries(Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i]!, flat[2 * i + 1]!]));
const answers = new Map<string, Record<string, string>>();
for (const [path, entry] of [...site.files, ...site.data, ...site.pages, ["/__manifest", site.routes] as const]) {
  answers.set(path, flatToObject(entry.variants[IDENTITY].headers));
}
const rules = headerRules(answers);
write("_headers", renderRules(withFileAliases(rules, new Map(pages.map((page) => [page.path, page.file])))));
// nginx: the same answers as locations, for the README's server block to include.
writeFileSync(
  join(root, "build/nginx.conf"),
  nginxLocations({
    answers,
    rules,
    pageFiles: new Map(pages.map((page) => [page.path, page.file])),
    families: site.notFound.map((family) => ({
      pattern: family.pattern,
      regexp: family.regexp,
      documentFile: `${notFoundFile(family.pattern)}.html`,
      dataFile: `${notFoundFile(family.pattern)}.data`,
      document: flatToObject(family.document.variants[IDENTITY].headers),
      data: flatToObject(family.data.variants[IDENTITY].headers),
    })),
    hidden: [...hostOnly, ...pages.map((page) => `/${page.file}`)],
    mimeTypes: MIME_TYPES,
  }),
);
console.log(`prerendered ${pages.length} pages (${pages.map((p) => p.path).join(", ")}), ${notFound.length} 404 families (${notFound.map((f) => f.pattern).join(", ")}) and ${compressed} compressed files into ${existsSync(outDir) ? "build/static" : outDir}`);
