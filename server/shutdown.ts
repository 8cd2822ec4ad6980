import { type Server } from "node:http";
import { Server as NetServer } from "node:net";
import type { Connections } from "./connections.ts";
import type { Log } from "./log.ts";

/** After SIGTERM, a keep-alive connection idle this long, with no new request begun, is closed. */
const IDLE_GRACE_MS = 1_000;

/**
 * Stops accepting, lets every request already begun be answered (the router adds
 * Connection: close once the shutdown has begun), closes keep-alive connections once they have
 * been idle for a moment, and resolves when none is left; whatever is still open after `graceMs`
 * is dropped.
 */
export function drain(server: Server, connections: Connections, log: Log, graceMs: number): Promise<void> {
  const signalled = performance.now();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(force);
      clearInterval(sweep);
      log.flush();
      resolve();
    };
    const force = setTimeout(() => {
      for (const socket of connections.open) socket.destroy();
    }, graceMs);
    force.unref();
    const sweep = setInterval(() => {
      const now = performance.now();
      for (const socket of connections.open) {
        if (connections.busy(socket)) continue;
        // Every idle connection gets the grace from the signal on: a request may be on its way.
        if (now - Math.max(connections.idleSince(socket), signalled) >= IDLE_GRACE_MS) socket.destroy();
      }
    }, 50);
    sweep.unref();
    // net.Server#close, not http.Server#close: the latter drops idle keep-alive connections
    // at once, racing requests already on their way (they would be reset).
    NetServer.prototype.close.call(server, done);
  });
}
