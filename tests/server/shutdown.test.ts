import { connect } from "node:net";
import { expect, test } from "vitest";
import { startServer } from "./harness";

const until = (ms: number) => new Promise((r) => setTimeout(r, ms));

test("SIGTERM lets a request in flight finish, refuses new connections and exits 0 within 10 s", async () => {
  const server = await startServer();
  // A slow client: the request has started (headers half sent) when the signal arrives.
  const socket = connect(server.port, "127.0.0.1");
  await new Promise((r) => socket.once("connect", r));
  let reply = "";
  socket.on("data", (chunk) => (reply += chunk.toString("latin1")));
  const closed = new Promise((r) => socket.once("close", r));
  socket.write("GET /outdoor HTTP/1.1\r\nHost: 127.0.0.1\r\n");
  await until(200);

  const signalled = Date.now();
  server.child.kill("SIGTERM");
  await until(300);
  const refused = await fetch(`${server.baseURL}/healthz`).then(() => false, () => true);
  expect(refused).toBe(true);

  socket.write("Accept: text/html\r\n\r\n");
  await closed;
  expect(reply).toMatch(/^HTTP\/1\.1 200 OK/);
  expect(reply).toMatch(/connection: close/i);
  expect(reply).toContain("</html>");
  expect(await server.exit).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
});

test("SIGINT with an idle keep-alive connection open exits 0 at once", async () => {
  const server = await startServer();
  const socket = connect(server.port, "127.0.0.1");
  await new Promise((r) => socket.once("connect", r));
  const closed = new Promise((r) => socket.once("close", r));
  socket.resume();
  socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  await until(200);
  const signalled = Date.now();
  server.child.kill("SIGINT");
  expect(await server.exit).toBe(0);
  await closed;
  // The 5 s keep-alive timeout did not hold the process up.
  expect(Date.now() - signalled).toBeLessThan(4_000);
});
