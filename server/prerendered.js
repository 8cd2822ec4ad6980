import { existsSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { documentPolicy } from "./csp.js";
import { HTML_CACHE, IMMUTABLE_CACHE, SECURITY_HEADERS, STATIC_CACHE } from "./headers.js";
import { BROTLI, GZIP, IDENTITY } from "./request.js";
import { COMPRESSIBLE, entityTag, listFiles, mimeType } from "./static-files.js";

/** Files at most this large are held in memory; larger ones (big photos) are streamed from disk. */
const IN_MEMORY_LIMIT = 256 * 1024;

/**
 * @typedef {{ headers: Array<string>, body: Buffer }} Variant  headers: a flat [name, value, ...] list for writeHead
 * @typedef {{ variants: Array<Variant | undefined>, notModified: Array<string>, tags: string[], file?: string, size?: number }} Entry
 */

/** Remix's build assets and the image pipeline's variants carry a content hash in their names. */
const HASHED = /^\/(build|generated\/img)\//;

const EXTENSIONLESS_TEXT = new Set(["/__manifest"]);

function flat(headers) {
  const list = [];
  for (const [name, value] of Object.entries(headers)) list.push(name, value);
  return list;
}

/**
 * Precomputes, for one resource, the full header list and body of each encoding plus the
 * headers of a 304. Nothing about a response is computed per request.
 */
function entry(identity, baseHeaders, twins, vary = "Accept-Encoding") {
  const tag = entityTag(identity);
  const bare = tag.slice(0, -1);
  const tags = [tag];
  const variants = [IDENTITY, BROTLI, GZIP].map((encoding) => {
    const body = encoding === IDENTITY ? identity : twins[encoding];
    if (!body) return undefined;
    const suffix = encoding === BROTLI ? "-br" : encoding === GZIP ? "-gz" : "";
    const etag = `${bare}${suffix}"`;
    if (suffix) tags.push(etag);
    const headers = { ...baseHeaders, ETag: etag, "Content-Length": String(body.length) };
    if (suffix) headers["Content-Encoding"] = encoding === BROTLI ? "br" : "gzip";
    return { headers: flat(headers), body };
  });
  const hasTwins = Boolean(variants[BROTLI] || variants[GZIP]);
  const varies = hasTwins ? vary : vary.replace(/^Accept-Encoding(, )?/, "");
  if (varies) for (const v of variants) if (v) v.headers.push("Vary", varies);
  return { variants, notModified: flat({ ...baseHeaders, ETag: tag, ...(varies ? { Vary: varies } : {}) }), tags };
}

function twinsOf(full) {
  const read = (suffix) => (existsSync(full + suffix) ? readFileSync(full + suffix) : undefined);
  return { [BROTLI]: read(".br"), [GZIP]: read(".gz") };
}

/**
 * Loads what `npm run build` prerendered into lookup tables: pages and their loader data by
 * exact path, and every other public file by exact path. URLs never become file paths.
 * @param {string} buildDir  the folder holding prerender.json
 */
export function loadPrerendered(buildDir) {
  const manifestFile = join(buildDir, "prerender.json");
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build\` first`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  const staticDir = join(buildDir, manifest.staticDir);
  const security = { ...SECURITY_HEADERS };

  /** @type {Map<string, Entry>} */
  const pages = new Map();
  for (const page of manifest.pages) {
    const full = join(staticDir, page.file);
    const headers = { ...page.headers, ...security, "Content-Security-Policy": documentPolicy(page.scriptHashes), "Cache-Control": HTML_CACHE };
    // A stored theme choice (cookie) makes the server render the page instead: caches must know.
    pages.set(page.path, entry(readFileSync(full), headers, twinsOf(full), "Accept-Encoding, Cookie"));
  }

  /** @type {Map<string, Entry>} */
  const data = new Map();
  for (const item of manifest.data) {
    const full = join(staticDir, item.file);
    const headers = { ...item.headers, ...security, "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'", "Cache-Control": HTML_CACHE };
    data.set(item.path, entry(readFileSync(full), headers, twinsOf(full), "Accept-Encoding, Cookie"));
  }

  const skip = new Set([...manifest.pages.map((p) => `/${p.file}`), ...manifest.data.map((d) => `/${d.file}`), `/${manifest.notFound.file}`, ...manifest.hidden]);
  /** @type {Map<string, Entry>} */
  const files = new Map();
  const all = listFiles(staticDir);
  for (const [urlPath, full] of all) {
    if (skip.has(urlPath) || ((urlPath.endsWith(".br") || urlPath.endsWith(".gz")) && all.has(urlPath.slice(0, -3)))) continue;
    const headers = {
      ...security,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      "Content-Type": EXTENSIONLESS_TEXT.has(urlPath) ? "application/json" : mimeType(urlPath),
      "Cache-Control": HASHED.test(urlPath) ? IMMUTABLE_CACHE : STATIC_CACHE,
    };
    const body = readFileSync(full);
    if (body.length <= IN_MEMORY_LIMIT || COMPRESSIBLE.has(extname(urlPath))) {
      files.set(urlPath, entry(body, headers, twinsOf(full)));
    } else {
      const e = entry(body, headers, {});
      // Keep the headers, drop the body: large binaries are streamed from their (fixed) path.
      e.variants[IDENTITY] = { headers: e.variants[IDENTITY].headers, body: Buffer.alloc(0) };
      files.set(urlPath, { ...e, file: full, size: body.length });
    }
  }
  return { version: manifest.version, pages, data, files };
}
