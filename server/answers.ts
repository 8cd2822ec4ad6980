import { close as closeFd, createReadStream, fstat, open } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Connections } from "./connections.ts";
import { applySecurityHeaders } from "./headers.ts";
import type { Log } from "./log.ts";
import { matchFamily } from "./not-found.ts";
import type { DiskFile, Entry, Site } from "./prerendered.ts";
import { byteRange, ifRangeHolds, partialHeaders } from "./range.ts";
import { checkTarget, type Encoding, etagMatches, IDENTITY, ifMatch, pickEncoding, validHost } from "./request.ts";

export const ALLOW = "GET, HEAD, OPTIONS";

/** Accept-Encoding values seen, and the encoding each picks: clients send few distinct ones. */
const encodings = new Map<string | undefined, Encoding>();
function encodingFor(header: string | undefined): Encoding {
  let encoding = encodings.get(header);
  if (encoding === undefined) {
    encoding = pickEncoding(header);
    if (encodings.size < 256) encodings.set(header, encoding);
  }
  return encoding;
}

/** Whether a request has one Host header line: Node keeps the first of several (RFC 9112 §3.2: 400). */
function oneHost(raw: string[]): boolean {
  let seen = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i];
    if (name.length === 4 && name.toLowerCase() === "host" && ++seen > 1) return false;
  }
  return true;
}

/**
 * What a request's Transfer-Encoding earns (RFC 9112 §6.1, §6.3): undefined for chunked (the body
 * is read and ignored), 400 when chunked is not the final coding (the body's end cannot be
 * found), 501 for a coding before chunked we do not know.
 */
function transferRefusal(header: string): number | undefined {
  const codings = header
    .toLowerCase()
    .split(",")
    .map((coding) => coding.trim());
  if (codings.at(-1) !== "chunked") return 400;
  return codings.length > 1 ? 501 : undefined;
}

/** One of the server's own short answers (errors, /healthz), with the document headers. */
export function plain(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  applySecurityHeaders(res);
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(text), ...extra });
  res.end(text);
}

/**
 * The request listener: routes each request to the answer the build computed for it. Pages,
 * public files and data by their exact request-target (one lookup answers most requests), then
 * the checks of a request that missed, then the 404 family React Router would match.
 * `closing()` says a shutdown has begun: answers then close their connection.
 */
export function createRouter({
  site,
  log,
  connections,
  closing,
}: {
  site: Site;
  log: Log;
  connections: Connections;
  closing: () => boolean;
}): (req: IncomingMessage, res: ServerResponse) => void {
  // loadPrerendered refuses a build without it.
  const siteWide = site.notFound.find((family) => family.pattern === "/*")!;
  // Pages, public files and data by their exact request-target (no query): one lookup answers
  // most requests. Only targets the full check would pass unchanged are here; a page wins over a
  // file of the same path, as below.
  const exact = new Map(
    [...site.data, ...site.files, ...site.pages].filter(([path]) => {
      const target = checkTarget(path);
      return "path" in target && target.path === path;
    }),
  );
  /** The last Host header found valid: a client repeats it on every request. */
  let goodHost = "";

  function send(req: IncomingMessage, res: ServerResponse, item: Entry): void {
    const variant = item.variants[encodingFor(req.headers["accept-encoding"])] ?? item.variants[IDENTITY];
    // RFC 9110 §13.2: preconditions apply to a 2xx answer only, If-Match first. Both are compared
    // with the representation this request would get, and the 304 names it (§13.1.2).
    if (item.status === 200) {
      const condition = req.headers["if-match"];
      if (condition !== undefined && !ifMatch(condition, variant.etag)) return plain(res, 412, "Precondition Failed\n");
      if (variant.etag && etagMatches(req.headers["if-none-match"], variant.etag)) {
        res.writeHead(304, variant.notModified);
        res.end();
        return;
      }
    }
    // RFC 9110 §14.2: a Range applies to a GET whose answer would be a 200, after the
    // preconditions; only the identity bytes are sliced (server/range.ts).
    const range = req.headers.range;
    // Node joins a repeated header (Set-Cookie aside) into one string.
    const ifRange = req.headers["if-range"] as string | undefined;
    if (range !== undefined && item.status === 200 && req.method === "GET" && variant === item.variants[IDENTITY] && ifRangeHolds(ifRange, variant.etag)) {
      const size = item.disk?.size ?? variant.body.length;
      const asked = byteRange(range, size);
      if (asked.kind === "unsatisfiable") return plain(res, 416, "Range Not Satisfiable\n", { "Content-Range": `bytes */${size}` });
      if (asked.kind === "part") {
        const headers = partialHeaders(variant.headers, asked.start, asked.end, size);
        if (item.disk) return sendFromDisk(req, res, item.disk, 206, headers, asked);
        res.writeHead(206, headers);
        res.end(variant.body.subarray(asked.start, asked.end + 1));
        return;
      }
    }
    if (item.disk) return sendFromDisk(req, res, item.disk, 200, variant.headers, { start: 0, end: item.disk.size - 1 });
    res.writeHead(item.status, variant.headers);
    res.end(variant.body);
  }

  /**
   * A large file (or the part of it from `start` to `end`, inclusive), streamed from the build's
   * copy only while it is still the file the build saw (same size and modification time): never a
   * short body, never new bytes under an old ETag.
   */
  function sendFromDisk(req: IncomingMessage, res: ServerResponse, disk: DiskFile, status: 200 | 206, headers: string[], { start, end }: { start: number; end: number }): void {
    const fail = (why: string) => {
      log.serverError(`${req.url?.slice(0, 200)}: ${disk.path} ${why}; rebuild or redeploy`);
      if (!res.headersSent) plain(res, 500, "Internal Server Error\n");
      else res.destroy();
    };
    open(disk.path, "r", (error, fd) => {
      if (error) return fail(`cannot be opened (${error.code})`);
      fstat(fd, (error, stat) => {
        if (error || stat.size !== disk.size || stat.mtimeMs !== disk.mtimeMs) {
          closeFd(fd, () => undefined);
          return fail(error ? `cannot be read (${error.code})` : `changed since the build (${stat.size} bytes, the build saw ${disk.size})`);
        }
        const length = end - start + 1;
        res.writeHead(status, headers);
        if (req.method === "HEAD") {
          closeFd(fd, () => undefined);
          return res.end();
        }
        const stream = createReadStream("", { fd, start, end });
        let sent = 0;
        stream.on("data", (chunk) => (sent += chunk.length));
        // Registered before pipe(): a file cut short while streaming drops the connection
        // instead of ending a response shorter than its Content-Length.
        stream.on("end", () => sent !== length && fail(`was cut short while being sent (${sent} of ${length} bytes)`));
        stream.on("error", (e: NodeJS.ErrnoException) => fail(`failed while being sent (${e.code})`));
        res.on("close", () => stream.destroy());
        stream.pipe(res);
      });
    });
  }

  function notFound(path: string) {
    return matchFamily(site.notFound, path) ?? siteWide;
  }

  /** Lazy route discovery: the whole route tree for this build, or "reload" for any other. */
  function routeManifest(req: IncomingMessage, res: ServerResponse, search: string): void {
    if (new URLSearchParams(search).get("version") === site.version) return send(req, res, site.routes);
    applySecurityHeaders(res);
    res.writeHead(204, { "X-Remix-Reload-Document": "true", "Cache-Control": "no-store" });
    res.end();
  }

  /** Anything but GET and HEAD: OPTIONS says what is allowed, the rest get 405. */
  function otherMethod(req: IncomingMessage, res: ServerResponse): void {
    // A body we refuse is not read: the connection closes after the answer instead.
    if (req.headers["content-length"] || req.headers["transfer-encoding"]) res.shouldKeepAlive = false;
    if (req.method === "OPTIONS" && (req.url === "*" || !("status" in checkTarget(req.url)))) {
      applySecurityHeaders(res);
      res.writeHead(204, { Allow: ALLOW, "Cache-Control": "no-store" });
      res.end();
      return;
    }
    plain(res, 405, "Method Not Allowed\n", { Allow: ALLOW });
  }

  return function listener(req, res) {
    if (!connections.begin(res)) return;
    if (closing()) res.shouldKeepAlive = false;
    log.track(req, res);

    const method = req.method;
    const headers = req.headers;
    const host = headers.host;
    if (method === "GET" || method === "HEAD") {
      const hit = exact.get(req.url ?? "");
      if (
        hit !== undefined &&
        host !== undefined &&
        req.httpVersionMajor === 1 &&
        headers["transfer-encoding"] === undefined &&
        (host === goodHost || (validHost(host) && (goodHost = host))) &&
        oneHost(req.rawHeaders)
      )
        return send(req, res, hit);
    }
    // HTTP/2 and later speak another framing: a request line that claims them is not ours to answer.
    if (req.httpVersionMajor !== 1) {
      res.shouldKeepAlive = false;
      return plain(res, 505, "HTTP Version Not Supported\n");
    }
    if (method !== "GET" && method !== "HEAD") return otherMethod(req, res);
    const coding = headers["transfer-encoding"];
    const refusal = coding === undefined ? undefined : transferRefusal(coding);
    if (refusal !== undefined) {
      res.shouldKeepAlive = false;
      return plain(res, refusal, refusal === 501 ? "Not Implemented\n" : "Bad Request\n");
    }
    const target = checkTarget(req.url);
    if ("status" in target) return plain(res, target.status, target.status === 414 ? "URI Too Long\n" : "Bad Request\n");
    // Exactly one valid Host (RFC 9112 §3.2; HTTP/1.0 may omit it), and a valid authority in an
    // absolute-form target, which then stands for it (checked by checkTarget).
    if (host === undefined ? req.httpVersion !== "1.0" : !validHost(host) || !oneHost(req.rawHeaders)) return plain(res, 400, "Bad Request\n");

    const { path, search } = target;
    const page = site.pages.get(path) ?? site.files.get(path);
    if (page) return send(req, res, page);
    if (path.endsWith(".data")) return send(req, res, site.data.get(path) ?? notFound(path.slice(0, -5) || "/").data);
    if (path === "/__manifest") return routeManifest(req, res, search);
    if (path === "/healthz") return closing() ? plain(res, 503, "closing\n") : plain(res, 200, "ok\n");
    if (path.length > 1 && path.endsWith("/") && site.pages.has(path.replace(/\/+$/, ""))) {
      applySecurityHeaders(res);
      res.writeHead(308, { Location: path.replace(/\/+$/, "") + search, "Content-Length": 0, "Cache-Control": "public, max-age=3600" });
      res.end();
      return;
    }
    send(req, res, notFound(path).document);
  };
}
