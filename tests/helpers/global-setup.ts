import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import type { TestProject } from "vitest/node";

/** An unused loopback port, so a developer's own server on 3000 never collides with the tests. */
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

export async function waitForServer(url: string, child: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

let server: ChildProcess | undefined;

export default async function setup(project: TestProject) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  server = spawn("npm", ["start", "--silent"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  await waitForServer(`${baseURL}/`, server);
  project.provide("baseURL", baseURL);
  return async () => {
    if (server?.pid && server.exitCode === null) {
      process.kill(-server.pid, "SIGTERM");
      await new Promise((r) => server?.once("exit", r));
    }
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}
