import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { documentPolicy, sandboxPolicy } from "./csp.ts";
import { headersFor, HTML_CACHE, IMMUTABLE_CACHE, STATIC_CACHE } from "./headers.ts";
import { rankFamilies } from "./not-found.ts";
import { BROTLI, type Encoding, GZIP, IDENTITY } from "./request.ts";
import { COMPRESSIBLE, entityTag, listFiles, mimeType } from "./static-files.ts";

/** Files at most this large are held in memory; larger ones (big photos) are streamed from disk. */
const IN_MEMORY_LIMIT = 256 * 1024;

/** One encoding of a resource. headers: a flat [name, value, ...] list for writeHead; notModified: the same for a 304. */
export type Variant = { headers: string[]; notModified: string[]; etag: string | undefined; body: Buffer };
/** What the build left on disk. */
export type DiskFile = { path: string; size: number; mtimeMs: number };
/** Every answer the server can give for one URL: indexed by Encoding; the identity variant is always there. */
export type Entry = { status: number; variants: [Variant, Variant | undefined, Variant | undefined]; disk?: DiskFile };
export type NotFoundFamily = { pattern: string; document: Entry; data: Entry };
/** Everything loadPrerendered found, as lookup tables. */
export type Site = ReturnType<typeof loadPrerendered>;

/** What scripts/build/prerender.ts writes into build/prerender.json. */
export type PrerenderManifest = {
  version: string;
  staticDir: string;
  pages: RenderedFile[];
  data: RenderedFile[];
  notFound: (RenderedFile & { pattern: string; data: RenderedFile })[];
  manifest: RenderedFile;
  hidden: string[];
  /**
   * Public documents in which a reader's code runs (the lessons' sandbox, app/lessons/runner):
   * served as the file they are, with sandboxPolicy and leave to be framed by the site.
   */
  sandboxes?: RenderedFile[];
};
/** A file the prerender wrote, with the headers Remix answered it with (lower-case names). */
export type RenderedFile = { path?: string; file: string; headers: Record<string, string>; scriptHashes?: string[] };

/**
 * Remix's build assets, the image pipeline's variants and the widget examples' bundle
 * (scripts/build/widget-docs.ts) carry a content hash in their names.
 */
const HASHED = /^\/(build|generated\/img|generated\/js)\//;

const flat = (headers: Record<string, string>): string[] => Object.entries(headers).flat();

/** A build that cannot be served: the message says what is wrong and what makes a good one. */
export class BuildError extends Error {}

/**
 * Precomputes, for one resource, the full header list and body of each encoding, and the
 * headers of its 304. Nothing about a response is computed per request. `validator: false` is for
 * a hashed, immutable file, which no browser revalidates: no ETag (and so no 304).
 * @example entry(Buffer.from("a"), { "Content-Type": "text/plain" }, {}).variants[IDENTITY].etag // '"ypeBEsobvcr6wjGz"'
 */
export function entry(identity: Buffer, baseHeaders: Record<string, string>, twins: Twins, status = 200, { validator = true }: { validator?: boolean } = {}): Entry {
  const bare = entityTag(identity).slice(0, -1);
  const compressed = Boolean(twins[BROTLI] || twins[GZIP]);
  const vary: Record<string, string> = compressed ? { Vary: "Accept-Encoding" } : {};
  const variant = (encoding: Encoding, body: Buffer): Variant => {
    const etag = validator ? `${bare}${encoding === BROTLI ? "-br" : encoding === GZIP ? "-gz" : ""}"` : undefined;
    const tag: Record<string, string> = etag ? { ETag: etag } : {};
    const encoded: Record<string, string> = encoding === IDENTITY ? {} : { "Content-Encoding": encoding === BROTLI ? "br" : "gzip" };
    // Only the identity bytes are sliced for a Range (server/range.ts): a part of a compressed
    // body is no use to a client that cannot decompress it from its start.
    const ranges: Record<string, string> = encoding === IDENTITY && status === 200 ? { "Accept-Ranges": "bytes" } : {};
    return {
      etag,
      body,
      headers: flat({ ...baseHeaders, ...tag, ...vary, ...encoded, ...ranges, "Content-Length": String(body.length) }),
      // A 304 describes the representation the client holds: same ETag, no body headers.
      notModified: flat({ ...baseHeaders, ...tag, ...vary }),
    };
  };
  const brotli = twins[BROTLI];
  const gzip = twins[GZIP];
  return { status, variants: [variant(IDENTITY, identity), brotli && variant(BROTLI, brotli), gzip && variant(GZIP, gzip)] };
}

/** The precompressed bodies of a file, by Encoding. */
type Twins = { [BROTLI]?: Buffer | undefined; [GZIP]?: Buffer | undefined };

function twinsOf(full: string): Twins {
  const read = (suffix: string) => (existsSync(full + suffix) ? readFileSync(full + suffix) : undefined);
  return { [BROTLI]: read(".br"), [GZIP]: read(".gz") };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new BuildError(`${file} cannot be read (${code ?? message}): run \`npm run build\` again`);
  }
}

/**
 * Loads what `npm run build` prerendered into lookup tables: pages, their loader data and every
 * public file by exact path, the 404 families, and the route manifest. URLs never become file
 * paths: a file is reachable only by being a key of a table. `buildDir` holds prerender.json.
 */
export function loadPrerendered(buildDir: string) {
  const manifestFile = join(buildDir, "prerender.json");
  if (!existsSync(manifestFile)) throw new BuildError(`no build in ${buildDir} (prerender.json is missing): run \`npm run build\` first`);
  const manifest = readJson(manifestFile) as PrerenderManifest;
  if (!Array.isArray(manifest.pages) || !Array.isArray(manifest.notFound) || !manifest.manifest) {
    throw new BuildError(`${manifestFile} comes from an older or broken build: run \`npm run build\` again`);
  }
  const staticDir = join(buildDir, manifest.staticDir);
  const read = (file: string) => {
    const full = join(staticDir, file);
    if (!existsSync(full)) throw new BuildError(`${full} is missing: run \`npm run build\` again`);
    return { body: readFileSync(full), twins: twinsOf(full) };
  };
  // Remix's own headers (its Content-Type, X-Remix-Response on data), then what this kind of answer gets.
  const rendered = (item: RenderedFile, status: number): Entry => {
    const { body, twins } = read(item.file);
    const { "content-type": contentType, ...rest } = item.headers;
    const cache = status === 200 ? HTML_CACHE : "no-cache";
    const kind = contentType?.startsWith("text/html") ? "document" : "resource";
    const policy = kind === "document" ? documentPolicy(item.scriptHashes ?? []) : undefined;
    return entry(body, { ...rest, ...headersFor(kind, { contentType, cache, policy }) }, twins, status);
  };
  const pages = new Map(manifest.pages.map((page) => [String(page.path), rendered(page, 200)]));
  const data = new Map(manifest.data.map((item) => [String(item.path), rendered(item, 200)]));
  const notFound = rankFamilies<NotFoundFamily>(
    manifest.notFound.map((family) => ({ pattern: family.pattern, document: rendered(family, 404), data: rendered(family.data, 404) })),
  );
  if (!notFound.some((family) => family.pattern === "/*")) throw new BuildError(`${manifestFile} has no site-wide 404: run \`npm run build\` again`);

  const routes = rendered(manifest.manifest, 200);

  const sandboxes = manifest.sandboxes ?? [];
  const skip = new Set([
    ...[...manifest.pages, ...manifest.data, ...manifest.notFound, ...manifest.notFound.map((f) => f.data), ...sandboxes].map((item) => `/${item.file}`),
    ...manifest.hidden,
  ]);
  const files = new Map<string, Entry>();
  for (const sandbox of sandboxes) {
    const { body, twins } = read(sandbox.file);
    const headers = headersFor("sandbox", { contentType: mimeType(sandbox.file), cache: STATIC_CACHE, policy: sandboxPolicy(sandbox.scriptHashes ?? []) });
    files.set(`/${sandbox.file}`, entry(body, headers, twins));
  }
  const all = listFiles(staticDir);
  for (const [urlPath, full] of all) {
    if (skip.has(urlPath) || ((urlPath.endsWith(".br") || urlPath.endsWith(".gz")) && all.has(urlPath.slice(0, -3)))) continue;
    const hashed = HASHED.test(urlPath);
    const headers = headersFor("resource", { contentType: mimeType(urlPath), cache: hashed ? IMMUTABLE_CACHE : STATIC_CACHE });
    const body = readFileSync(full);
    if (body.length <= IN_MEMORY_LIMIT || COMPRESSIBLE.has(extname(urlPath))) {
      files.set(urlPath, entry(body, headers, twinsOf(full), 200, { validator: !hashed }));
    } else {
      // Large binaries keep their headers, not their bytes: they are streamed from the file the
      // build wrote, after checking it is still that file.
      const e = entry(body, headers, {}, 200, { validator: !hashed });
      e.variants[IDENTITY].body = Buffer.alloc(0);
      const { size, mtimeMs } = statSync(full);
      files.set(urlPath, { ...e, disk: { path: full, size, mtimeMs } });
    }
  }
  return { version: manifest.version, pages, data, files, notFound, routes };
}
