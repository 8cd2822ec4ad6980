import { createHash } from "node:crypto";

/**
 * Every Content-Security-Policy this site sends is built here, from directives: the documents'
 * (with their inline scripts' hashes), the lessons' sandbox's, the one for everything else, and
 * the one for SVG files.
 */

/** Directive names to their source lists, serialised in the order given. */
export type Directives = Readonly<Record<string, readonly string[]>>;

/**
 * A policy's header value.
 * @example cspText({ "default-src": ["'none'"], "frame-ancestors": ["'none'"] }) // "default-src 'none'; frame-ancestors 'none'"
 */
export function cspText(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(" ")}` : name))
    .join("; ");
}

// Remix escapes "</script" inside its inline scripts and React escapes "<" in text, so a
// non-greedy match up to the first closing tag is exact for the HTML this app renders.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP source expressions for every inline script in a document, in order of appearance.
 * @example inlineScriptHashes("<script>a()</script>") // ["'sha256-…'"]
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(body ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of an HTML document whose inline scripts have these hashes.
 * Styles keep 'unsafe-inline': server-rendered style attributes (image placeholders, CSS
 * variables set from props) need it, and style injection cannot run code. Images and fonts come
 * from the site only: no page uses a data: or blob: URL (the placeholders are CSS gradients).
 * Frames from the site only: a lesson runs a reader's code in the sandbox's document (SANDBOX_PATH
 * of app/lessons/runner/protocol.ts), the one document of the site that lets itself be framed
 * (every other says `frame-ancestors 'none'`). Every page has it, not the lessons alone: a page's
 * policy is that of its document, and a visit that starts anywhere reaches a lesson by client
 * navigation, in the document it started in.
 * @example documentPolicy(["'sha256-abc='"]).includes("script-src 'self' 'sha256-abc='") // true
 */
export function documentPolicy(scriptHashes: readonly string[]): string {
  return cspText({
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-src": ["'self'"],
    "frame-ancestors": ["'none'"],
  });
}

/**
 * The policy of the lessons' sandbox, the document in which a reader's code runs (app/lessons/runner):
 * a sandbox of its own (an opaque origin: no cookie, storage or DOM of the site, no navigation of
 * the page), its own script by hash, and the reader's code from blob: URLs, as a script of the
 * document or a worker's. 'unsafe-eval' here lets that code call eval as any page's would: it runs
 * whatever the reader wrote anyway. Nothing may be fetched or loaded (connect-src falls back to
 * 'none'), and only a page of the site may frame it.
 * @example sandboxPolicy(["'sha256-abc='"]).startsWith("sandbox allow-scripts; default-src 'none'") // true
 */
export function sandboxPolicy(scriptHashes: readonly string[]): string {
  return cspText({
    sandbox: ["allow-scripts"],
    "default-src": ["'none'"],
    "script-src": [...scriptHashes, "blob:", "'unsafe-eval'"],
    "style-src": ["'unsafe-inline'"],
    "base-uri": ["'none'"],
    "form-action": ["'none'"],
    "frame-ancestors": ["'self'"],
  });
}

/** For everything that is not a document: nothing may run, nothing may frame it. */
export const RESOURCE_POLICY = cspText({
  "default-src": ["'none'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
});

/**
 * An SVG opened by itself is a document that could run script: it gets a policy that allows none
 * (its own inline styles still apply), and may not be framed.
 */
export const SVG_POLICY = cspText({
  "default-src": ["'none'"],
  "style-src": ["'unsafe-inline'"],
  "frame-ancestors": ["'none'"],
});
