import type { Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * Answers begun on one connection and not yet taken by the kernel, at most: a client that
 * pipelines more without reading is dropped. Each costs a few KB of heap (its request and response
 * objects, its header block) whatever its body, so this bounds what a connection can hold for
 * HEAD, 304 and /healthz floods alike; bodies held in memory are at most 256 KB
 * (prerendered.ts), so it also bounds a connection's unread bodies to 8 MB (shared buffers).
 * Browsers do not pipeline; a client that does rarely goes past 10.
 */
export const MAX_WAITING_ANSWERS = 32;

// Per-connection bookkeeping, kept on the socket itself: no lookup per request.
const SENT = Symbol("bytes the kernel had taken at the last look");
const SENT_AT = Symbol("when the kernel last took some");
const ACTIVE = Symbol("responses in progress");
const READ_AT_REST = Symbol("bytes read when the last response ended");
const IDLE_SINCE = Symbol("when the last response ended");
const LAST = Symbol("the last response begun");

type TrackedSocket = Socket & {
  [ACTIVE]?: number;
  [READ_AT_REST]?: number;
  [IDLE_SINCE]: number;
  [LAST]?: ServerResponse;
  [SENT]?: number;
  [SENT_AT]?: number;
};
const tracked = (socket: Socket) => socket as TrackedSocket;

/** Node's parser of a connection: `onIncoming` is called for each request it has parsed. */
type Parsing = Socket & { parser?: { onIncoming?: unknown } | null };
/** What Node's parser does when its onIncoming returns 2: it stops, the rest of the packet unparsed. */
const STOP_PARSING = () => 2;

/**
 * Drops a connection at once, including the requests of the same packet not parsed yet. Node
 * parses a whole read (up to 64 KB: some 1,800 HEAD requests) before it looks at the socket again,
 * creating a request and a response object for each: 500 such connections hold gigabytes before
 * a single one closes. Returning 2 from the parser's onIncoming (its "upgrade" answer) makes
 * llhttp return there, so a dropped connection costs one more request object, not 1,800.
 */
function drop(socket: Socket): void {
  const parser = (socket as Parsing).parser;
  if (parser && typeof parser.onIncoming === "function") parser.onIncoming = STOP_PARSING;
  socket.destroy();
}

/** One listener for every response, not a closure per request. `this` is the ServerResponse. */
function responseClosed(this: ServerResponse): void {
  const socket = tracked(this.req.socket);
  socket[ACTIVE] = (socket[ACTIVE] ?? 1) - 1;
  socket[READ_AT_REST] = socket.bytesRead;
  socket[IDLE_SINCE] = performance.now();
}

/** The open connections of a server, what each has in progress and what waits unread on it. */
export type Connections = {
  /** Every connection still open. */
  readonly open: ReadonlySet<Socket>;
  /**
   * A response has begun on its connection: counted until it closes. False when its connection
   * is gone or has been dropped for holding more than MAX_WAITING_ANSWERS: nothing to answer.
   */
  begin(res: ServerResponse): boolean;
  /**
   * Whether the connection's last request was answered (or is being answered) before all of it
   * arrived, such as a GET whose body is still coming: an error in what follows on the connection
   * (a timeout, an unparsable body) belongs to a request that already has its answer.
   */
  answeredEarly(socket: Socket): boolean;
  /** Whether the connection has a response in progress or a request whose first bytes arrived. */
  busy(socket: Socket): boolean;
  /** When the connection's last response ended (or it opened). */
  idleSince(socket: Socket): number;
};

/**
 * Keeps count of `server`'s connections and drops a client that takes none of what we have for
 * it (the kernel's buffers are full) for `stalledMs`. Not server.setTimeout: Node switches that
 * off after a keep-alive answer.
 */
export function trackConnections(server: Server, stalledMs: number): Connections {
  const sockets = new Set<TrackedSocket>();
  server.on("connection", (connection: Socket) => {
    const socket = tracked(connection);
    sockets.add(socket);
    socket[IDLE_SINCE] = performance.now();
    socket.once("close", () => sockets.delete(socket));
  });

  const watchdog = setInterval(() => {
    const now = performance.now();
    for (const socket of sockets) {
      const sent = socket.bytesWritten - socket.writableLength;
      const waiting = socket.writableLength > 0 || (socket[ACTIVE] ?? 0) > 1;
      if (!waiting || sent !== socket[SENT]) {
        socket[SENT] = sent;
        socket[SENT_AT] = now;
      } else if (now - (socket[SENT_AT] ?? now) >= stalledMs) socket.destroy();
    }
  }, 1_000);
  watchdog.unref();
  server.once("close", () => clearInterval(watchdog));

  return {
    open: sockets,
    begin(res) {
      const socket = tracked(res.req.socket);
      // The rest of a packet of pipelined requests is still parsed after its connection was dropped.
      if (socket.destroyed) return false;
      const active = (socket[ACTIVE] ?? 0) + 1;
      socket[ACTIVE] = active;
      socket[LAST] = res;
      res.on("close", responseClosed);
      if (active <= MAX_WAITING_ANSWERS) return true;
      drop(socket);
      return false;
    },
    answeredEarly(socket) {
      const last = tracked(socket)[LAST];
      return last !== undefined && !last.req.complete;
    },
    busy(socket) {
      // A request whose first bytes have arrived is in flight too: it will be answered.
      return (tracked(socket)[ACTIVE] ?? 0) > 0 || socket.bytesRead !== (tracked(socket)[READ_AT_REST] ?? 0);
    },
    idleSince(socket) {
      return tracked(socket)[IDLE_SINCE];
    },
  };
}
