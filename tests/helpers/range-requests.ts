// Range requests (RFC 9110 §14), sent the same way to the Node server (tests/server/range.test.ts)
// and to nginx serving the static export with build/nginx.conf (tests/hosts/journey.test.ts), so
// the two answer tables sit side by side. Each case says what a correct answer is; where nginx
// answers otherwise, and the RFC allows both or nginx is the one that strays, the case says what
// nginx sends instead.
import { request } from "node:http";
import { statSync } from "node:fs";
import { join } from "node:path";
import { listFiles } from "../../server/static-files.ts";

const STATIC = join(process.cwd(), "build/static");

/**
 * The files the cases are sent for: the curriculum's PDF, the largest outdoor photo (the file a
 * thumbnail links to) and the largest script (the site serves no font file since decision 0006).
 */
export function rangeFiles(): { pdf: string; image: string; script: string } {
  const files = [...listFiles(STATIC)];
  const largest = (pattern: RegExp, what: string) => {
    const found = files.filter(([path]) => pattern.test(path)).sort(([, a], [, b]) => statSync(b).size - statSync(a).size)[0];
    if (!found) throw new Error(`no ${what} in build/static: run \`npm run build\``);
    return found[0];
  };
  return { pdf: "/assets/cv/davide-marchetti-cv.pdf", image: largest(/^\/generated\/img\/outdoor\/.+\.jpg$/, "outdoor photo"), script: largest(/^\/build\/.+\.js$/, "script") };
}

export type Answer = { status: number; headers: Record<string, string | undefined>; body: Buffer };

/** One request exactly as given (fetch would add Accept-Encoding and decode the body). */
export function send(baseURL: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(baseURL + path, { method, headers: { Connection: "close", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers as Record<string, string | undefined>, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** What the plain GET of a file gave: the bytes every part is checked against, and its validators. */
export type Whole = { body: Buffer; type: string; etag: string | undefined };

export type RangeCase = {
  /** How the row reads in the table. */
  name: string;
  method?: "GET" | "HEAD";
  headers: (whole: Whole) => Record<string, string>;
  /** The answer's problems, as text ([] when it is right). */
  check: (answer: Answer, whole: Whole) => string[];
  /** What nginx answers instead, where it differs: its own check, and why. */
  nginx?: { why: string; check: (answer: Answer, whole: Whole) => string[] };
};

const IDENTITY = { "Accept-Encoding": "identity" };

/** The differences between an answer and the `expected` status, headers and body. */
function differences(answer: Answer, expected: { status: number; headers?: Record<string, string | undefined>; body?: Buffer }): string[] {
  const found: string[] = [];
  if (answer.status !== expected.status) found.push(`status ${answer.status}, not ${expected.status}`);
  for (const [name, value] of Object.entries(expected.headers ?? {})) {
    if (answer.headers[name] !== value) found.push(`${name}: ${answer.headers[name] ?? "(none)"}, not ${value ?? "(none)"}`);
  }
  if (expected.body && !answer.body.equals(expected.body)) found.push(`a body of ${answer.body.length} bytes that is not the ${expected.body.length} expected`);
  return found;
}

const wholeFile = (answer: Answer, whole: Whole) => differences(answer, { status: 200, headers: { "content-range": undefined, "content-type": whole.type }, body: whole.body });

/** A 206 holding bytes `start` to `end` (inclusive) of the file. */
const part = (start: number, end: number) => (answer: Answer, whole: Whole) =>
  differences(answer, {
    status: 206,
    headers: { "content-range": `bytes ${start}-${end}/${whole.body.length}`, "content-type": whole.type, "content-length": String(end - start + 1) },
    body: whole.body.subarray(start, end + 1),
  });

/** A 416 that says how long the file is. */
const unsatisfiable = (answer: Answer, whole: Whole) => differences(answer, { status: 416, headers: { "content-range": `bytes */${whole.body.length}` } });

/** A correct multipart/byteranges answer holding exactly `ranges`, in order. */
function multipart(answer: Answer, whole: Whole, ranges: [number, number][]): string[] {
  const boundary = /^multipart\/byteranges;\s*boundary="?([^";]+)"?$/.exec(answer.headers["content-type"] ?? "")?.[1];
  if (answer.status !== 206 || !boundary) return [`status ${answer.status} with ${answer.headers["content-type"]}, not a 206 of multipart/byteranges`];
  // Binary bodies, split as latin1 text: one character per byte.
  const text = answer.body.toString("latin1");
  const parts = text.split(`--${boundary}`).slice(1, -1);
  if (parts.length !== ranges.length) return [`${parts.length} parts, not ${ranges.length}`];
  return parts.flatMap((raw, index) => {
    const [start, end] = ranges[index]!;
    const split = raw.indexOf("\r\n\r\n");
    const head = raw.slice(0, split);
    const bytes = Buffer.from(raw.slice(split + 4, raw.length - 2), "latin1");
    const found: string[] = [];
    if (!head.toLowerCase().includes(`content-range: bytes ${start}-${end}/${whole.body.length}`)) found.push(`part ${index + 1}'s head: ${head.trim()}`);
    if (!bytes.equals(whole.body.subarray(start, end + 1))) found.push(`part ${index + 1}'s bytes`);
    return found;
  });
}

/** The cases, for a file of `size` bytes (at least 200). */
export function rangeCases(size: number): RangeCase[] {
  const half = Math.floor(size / 2);
  return [
    {
      name: "no Range",
      headers: () => IDENTITY,
      check: (answer, whole) => [...wholeFile(answer, whole), ...differences(answer, { status: 200, headers: { "accept-ranges": "bytes" } })],
    },
    { name: "bytes=0-99", headers: () => ({ ...IDENTITY, Range: "bytes=0-99" }), check: part(0, 99) },
    { name: "bytes=-100 (the last 100)", headers: () => ({ ...IDENTITY, Range: "bytes=-100" }), check: part(size - 100, size - 1) },
    { name: `bytes=${half}- (to the end)`, headers: () => ({ ...IDENTITY, Range: `bytes=${half}-` }), check: part(half, size - 1) },
    { name: "a last byte past the end", headers: () => ({ ...IDENTITY, Range: `bytes=${size - 10}-${size + 1000}` }), check: part(size - 10, size - 1) },
    { name: "bytes=<size>- (starts past the end)", headers: () => ({ ...IDENTITY, Range: `bytes=${size}-` }), check: unsatisfiable },
    { name: "bytes=abc (malformed)", headers: () => ({ ...IDENTITY, Range: "bytes=abc" }), check: unsatisfiable },
    { name: "items=0-9 (another unit)", headers: () => ({ ...IDENTITY, Range: "items=0-9" }), check: wholeFile },
    {
      name: "If-Range: the current ETag",
      headers: (whole) => ({ ...IDENTITY, Range: "bytes=0-99", ...(whole.etag && { "If-Range": whole.etag }) }),
      // Without an ETag (a hashed file) there is no current validator to send: the plain range.
      check: part(0, 99),
    },
    { name: "If-Range: a stale ETag", headers: () => ({ ...IDENTITY, Range: "bytes=0-99", "If-Range": '"stale"' }), check: wholeFile },
    { name: "If-Range: the current ETag, weak", headers: (whole) => ({ ...IDENTITY, Range: "bytes=0-99", "If-Range": `W/${whole.etag ?? '"none"'}` }), check: wholeFile },
    {
      name: "If-None-Match: the current ETag, with a Range",
      headers: (whole) => ({ ...IDENTITY, Range: "bytes=0-99", "If-None-Match": whole.etag ?? '"none"' }),
      check: (answer, whole) => differences(answer, { status: whole.etag ? 304 : 206 }),
    },
    {
      name: "bytes=0-9,20-29 (two ranges)",
      headers: () => ({ ...IDENTITY, Range: "bytes=0-9,20-29" }),
      // RFC 9110 §14.2 lets a server send the whole instead of a multipart answer.
      check: (answer, whole) =>
        answer.status === 200
          ? wholeFile(answer, whole)
          : multipart(answer, whole, [
              [0, 9],
              [20, 29],
            ]),
    },
    {
      name: "bytes=0-99,5-3 (one valid range and one invalid)",
      headers: () => ({ ...IDENTITY, Range: "bytes=0-99,5-3" }),
      check: part(0, 99),
    },
    {
      name: "HEAD with bytes=0-99",
      method: "HEAD",
      headers: () => ({ ...IDENTITY, Range: "bytes=0-99" }),
      // RFC 9110 §14.2: GET is the only method for which range handling is defined; a server
      // MUST ignore Range on any other.
      check: (answer, whole) => differences(answer, { status: 200, headers: { "content-length": String(whole.body.length), "content-range": undefined } }),
      nginx: {
        why: "nginx's range filter does not look at the method: a HEAD gets the 206's head",
        check: (answer, whole) => differences(answer, { status: 206, headers: { "content-range": `bytes 0-99/${whole.body.length}` } }),
      },
    },
  ];
}

/** A text file with precompressed twins: a Range never slices a compressed body. */
export const COMPRESSED_PATH = "/outdoor";

export type CompressedCase = {
  name: string;
  headers: Record<string, string>;
  check: (answer: Answer, identity: Buffer) => string[];
  nginx?: { why: string; check: (answer: Answer, identity: Buffer) => string[] };
};

export const compressedCases: CompressedCase[] = [
  {
    name: "bytes=0-99 with Accept-Encoding: gzip",
    headers: { "Accept-Encoding": "gzip", Range: "bytes=0-99" },
    check: (answer) => differences(answer, { status: 200, headers: { "content-encoding": "gzip", "content-range": undefined, "accept-ranges": undefined } }),
  },
  {
    name: "bytes=0-99 with Accept-Encoding: br",
    headers: { "Accept-Encoding": "br", Range: "bytes=0-99" },
    check: (answer) => differences(answer, { status: 200, headers: { "content-encoding": "br", "content-range": undefined, "accept-ranges": undefined } }),
    nginx: {
      why: "Debian's nginx has no brotli module: it sends the identity bytes, and slices them",
      check: (answer, identity) =>
        differences(answer, { status: 206, headers: { "content-encoding": undefined, "content-range": `bytes 0-99/${identity.length}` }, body: identity.subarray(0, 100) }),
    },
  },
  {
    name: "bytes=0-99 with Accept-Encoding: identity",
    headers: { "Accept-Encoding": "identity", Range: "bytes=0-99" },
    check: (answer, identity) =>
      differences(answer, { status: 206, headers: { "content-encoding": undefined, "content-range": `bytes 0-99/${identity.length}` }, body: identity.subarray(0, 100) }),
  },
];

/** The plain GET of a file, as the cases compare against it. */
export async function wholeOf(baseURL: string, path: string): Promise<Whole> {
  const answer = await send(baseURL, path, IDENTITY);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  return { body: answer.body, type: answer.headers["content-type"] ?? "", etag: answer.headers.etag };
}
