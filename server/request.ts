/** Longest request-target we answer; Remix's own manifest requests stay under 7.5 k. */
export const MAX_URL_LENGTH = 8192;

const CONTROL = /[\u0000-\u001f\u007f\\]/;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/** A request-target that passed the checks: the pathname and query, both still percent-encoded. */
export type Target = { path: string; search: string };

/**
 * Splits and checks a raw request-target before anything else looks at it.
 * Returns the still-encoded pathname and query, or the 4xx status the request earns:
 * malformed percent-encoding, dot segments or backslashes in any encoding (decoded up to
 * three times, so `%252e%252e` is caught), control characters, non-origin forms, overlong URLs.
 * @example checkTarget("/outdoor?x=1") // { path: "/outdoor", search: "?x=1" }
 * @example checkTarget("/%2e%2e/etc/passwd") // { status: 400 }
 */
export function checkTarget(url: string | undefined): Target | { status: number } {
  if (!url) return { status: 400 };
  if (url.length > MAX_URL_LENGTH) return { status: 414 };
  if (url.charCodeAt(0) !== 47 /* / */ || url.startsWith("//")) return { status: 400 };
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  const search = q === -1 ? "" : url.slice(q);
  if (CONTROL.test(search)) return { status: 400 };
  let decoded = path;
  for (let round = 0; round <= 3; round++) {
    if (CONTROL.test(decoded) || DOT_SEGMENT.test(decoded)) return { status: 400 };
    if (round === 3 || !decoded.includes("%")) break;
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      // Only the first decoding must succeed; later rounds just look for hidden traversal.
      if (round === 0) return { status: 400 };
      break;
    }
  }
  return { path, search };
}

/** Encodings we hold precompressed bodies for, in order of preference. */
export const IDENTITY = 0;
export const BROTLI = 1;
export const GZIP = 2;
export type Encoding = typeof IDENTITY | typeof BROTLI | typeof GZIP;

/**
 * The best encoding a client accepts, honouring q=0.
 * @example pickEncoding("gzip, deflate, br") // BROTLI
 */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return IDENTITY;
  if (!header.includes(";")) return header.includes("br") ? BROTLI : header.includes("gzip") ? GZIP : IDENTITY;
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

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Whether a Host header can safely become part of the URL Remix sees.
 * @example validHost("example.dev:3000") // true
 */
export function validHost(host: string | undefined): host is string {
  return typeof host === "string" && host.length <= 255 && HOST.test(host);
}
