/** Longest request-target we answer; Remix's own manifest requests stay under 7.5 k. */
export const MAX_URL_LENGTH = 8192;

/** Whether a text holds a control character (U+0000 to U+001F, U+007F), or the character `also`. */
function hasControl(text: string, also?: string): boolean {
  for (const char of text) if (char < " " || char === "\x7f" || char === also) return true;
  return false;
}
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;
/** A percent-encoded unreserved character (RFC 3986 §2.3): the same URL as the character itself. */
const ENCODED_UNRESERVED = /%(2[dDeE]|3[0-9]|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;
const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)/i;

/**
 * A request-target that passed the checks: the pathname (percent-encoded unreserved characters
 * decoded, any other escape kept) and the query as sent; for an absolute-form target
 * (`http://host/path`), its authority, which stands for the Host header (RFC 9112 §3.2.2).
 */
export type Target = { path: string; search: string; authority?: string };

/**
 * Splits and checks a raw request-target before anything else looks at it.
 * Returns the pathname and query, or the 4xx status the request earns: malformed
 * percent-encoding, dot segments or backslashes in the path in any encoding (decoded up to three
 * times, so `%252e%252e` is caught), control characters, authority and asterisk forms, an
 * absolute form whose authority is no valid host, overlong URLs.
 * @example checkTarget("/outdoor?x=1") // { path: "/outdoor", search: "?x=1" }
 * @example checkTarget("/%6Futdoor") // { path: "/outdoor", search: "" }
 * @example checkTarget("/%2e%2e/etc/passwd") // { status: 400 }
 */
export function checkTarget(url: string | undefined): Target | { status: number } {
  if (!url) return { status: 400 };
  if (url.length > MAX_URL_LENGTH) return { status: 414 };
  let authority: string | undefined;
  if (url.charCodeAt(0) !== 47 /* / */) {
    const absolute = ABSOLUTE_FORM.exec(url);
    if (!absolute || !validHost(absolute[1])) return { status: 400 };
    authority = absolute[1];
    url = url.slice(absolute[0].length);
    if (url === "" || url.charCodeAt(0) === 63 /* ? */) url = "/" + url;
    if (url.charCodeAt(0) !== 47) return { status: 400 };
  }
  if (url.startsWith("//")) return { status: 400 };
  const q = url.indexOf("?");
  let path = q === -1 ? url : url.slice(0, q);
  const search = q === -1 ? "" : url.slice(q);
  if (hasControl(search)) return { status: 400 };
  let decoded = path;
  for (let round = 0; round <= 3; round++) {
    if (hasControl(decoded, "\\") || DOT_SEGMENT.test(decoded)) return { status: 400 };
    if (round === 3 || !decoded.includes("%")) break;
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      // Only the first decoding must succeed; later rounds just look for hidden traversal.
      if (round === 0) return { status: 400 };
      break;
    }
  }
  // RFC 3986 §6.2.2.2: `/%6Futdoor` is `/outdoor`. (`%2E` is unreserved too: a dot segment it
  // would make was refused above.)
  if (path.includes("%")) path = path.replace(ENCODED_UNRESERVED, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return authority === undefined ? { path, search } : { path, search, authority };
}

/** Encodings we hold precompressed bodies for, in order of preference. */
export const IDENTITY = 0;
export const BROTLI = 1;
export const GZIP = 2;
export type Encoding = typeof IDENTITY | typeof BROTLI | typeof GZIP;

/**
 * The best encoding a client accepts, honouring q=0; codings are case-insensitive tokens
 * (RFC 9110 §8.4.1), so `GZIP` is gzip and `brotli` is nothing we have.
 * @example pickEncoding("gzip, deflate, br") // BROTLI
 */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return IDENTITY;
  let br = false;
  let gzip = false;
  for (const part of header.split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    if (token === "br") br = true;
    else if (token === "gzip" || token === "x-gzip") gzip = true;
  }
  return br ? BROTLI : gzip ? GZIP : IDENTITY;
}

/**
 * Whether an If-Match header lets a request proceed (RFC 9110 §13.1.1): `*`, or the current
 * representation's tag by strong comparison (a weak tag never matches; nor does any tag a
 * representation without one, such as a hashed file).
 * @example ifMatch('"a", "b"', '"b"') // true
 * @example ifMatch('W/"b"', '"b"') // false
 */
export function ifMatch(header: string, tag: string | undefined): boolean {
  if (header.trim() === "*") return true;
  if (tag === undefined) return false;
  for (const candidate of header.split(",")) if (candidate.trim() === tag) return true;
  return false;
}

/**
 * Whether an If-None-Match header matches the entity tag of the representation the request would
 * get (weak comparison, as RFC 9110 asks for If-None-Match).
 * @example etagMatches('W/"a", "b"', '"b"') // true
 */
export function etagMatches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  for (const candidate of header.split(",")) {
    if (candidate.trim().replace(/^W\//, "") === tag) return true;
  }
  return false;
}

// Labels as DNS names and Compose service names spell them (underscores included); the port may
// be empty (RFC 3986 §3.2.3: `host:` is `host`).
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::\d{0,5})?$/i;

/**
 * Whether a Host header (or an absolute-form target's authority) is a well-formed host and port.
 * @example validHost("example.dev:3000") // true
 * @example validHost("portfolio_web:3000") // true
 */
export function validHost(host: string | undefined): host is string {
  return typeof host === "string" && host.length <= 255 && HOST.test(host);
}
