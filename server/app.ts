import { close as closeFd, createReadStream, fstat, open } from "node:fs";
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { Duplex } from "node:stream";
import { DEFAULT_STALL_SECONDS } from "./config.ts";
import { applySecurityHeaders } from "./headers.ts";
import { createLog, type Log } from "./log.ts";
import { matchFamily } from "./not-found.ts";
import { type DiskFile, type Entry, loadPrerendered, type Variant } from "./prerendered.ts";
import { checkTarget, type Encoding, etagMatches, IDENTITY, pickEncoding, validHost } from "./request.ts";

const ALLOW = "GET, HEAD, OPTIONS";
/** Answers piled up unread (pipelined requests from a client that does not read) before it is dropped. */
export const MAX_UNREAD_BYTES = 8 * 1024 * 1024;
const QUEUED = Symbol("bytes of answers the kernel has not taken yet");
const SENT = Symbol("bytes the kernel had taken at the last look");
const SENT_AT = Symbol("when the kernel last took some");
/** After SIGTERM, a keep-alive connection idle this long, with no new request begun, is closed. */
const IDLE_GRACE_MS = 1_000;

// Per-connection bookkeeping for a shutdown that finishes what it accepted.
const ACTIVE = Symbol("responses in progress");
const READ_AT_REST = Symbol("bytes read when the last response ended");
const IDLE_SINCE = Symbol("when the last response ended");
/** On a response: the bytes it added to its connection's QUEUED. */
const QUEUED_HERE = Symbol("bytes this response queued");

/** A connection with the bookkeeping above, kept on the socket itself: no lookup per request. */
type TrackedSocket = Socket & {
  [ACTIVE]?: number;
  [READ_AT_REST]?: number;
  [IDLE_SINCE]: number;
  [QUEUED]?: number;
  [SENT]?: number;
  [SENT_AT]?: number;
};
type TrackedResponse = ServerResponse & { [QUEUED_HERE]?: number };
const tracked = (socket: Socket) => socket as TrackedSocket;

/** One listener for every response, not a closure per request. `this` is the ServerResponse. */
function responseClosed(this: TrackedResponse): void {
  const socket = tracked(this.req.socket);
  socket[ACTIVE] = (socket[ACTIVE] ?? 1) - 1;
  if (this[QUEUED_HERE]) socket[QUEUED] = (socket[QUEUED] ?? 0) - this[QUEUED_HERE];
  socket[READ_AT_REST] = socket.bytesRead;
  socket[IDLE_SINCE] = performance.now();
}

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

/** The server and how to stop it. */
export type AppServer = {
  server: Server;
  /**
   * Stops accepting, answers every request already begun (with Connection: close), closes
   * keep-alive connections once they have been idle for a moment, and resolves when none is
   * left; whatever is still open after `graceMs` is dropped.
   */
  close(graceMs?: number): Promise<void>;
};

/**
 * The production server. Everything it can answer was computed by `npm run build`: prerendered
 * pages, their single-fetch data, every public file, the route manifest, and the 404 families
 * for URLs nothing matches. No request renders anything, reads a cookie or writes anywhere.
 */
export function createAppServer({ buildDir, log = createLog(), stalledMs = DEFAULT_STALL_SECONDS * 1000 }: {
  buildDir: string;
  log?: Log;
  /** A client that takes nothing from us (nor sends anything) for this long is disconnected. */
  stalledMs?: number;
}): AppServer {
  const site = loadPrerendered(buildDir);
  // loadPrerendered refuses a build without it.
  const siteWide = site.notFound.find((family) => family.pattern === "/*")!;
  // Pages, public files and data by their exact request-target (no query): one lookup answers
  // most requests. Only targets the full check would pass unchanged are here; a page wins over a
  // file of the same path, as below.
  const exact = new Map([...site.data, ...site.files, ...site.pages].filter(([path]) => {
    const target = checkTarget(path);
    return "path" in target && target.path === path;
  }));
  /** The last Host header found valid: a client repeats it on every request. */
  let goodHost = "";
  const sockets = new Set<TrackedSocket>();
  let closing = false;

  function plain(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
    applySecurityHeaders(res);
    res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(text), ...extra });
    res.end(text);
  }

  function send(req: IncomingMessage, res: TrackedResponse, item: Entry): void {
    const variant = item.variants[encodingFor(req.headers["accept-encoding"])] ?? item.variants[IDENTITY];
    // RFC 9110 §13.1.2: compared with the representation this request would get, and the 304 names it.
    if (item.status === 200 && variant.etag && etagMatches(req.headers["if-none-match"], variant.etag)) {
      res.writeHead(304, variant.notModified);
      res.end();
      return;
    }
    if (item.disk) return sendFromDisk(req, res, item.disk, variant);
    // Pipelined answers wait in memory until the client reads the ones before: a client that
    // keeps asking without reading is dropped before it makes us hold too much.
    const socket = tracked(req.socket);
    const size = req.method === "HEAD" ? 0 : variant.body.length;
    const queued = (socket[QUEUED] ?? 0) + size;
    socket[QUEUED] = queued;
    res[QUEUED_HERE] = size;
    if (queued > MAX_UNREAD_BYTES) {
      socket.destroy();
      return;
    }
    res.writeHead(item.status, variant.headers);
    res.end(variant.body);
  }

  /**
   * A large file, streamed from the build's copy only while it is still the file the build saw
   * (same size and modification time): never a short body, never new bytes under an old ETag.
   */
  function sendFromDisk(req: IncomingMessage, res: ServerResponse, disk: DiskFile, variant: Variant): void {
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
        res.writeHead(200, variant.headers);
        if (req.method === "HEAD") {
          closeFd(fd, () => undefined);
          return res.end();
        }
        const stream = createReadStream("", { fd, start: 0, end: disk.size - 1 });
        let sent = 0;
        stream.on("data", (chunk) => (sent += chunk.length));
        // Registered before pipe(): a file cut short while streaming drops the connection
        // instead of ending a response shorter than its Content-Length.
        stream.on("end", () => sent !== disk.size && fail(`was cut short while being sent (${sent} of ${disk.size} bytes)`));
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

  function listener(req: IncomingMessage, res: ServerResponse): void {
    const socket = tracked(req.socket);
    socket[ACTIVE] = (socket[ACTIVE] ?? 0) + 1;
    res.on("close", responseClosed);
    if (closing) res.shouldKeepAlive = false;
    log.track(req, res);

    const method = req.method;
    const host = req.headers.host;
    if (method === "GET" || method === "HEAD") {
      const hit = exact.get(req.url ?? "");
      if (hit !== undefined && host !== undefined && (host === goodHost || (validHost(host) && (goodHost = host)))) return send(req, res, hit);
    }
    if (method !== "GET" && method !== "HEAD") {
      // A body we refuse is not read: the connection closes after the answer instead.
      if (req.headers["content-length"] || req.headers["transfer-encoding"]) res.shouldKeepAlive = false;
      if (method === "OPTIONS" && (req.url === "*" || !("status" in checkTarget(req.url)))) {
        applySecurityHeaders(res);
        res.writeHead(204, { Allow: ALLOW, "Cache-Control": "no-store" });
        res.end();
        return;
      }
      return plain(res, 405, "Method Not Allowed\n", { Allow: ALLOW });
    }
    const target = checkTarget(req.url);
    if ("status" in target) return plain(res, target.status, target.status === 414 ? "URI Too Long\n" : "Bad Request\n");
    // HTTP/1.1 requires exactly one valid Host (RFC 9112 §3.2); HTTP/1.0 may omit it.
    if (host === undefined ? req.httpVersion !== "1.0" : !validHost(host)) return plain(res, 400, "Bad Request\n");

    const { path, search } = target;
    const page = site.pages.get(path) ?? site.files.get(path);
    if (page) return send(req, res, page);
    if (path.endsWith(".data")) return send(req, res, site.data.get(path) ?? notFound(path.slice(0, -5) || "/").data);
    if (path === "/__manifest") return routeManifest(req, res, search);
    if (path === "/healthz") return plain(res, closing ? 503 : 200, closing ? "closing\n" : "ok\n");
    if (path.length > 1 && path.endsWith("/") && site.pages.has(path.replace(/\/+$/, ""))) {
      applySecurityHeaders(res);
      res.writeHead(308, { Location: path.replace(/\/+$/, "") + search, "Content-Length": 0, "Cache-Control": "public, max-age=3600" });
      res.end();
      return;
    }
    send(req, res, notFound(path).document);
  }

  // requireHostHeader: false, so that a request without Host gets our 400 (with the security
  // headers), not Node's bare one.
  const server = createServer({ maxHeaderSize: 16 * 1024, requestTimeout: 30_000, headersTimeout: 10_000, keepAliveTimeout: 5_000, requireHostHeader: false }, listener);
  // A client that takes none of what we have for it (the kernel's buffers are full) for
  // stalledMs is let go. Not server.setTimeout: Node switches that off after a keep-alive answer.
  const watchdog = setInterval(() => {
    const now = performance.now();
    for (const socket of sockets) {
      const sent = socket.bytesWritten - socket.writableLength;
      const waiting = socket.writableLength > 0 || (socket[QUEUED] ?? 0) > 0;
      if (!waiting || sent !== socket[SENT]) {
        socket[SENT] = sent;
        socket[SENT_AT] = now;
      } else if (now - (socket[SENT_AT] ?? now) >= stalledMs) socket.destroy();
    }
  }, 1_000);
  watchdog.unref();
  server.once("close", () => clearInterval(watchdog));
  // Answer Expect: 100-continue with the final response: nothing here wants a body. Any other
  // expectation cannot be met (RFC 9110 §10.1.1).
  server.on("checkContinue", listener);
  server.on("checkExpectation", (req, res) => {
    log.track(req, res);
    res.shouldKeepAlive = false;
    plain(res, 417, "Expectation Failed\n");
  });
  // Without a listener Node drops CONNECT and upgrade requests without an answer.
  const refuse = (_req: IncomingMessage, socket: Duplex) => {
    socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: " + ALLOW + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
  };
  server.on("connect", refuse);
  server.on("upgrade", refuse);
  // What Node answers to a request it cannot parse, plus at most one log line.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex & { remoteAddress?: string; _httpMessage?: ServerResponse | null }) => {
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") log.clientError(`${status} (${error.code ?? "unparsable request"}) from ${socket.remoteAddress ?? "?"}`);
    if (socket.writable && !socket._httpMessage?.headersSent) {
      socket.end(`HTTP/1.1 ${status} ${status === 431 ? "Request Header Fields Too Large" : status === 408 ? "Request Timeout" : "Bad Request"}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    } else socket.destroy();
  });
  server.on("connection", (connection: Socket) => {
    const socket = tracked(connection);
    sockets.add(socket);
    socket[IDLE_SINCE] = performance.now();
    socket.once("close", () => sockets.delete(socket));
  });

  return {
    server,
    close(graceMs = 8_000): Promise<void> {
      closing = true;
      const signalled = performance.now();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(force);
          clearInterval(sweep);
          log.flush();
          resolve();
        };
        const force = setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, graceMs);
        force.unref();
        const sweep = setInterval(() => {
          const now = performance.now();
          for (const socket of sockets) {
            // A request whose first bytes have arrived is in flight too: it will be answered.
            if ((socket[ACTIVE] ?? 0) > 0 || socket.bytesRead !== (socket[READ_AT_REST] ?? 0)) continue;
            // Every idle connection gets the grace from the signal on: a request may be on its way.
            if (now - Math.max(socket[IDLE_SINCE], signalled) >= IDLE_GRACE_MS) socket.destroy();
          }
        }, 50);
        sweep.unref();
        // net.Server#close, not http.Server#close: the latter drops idle keep-alive connections
        // at once, racing requests already on their way (they would be reset).
        NetServer.prototype.close.call(server, done);
      });
    },
  };
}
