import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { ALLOW, createRouter, plain } from "./answers.ts";
import { DEFAULT_STALL_SECONDS } from "./config.ts";
import { trackConnections } from "./connections.ts";
import { createLog, type Log } from "./log.ts";
import { loadPrerendered } from "./prerendered.ts";
import { drain } from "./shutdown.ts";

export { MAX_WAITING_ANSWERS } from "./connections.ts";

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
 *
 * Its parts: the connections and what waits on them (connections.ts), the routing of a request
 * to its answer (answers.ts), what Node answers before a request reaches the router (below), and
 * the shutdown (shutdown.ts).
 */
export function createAppServer({ buildDir, log = createLog(), stalledMs = DEFAULT_STALL_SECONDS * 1000 }: {
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
  answerBeforeRouting(server, log, listener);

  return {
    server,
    close(graceMs = 8_000): Promise<void> {
      closing = true;
      return drain(server, connections, log, graceMs);
    },
  };
}

/** What the server answers to requests that do not reach the router as requests. */
function answerBeforeRouting(server: Server, log: Log, listener: (req: IncomingMessage, res: ServerResponse) => void): void {
  // Answer Expect: 100-continue with the final response: nothing here wants a body. Any other
  // expectation cannot be met (RFC 9110 §10.1.1).
  server.on("checkContinue", listener);
  server.on("checkExpectation", (req: IncomingMessage, res: ServerResponse) => {
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
}
