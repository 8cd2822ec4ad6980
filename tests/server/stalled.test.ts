import { connect, type Socket } from "node:net";
import { expect, test } from "vitest";
import { startServer } from "./harness";

// A client that sends requests and never reads the answers holds kernel buffers, memory and a
// socket: the server lets it go after STALL_TIMEOUT seconds without progress (60 by default;
// server/config.ts, checked in its unit test; 5 here, so the suite does not wait a minute), and
// at once when more than MAX_WAITING_ANSWERS (32) answers wait for it.

const until = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Counts whole responses in what a client read (a page does not end in a newline). */
const count = (text: string) => (text.match(/HTTP\/1\.1 200 OK\r\n/g) ?? []).length;

test("a client that pipelines without reading is dropped once 32 answers wait for it", async () => {
  const server = await startServer();
  const socket = connect({ port: server.port, host: "127.0.0.1" });
  await new Promise((r) => socket.once("connect", r));
  socket.pause();
  socket.write("GET /outdoor HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n".repeat(400));
  await until(3_000);
  let text = "";
  const closed = new Promise((r) => socket.once("close", r));
  socket.on("data", (chunk) => (text += chunk.toString("latin1")));
  socket.on("error", () => undefined);
  socket.resume();
  await closed;
  expect(count(text)).toBeLessThanOrEqual(32);
  server.child.kill("SIGTERM");
  expect(await server.exit).toBe(0);
});

test("20 clients that never read are disconnected after STALL_TIMEOUT seconds", async () => {
  const server = await startServer({ STALL_TIMEOUT: "5" });
  // More than the kernel's buffers take (about 4 MB: 32 answers of 173 KB are 5.5 MB), and no
  // more than the 32 answers a connection may have waiting.
  const REQUESTS = 32;
  const request = "GET /outdoor HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n";
  const clients = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const socket: Socket = connect({ port: server.port, host: "127.0.0.1" });
      await new Promise((r) => socket.once("connect", r));
      socket.pause();
      socket.write(request.repeat(REQUESTS));
      return socket;
    }),
  );
  // Time for the kernel to fill its buffers, then the stall limit, then a watchdog tick.
  await until(12_000);
  // Now read what is there: a connection the server dropped ends; one it kept would go on for all 200.
  const outcomes = await Promise.all(
    clients.map(
      (socket) =>
        new Promise<{ ended: boolean; responses: number }>((resolve) => {
          let text = "";
          const done = (ended: boolean) => resolve({ ended, responses: count(text) });
          socket.on("data", (chunk) => (text += chunk.toString("latin1")));
          socket.once("close", () => done(true));
          socket.on("error", () => undefined);
          setTimeout(() => (socket.destroy(), done(false)), 10_000);
          socket.resume();
        }),
    ),
  );
  for (const outcome of outcomes) {
    expect(outcome.ended).toBe(true);
    expect(outcome.responses).toBeLessThan(REQUESTS);
  }
  expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
  server.child.kill("SIGTERM");
  expect(await server.exit).toBe(0);
}, 40_000);
