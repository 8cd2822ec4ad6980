import { connect, type Socket } from "node:net";
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
  // A new connection (fetch could reuse a pooled one, which is still served for a moment).
  const refused = await new Promise((resolve) => {
    const probe = connect(server.port, "127.0.0.1");
    probe.once("connect", () => (probe.destroy(), resolve(false)));
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
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

test("30 keep-alive clients with requests in flight at SIGTERM are all answered, with Connection: close, and none is reset", async () => {
  const server = await startServer();
  type Client = { socket: Socket; text: string; error?: string; closed: Promise<unknown> };
  const responses = (text: string) => text.match(/^HTTP\/1\.1 \d{3}/gm) ?? [];
  const clients: Client[] = await Promise.all(
    Array.from({ length: 30 }, async () => {
      const socket = connect(server.port, "127.0.0.1");
      const client: Client = { socket, text: "", closed: new Promise((r) => socket.once("close", r)) };
      socket.on("data", (chunk) => (client.text += chunk.toString("latin1")));
      socket.on("error", (error: NodeJS.ErrnoException) => (client.error = error.code));
      // A first request on each connection, so that each is an idle keep-alive connection.
      socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      while (responses(client.text).length < 1) await until(10);
      return client;
    }),
  );
  // Half of them are mid-request when the signal comes; the other half send theirs just after it.
  clients.slice(0, 15).forEach((c) => c.socket.write("GET /outdoor HTTP/1.1\r\nHost: 127.0.0.1\r\n"));
  await until(100);
  server.child.kill("SIGTERM");
  // Once the server has taken the signal in (it says so), the rest come: http.Server#close
  // would already have dropped their idle connections, resetting these requests.
  while (!/SIGTERM/.test(server.output())) await until(2);
  clients.slice(15).forEach((c) => c.socket.write("GET /outdoor HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\n\r\n"));
  await until(20);
  clients.slice(0, 15).forEach((c) => c.socket.write("Accept: text/html\r\n\r\n"));
  await Promise.all(clients.map((c) => c.closed));
  expect(clients.map((c) => c.error).filter(Boolean)).toEqual([]);
  for (const client of clients) {
    expect(responses(client.text)).toEqual(["HTTP/1.1 200", "HTTP/1.1 200"]);
    const second = client.text.slice(client.text.lastIndexOf("HTTP/1.1 200"));
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    expect(second).toContain("</html>");
  }
  expect(await server.exit).toBe(0);
});
