import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { ALLOW, createRouter, plain } from "./answers.ts";
import { DEFAULT_STALL_SECONDS } from "./config.ts";
import { type Connections, trackConnections } from "./connections.ts";
import { rawAnswer } from "./headers.ts";
import { createLog, type Log } from "./log.ts";
import { loadPrerendered } from "./prerendered.ts";
import { drain } from "./shutdown.ts";

export { MAX_WAITING_ANSWERS } from "./connections.ts";

/** The server and how to stop it. */
export type AppServer = {
  server: Server;
  /**
   * Keeps accepting for `drainMs` (answering with Connection: close, /healthz with 503), then
   * stops accepting, answers every request already begun, closes keep-alive connections once they
   * have been idle for a moment, and resolves when none is left; whatever is still open
   * `graceMs` after the call is dropped.
   */
  close(graceMs?: number, drainMs?: number): Promise<void>;
};

/**
 * The production server. Everything it can answer was computed by `npm run build`: prerendered
 * pages, their single-fetch data, every public file, the route manifest, and the 404 families
 * for URLs nothing matches. No request renders anything, reads a cookie or writes anywhere.
 *
 * Its parts: the connections and what waits on them (connections.ts), the routing of a request
 * to its answer (answers.ts), what Node answers before a request reaches the router (below), and
 * the shutdown (shutdown.ts).
 */
export function createAppServer({
  buildDir,
  log = createLog(),
  stalledMs = DEFAULT_STALL_SECONDS * 1000,
}: {
  buildDir: string;
  log?: Log;
  /** A client that takes nothing from us (nor sends anything) for this long is disconnected. */
  stalledMs?: number;
}): AppServer {
  const site = loadPrerendered(buildDir);
  let closing = false;
  // requireHostHeader: false, so that a request without Host gets our 400 (with the security
  // headers), not Node's bare one.
  const server = createServer({ maxHeaderSize: 16 * 1024, requestTimeout: 30_000, headersTimeout: 10_000, keepAliveTimeout: 5_000, requireHostHeader: false });
  const connections = trackConnections(server, stalledMs);
  const listener = createRouter({ site, log, connections, closing: () => closing });
  server.on("request", listener);
  answerBeforeRouting(server, connections, log, listener);

  return {
    server,
    close(graceMs = 8_000, drainMs = 0): Promise<void> {
      closing = true;
      return drain(server, connections, log, { graceMs, drainMs });
    },
  };
}

/** What the server answers to requests that do not reach the router as requests. */
function answerBeforeRouting(server: Server, connections: Connections, log: Log, listener: (req: IncomingMessage, res: ServerResponse) => void): void {
  // Expect: 100-continue (RFC 9110 §10.1.1). A GET or HEAD is answered as usual after a 100: its
  // body, if any, is read and ignored, and a request pipelined after it is served. Any other
  // method gets its final answer (405) at once and its body is not read: the connection closes.
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === "GET" || req.method === "HEAD") res.writeContinue();
    listener(req, res);
  });
  // Any other expectation cannot be met.
  server.on("checkExpectation", (req: IncomingMessage, res: ServerResponse) => {
    log.track(req, res);
    res.shouldKeepAlive = false;
    plain(res, 417, "Expectation Failed\n");
  });
  // Without a listener Node drops CONNECT without an answer. Upgrade has none on purpose: Node
  // then serves a GET or HEAD carrying `Upgrade: h2c` or `websocket` as the plain request it also
  // is (RFC 9110 §7.8 lets a server ignore Upgrade), and refuses other methods in the router.
  server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
    socket.end(rawAnswer(405, "Method Not Allowed", { Allow: ALLOW }));
  });
  // What Node answers to a request it cannot parse, plus at most one log line.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex & { remoteAddress?: string; _httpMessage?: ServerResponse | null }) => {
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") log.clientError(`${status} (${error.code ?? "unparsable request"}) from ${socket.remoteAddress ?? "?"}`);
    // One status line per request: an error in the body of a request already answered (a GET
    // whose slow body timed out, a body in a coding we refused) just closes the connection.
    const answered = socket._httpMessage?.headersSent || connections.answeredEarly(socket as Duplex as Socket);
    if (socket.writable && !answered) {
      socket.end(rawAnswer(status, status === 431 ? "Request Header Fields Too Large" : status === 408 ? "Request Timeout" : "Bad Request"));
    } else socket.destroy();
  });
}
