import { spawn, type ChildProcess } from "node:child_process";
import type { TestProject } from "vitest/node";
import { freePort, waitForServer } from "../../scripts/lib/local-server.ts";

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
