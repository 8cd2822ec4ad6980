import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { freePort, waitForServer } from "../../scripts/lib/local-server.ts";

/** What `npm start` runs: the server as the build compiled it (server/tsconfig.json). */
export const SERVER_ENTRY = "build/server/index.js";

const started = new Set<ChildProcess>();
// A test that fails before it stops its server must not leave the server running.
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/**
 * A server started by `startServer`. `output` is what it has written so far; `exit` settles once
 * it has exited and its output has been read to the end ("close", not "exit": Node may report
 * the exit before the last lines arrive through the pipe).
 */
export type Running = {
  port: number;
  baseURL: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves once the output matches `pattern`; fails after `timeoutMs` with what it has. */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  exit: Promise<number | null>;
};

export type Finished = { code: number | null; stdout: string; stderr: string };

/** Runs `node <entry>` until it exits by itself (startup failures), within `timeoutMs`. */
export function runToExit(env: Record<string, string | undefined>, entry = SERVER_ENTRY, timeoutMs = 15_000): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, HOST: "127.0.0.1", NODE_ENV: "production", LOG_REQUESTS: "0", ...env } as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    started.add(child);
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk) => (stdout += chunk));
    child.stderr?.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`still running after ${timeoutMs} ms: ${stdout}${stderr}`));
    }, timeoutMs);
    // "close": the exit and the end of both pipes, so a startup failure's message is all there.
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Starts `node [nodeOptions] build/server/index.js` on a free loopback port, the way `npm start` does. */
export async function startServer(env: Record<string, string> = {}, entry = SERVER_ENTRY, nodeOptions: string[] = []): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeOptions, entry], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", LOG_REQUESTS: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  const waitForOutput = async (pattern: RegExp, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(output)) {
      if (Date.now() > deadline) throw new Error(`the server did not write ${pattern} within ${timeoutMs} ms; it wrote:\n${output}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseURL}/healthz`, child);
  // Ready means announced, too: its /healthz answer and its "listening on" line come through two
  // pipes, and this process may read the answer first (it did, once, on a loaded CI machine).
  await waitForOutput(/ listening on http:\/\//);
  return { port, baseURL, child, output: () => output, waitForOutput, exit };
}

/**
 * One server for the whole file: started before its tests, stopped (SIGTERM) after them.
 * @returns a getter, because the server exists only once `beforeAll` has run.
 */
export function serverForFile(env: Record<string, string> = {}): () => Running {
  let server: Running | undefined;
  beforeAll(async () => {
    server = await startServer(env);
  });
  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exit;
  });
  return () => {
    if (!server) throw new Error("the server starts in beforeAll: use it inside a test");
    return server;
  };
}

export type RawResponse = { status: number; head: string; headers: Record<string, string>; body: string };

/**
 * Sends bytes exactly as given (fetch would normalise the very URLs these tests are about)
 * and reads until the server closes or a complete response has arrived.
 */
export function raw(port: number, request: string | Buffer, timeoutMs = 5_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete response within ${timeoutMs} ms; got: ${Buffer.concat(chunks).toString("latin1").slice(0, 300)}`));
    }, timeoutMs);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const head = end === -1 ? text : text.slice(0, end);
      const headers: Record<string, string> = {};
      for (const line of head.split("\r\n").slice(1)) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(head.split(" ")[1]), head, headers, body: end === -1 ? "" : text.slice(end + 4) });
    };
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      if (end === -1) return;
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, end));
      const isHead = /^HEAD /.test(String(request));
      if (isHead || (length && text.length - end - 4 >= Number(length[1]))) {
        socket.destroy();
        finish();
      }
    });
    socket.on("close", finish);
    socket.on("error", () => undefined);
    socket.write(request);
  });
}

export type Prerendered = { pages: { path: string; file: string }[]; data: { path: string; file: string }[]; version: string };

export function prerendered(): Prerendered {
  return JSON.parse(readFileSync("build/prerender.json", "utf8"));
}
