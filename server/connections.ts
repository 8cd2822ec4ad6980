import type { Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** Answers piled up unread (pipelined requests from a client that does not read) before it is dropped. */
export const MAX_UNREAD_BYTES = 8 * 1024 * 1024;

// Per-connection bookkeeping, kept on the socket itself: no lookup per request.
const QUEUED = Symbol("bytes of answers the kernel has not taken yet");
const SENT = Symbol("bytes the kernel had taken at the last look");
const SENT_AT = Symbol("when the kernel last took some");
const ACTIVE = Symbol("responses in progress");
const READ_AT_REST = Symbol("bytes read when the last response ended");
const IDLE_SINCE = Symbol("when the last response ended");
/** On a response: the bytes it added to its connection's QUEUED. */
const QUEUED_HERE = Symbol("bytes this response queued");

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

/** The open connections of a server, what each has in progress and what waits unread on it. */
export type Connections = {
  /** Every connection still open. */
  readonly open: ReadonlySet<Socket>;
  /** A response has begun on its connection: counted until it closes. */
  begin(res: ServerResponse): void;
  /**
   * A response is about to queue `bytes` of body: false (and the connection dropped) when that
   * would put more than MAX_UNREAD_BYTES in wait for a client that does not read.
   */
  queue(res: ServerResponse, bytes: number): boolean;
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
      const waiting = socket.writableLength > 0 || (socket[QUEUED] ?? 0) > 0;
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
      socket[ACTIVE] = (socket[ACTIVE] ?? 0) + 1;
      res.on("close", responseClosed);
    },
    queue(res, bytes) {
      // Pipelined answers wait in memory until the client reads the ones before: a client that
      // keeps asking without reading is dropped before it makes us hold too much.
      const socket = tracked(res.req.socket);
      const queued = (socket[QUEUED] ?? 0) + bytes;
      socket[QUEUED] = queued;
      (res as TrackedResponse)[QUEUED_HERE] = bytes;
      if (queued <= MAX_UNREAD_BYTES) return true;
      socket.destroy();
      return false;
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
