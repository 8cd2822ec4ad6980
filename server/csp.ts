import { createHash } from "node:crypto";

// Remix escapes "</script" inside its inline scripts and React escapes "<" in text, so a
// non-greedy match up to the first closing tag is exact for the HTML this app renders.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP source expressions for every inline script in a document, in order of appearance.
 * @example inlineScriptHashes("<script>a()</script>") // ["'sha256-…'"]
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of an HTML document whose inline scripts have these hashes.
 * Styles keep 'unsafe-inline': server-rendered style attributes (image placeholders, CSS
 * variables set from props) need it, and style injection cannot run code.
 * @example documentPolicy(["'sha256-abc='"]).includes("script-src 'self' 'sha256-abc='") // true
 * @param {string[]} scriptHashes
 */
export function documentPolicy(scriptHashes) {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? " " + scriptHashes.join(" ") : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** For everything that is not a document: nothing may run, nothing may frame it. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
