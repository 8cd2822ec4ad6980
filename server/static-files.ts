import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";

/** Extensions worth compressing; everything else (images, fonts, PDFs) is already compressed. */
export const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".svg", ".json", ".txt", ".xml", ".data", ".webmanifest", ".map", ".ico", ""]);

export const MIME_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  // Module scripts are always read as UTF-8, whatever a charset says.
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".data": "text/x-script",
};

/**
 * Every file under a folder, as URL paths ("/build/root-ABC.js") mapped to absolute paths.
 * Built once, so a request can only ever reach a file by being exactly one of these keys.
 */
export function listFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.set("/" + relative(root, full).split(sep).join("/"), full);
    }
  };
  walk(root);
  return files;
}

/**
 * A strong entity tag for a body.
 * @example entityTag(Buffer.from("a")) // '"ypeBEsobvcr6wjGz"'
 */
export function entityTag(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 16)}"`;
}

/** The Content-Type of a file by its extension: `mimeType("/a.svg")` → "image/svg+xml". */
export function mimeType(path: string): string {
  return MIME_TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
}
