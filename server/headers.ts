import type { ServerResponse } from "node:http";
import { RESOURCE_POLICY, SVG_POLICY } from "./csp.ts";

/**
 * Which headers each kind of response carries: the one place that decides and writes them, for
 * this server (headersFor, applySecurityHeaders); the static export's `_headers` file and the
 * nginx configuration are written from this server's answers (scripts/build/lib/static-host-headers.ts).
 *
 * A document (an HTML page, and the short text answers a browser may show as a page: 4xx, 405,
 * /healthz) gets the whole set, since each of these governs what a page may do or who may frame,
 * open or embed it. Everything else (scripts, styles, images, fonts, the PDF, navigation data,
 * the route manifest) gets only what means something on a subresource: its Content-Type,
 * `nosniff` (so it is used only as that type), a Cache-Control, and Cross-Origin-Resource-Policy
 * (no other site may embed it). A script's Permissions-Policy, a stylesheet's X-Frame-Options or
 * a photo's COOP are ignored by browsers, and were about 1 KB of every one of a page's ~20
 * script responses.
 */

/** Sent on every response. */
export const RESOURCE_HEADERS = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
});

/** Sent on documents, besides their own Content-Security-Policy. */
export const DOCUMENT_HEADERS = Object.freeze({
  ...RESOURCE_HEADERS,
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Only features Chromium knows: an unknown one is a console warning on every page.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
});

export const HTML_CACHE = "public, max-age=0, must-revalidate";
/** Hashed files: their name changes with their bytes. ("public" adds nothing without Authorization.) */
export const IMMUTABLE_CACHE = "max-age=31536000, immutable";
export const STATIC_CACHE = "public, max-age=3600, must-revalidate";

/**
 * A document, anything else, or the lessons' sandbox: a document that a page of the site frames
 * (X-Frame-Options SAMEORIGIN beside its policy's frame-ancestors 'self').
 */
export type AnswerKind = "document" | "resource" | "sandbox";

/**
 * The headers (besides ETag, Vary, Content-Encoding and Content-Length) of one kind of answer.
 * `policy` is a document's Content-Security-Policy (the resource policy when none is given); for
 * a resource, an SVG gets SVG_POLICY whatever is given.
 * @example headersFor("resource", { contentType: "text/javascript", cache: IMMUTABLE_CACHE })
 */
export function headersFor(
  kind: AnswerKind,
  { contentType, cache, policy }: { contentType?: string | undefined; cache: string; policy?: string | undefined },
): Record<string, string> {
  const type: Record<string, string> = contentType ? { "Content-Type": contentType } : {};
  if (kind === "document") return { ...type, ...DOCUMENT_HEADERS, "Content-Security-Policy": policy ?? RESOURCE_POLICY, "Cache-Control": cache };
  if (kind === "sandbox") return { ...type, ...DOCUMENT_HEADERS, "X-Frame-Options": "SAMEORIGIN", "Content-Security-Policy": policy ?? RESOURCE_POLICY, "Cache-Control": cache };
  const svg: Record<string, string> = contentType?.startsWith("image/svg+xml") ? { "Content-Security-Policy": SVG_POLICY } : {};
  return { ...type, ...RESOURCE_HEADERS, ...svg, "Cache-Control": cache };
}

/**
 * Sets the document headers (with the resource CSP unless a policy is given) on a Node response:
 * for the server's own short answers (errors, 405, /healthz), which a browser may show as a page.
 */
export function applySecurityHeaders(res: ServerResponse, policy: string = RESOURCE_POLICY): void {
  for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", policy);
}

/**
 * A whole bodiless answer as raw bytes, with the document headers: for what the server writes on
 * a socket Node's HTTP layer has let go of (a request it could not parse, CONNECT), so that these
 * answers carry the same headers as every other.
 * @example rawAnswer(400, "Bad Request").startsWith("HTTP/1.1 400 Bad Request\r\n") // true
 */
export function rawAnswer(status: number, reason: string, extra: Record<string, string> = {}): string {
  const headers = { ...DOCUMENT_HEADERS, "Content-Security-Policy": RESOURCE_POLICY, "Cache-Control": "no-store", ...extra, "Content-Length": "0", Connection: "close" };
  return `HTTP/1.1 ${status} ${reason}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;
}
