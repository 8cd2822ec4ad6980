import { type Server } from "node:http";
import { Server as NetServer } from "node:net";
import type { Connections } from "./connections.ts";
import type { Log } from "./log.ts";

/** After SIGTERM, a keep-alive connection idle this long, with no new request begun, is closed. */
const IDLE_GRACE_MS = 1_000;

/**
 * Keeps accepting for `drainMs` (the router answers with Connection: close, and /healthz with 503,
 * once the shutdown has begun: a load balancer sees the server go while nothing is refused), then
 * stops accepting, lets every request already begun be answered, closes keep-alive connections
 * once they have been idle for a moment, and resolves when none is left; whatever is still open
 * `graceMs` after the call is dropped.
 */
export function drain(server: Server, connections: Connections, log: Log, { graceMs, drainMs }: { graceMs: number; drainMs: number }): Promise<void> {
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
    // at once, racing requests already on their way (they would be reset). Connections still in
    // the listen backlog when it closes are reset by the kernel: the drain window is there so
    // that clients have stopped coming by then.
    const stopAccepting = () => NetServer.prototype.close.call(server, done);
    if (drainMs > 0) setTimeout(stopAccepting, Math.min(drainMs, graceMs));
    else stopAccepting();
  });
}
