// Starting a local server and knowing when it answers: shared by the browser and server test
// harnesses, `npm run audit`, `npm run bench` and the Dockerfile replay.
import { createServer } from "node:net";

/**
 * An unused loopback port, so a developer's own server on 3000 never collides with ours.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Polls `url` until it answers as `ready` says (by default: any status below 500), failing early
 * when `child` exits and after `timeoutMs`.
 * @param {string} url
 * @param {import("node:child_process").ChildProcess} child
 * @param {{ name?: string, timeoutMs?: number, ready?: (response: Response) => boolean }} [options]
 */
export async function waitForServer(url, child, { name = "server", timeoutMs = 30_000, ready = (response) => response.status < 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before answering`);
    try {
      if (ready(await fetch(url))) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`);
}
