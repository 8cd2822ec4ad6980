// Starting a local server and knowing when it answers: shared by the browser and server test
// harnesses, `npm run audit`, `npm run bench` and the Dockerfile replay.
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/**
 * An unused loopback port, so a developer's own server on 3000 never collides with ours.
 * @example const port = await freePort(); // 41234
 */
export function freePort(): Promise<number> {
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
 * @example await waitForServer(`http://127.0.0.1:${port}/healthz`, child, { ready: (r) => r.status === 200 });
 */
export async function waitForServer(
  url: string,
  child: ChildProcess,
  {
    name = "server",
    timeoutMs = 30_000,
    ready = (response: Response) => response.status < 500,
  }: { name?: string; timeoutMs?: number; ready?: (response: Response) => boolean } = {},
): Promise<void> {
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
