// Range requests (RFC 9110 §14), as nginx's range filter answers them where the RFC leaves a
// choice: a single satisfiable byte range is a 206, a range set none of whose ranges is
// satisfiable or that does not parse is a 416, and a request for several ranges gets the whole
// representation (the RFC lets a server ignore Range; nginx would send multipart/byteranges).

/** What a Range header earns from a representation: all of it, one part of it, or a 416. */
export type RangeAnswer = { kind: "whole" } | { kind: "part"; start: number; end: number } | { kind: "unsatisfiable" };

const WHOLE: RangeAnswer = { kind: "whole" };
const UNSATISFIABLE: RangeAnswer = { kind: "unsatisfiable" };

const INT_RANGE = /^(\d+)[ \t]*-[ \t]*(\d*)$/;
const SUFFIX_RANGE = /^-(\d+)$/;

/**
 * The part of a representation of `size` bytes that a Range header asks for (RFC 9110 §14.1.2,
 * §14.2): `end` is the last byte, inclusive. No header, a unit other than bytes, or more than one
 * satisfiable range: the whole. Ranges that start at or past the end are dropped (a suffix of a
 * longer length than the representation is all of it), and so are invalid ones (`5-3`); none
 * left, or a range set that does not parse (`bytes=abc`), is unsatisfiable (nginx's 416).
 * @example byteRange("bytes=0-99", 1000) // { kind: "part", start: 0, end: 99 }
 * @example byteRange("bytes=-100", 1000) // { kind: "part", start: 900, end: 999 }
 * @example byteRange("bytes=1000-", 1000) // { kind: "unsatisfiable" }
 */
export function byteRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return WHOLE;
  const equals = header.indexOf("=");
  // A range unit this server does not know is ignored (§14.2), and so is a header with none.
  if (equals === -1 || header.slice(0, equals).trim().toLowerCase() !== "bytes") return WHOLE;
  const satisfiable: { start: number; end: number }[] = [];
  let specs = 0;
  // A list (§5.6.1): elements separated by commas, with optional whitespace, empty ones ignored.
  for (const element of header.slice(equals + 1).split(",")) {
    const spec = element.trim();
    if (spec === "") continue;
    specs++;
    const int = INT_RANGE.exec(spec);
    if (int) {
      const first = Number(int[1]);
      const last = int[2] === "" ? Infinity : Number(int[2]);
      // An invalid range (last before first) is dropped, as nginx does, like one past the end.
      if (first < size && last >= first) satisfiable.push({ start: first, end: Math.min(last, size - 1) });
      continue;
    }
    const suffix = SUFFIX_RANGE.exec(spec);
    if (!suffix) return UNSATISFIABLE;
    const length = Number(suffix[1]);
    if (length > 0 && size > 0) satisfiable.push({ start: Math.max(size - length, 0), end: size - 1 });
  }
  if (specs === 0 || satisfiable.length === 0) return UNSATISFIABLE;
  if (satisfiable.length > 1) return WHOLE;
  return { kind: "part", ...satisfiable[0]! };
}

/**
 * Whether an If-Range header lets a Range apply (RFC 9110 §13.1.5): no If-Range, or the entity
 * tag of the representation the request would get, compared strongly (a weak tag never matches,
 * nor does any tag when the representation has none). A date cannot match: this server sends no
 * Last-Modified, so a client holding a part has it from another server or version. Otherwise the
 * whole representation is sent.
 * @example ifRangeHolds('"abc"', '"abc"') // true
 * @example ifRangeHolds('W/"abc"', '"abc"') // false
 */
export function ifRangeHolds(header: string | undefined, etag: string | undefined): boolean {
  if (header === undefined) return true;
  const validator = header.trim();
  return etag !== undefined && validator.startsWith('"') && validator === etag;
}

/**
 * The header list of a 206 from the 200's (a flat [name, value, ...] list for writeHead): the
 * same headers (§15.3.7), the part's Content-Length and its Content-Range.
 * @example partialHeaders(["Content-Length", "1000"], 0, 99, 1000) // ["Content-Length", "100", "Content-Range", "bytes 0-99/1000"]
 */
export function partialHeaders(headers: readonly string[], start: number, end: number, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < headers.length; i += 2) {
    const name = headers[i]!;
    out.push(name, name.toLowerCase() === "content-length" ? String(end - start + 1) : headers[i + 1]!);
  }
  out.push("Content-Range", `bytes ${start}-${end}/${size}`);
  return out;
}
