import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { expect, test } from "vitest";
import { freePort, waitForServer } from "../../scripts/lib/local-server.ts";
import { raw, SERVER_ENTRY, startServer } from "./harness";

const until = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether a new connection to `port` is refused: nothing listens there any more. */
const refuses = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = connect(port, "127.0.0.1");
    probe.once("connect", () => (probe.destroy(), resolve(false)));
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });

test("SIGTERM lets a request in flight finish, keeps accepting for DRAIN_SECONDS (Connection: close, /healthz 503), then refuses and exits 0 within 10 s", async () => {
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
  // Once it has taken the signal in (it says so), not after a guessed while: a loaded machine
  // may deliver the signal late, and the server would still answer /healthz 200.
  await server.waitForOutput(/SIGTERM: draining/);
  // Within the drain window (1 s by default) a new connection is answered, and told to go.
  const health = await raw(server.port, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  expect(health.status).toBe(503);
  expect(health.headers.connection).toBe("close");
  const page = await raw(server.port, "GET /outdoor HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  expect(page.status).toBe(200);
  expect(page.headers.connection).toBe("close");
  await until(1_200);
  // After it, a new connection is refused.
  expect(await refuses(server.port)).toBe(true);

  socket.write("Accept: text/html\r\n\r\n");
  await closed;
  expect(reply).toMatch(/^HTTP\/1\.1 200 OK/);
  expect(reply).toMatch(/connection: close/i);
  expect(reply).toContain("</html>");
  expect(await server.exit).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
});

test("50 clients opening a connection per request while a health check watches: at SIGTERM none is reset, and the server exits 0", async () => {
  const server = await startServer();
  let stop = false;
  const problems: string[] = [];
  let answered = 0;
  /** One request on its own connection, read to the end. */
  const once = () =>
    new Promise<void>((resolve) => {
      const socket = connect(server.port, "127.0.0.1");
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString("latin1")));
      socket.on("error", (error: NodeJS.ErrnoException) => problems.push(error.code ?? error.message));
      socket.on("close", () => {
        if (/^HTTP\/1\.1 200 /.test(text) && text.endsWith("</html>")) answered++;
        else if (!problems.length || text) problems.push(`incomplete answer: ${text.slice(0, 40) || "nothing"}`);
        resolve();
      });
      socket.write("GET /outdoor HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    });
  const clients = Array.from({ length: 50 }, async () => {
    while (!stop) await once();
  });
  // What a load balancer does: it watches /healthz and sends no new request once it fails.
  const watcher = (async () => {
    while (!stop) {
      const status = await fetch(`${server.baseURL}/healthz`, { headers: { Connection: "close" } }).then(
        (r) => r.status,
        () => 0,
      );
      if (status !== 200) stop = true;
      await until(100);
    }
  })();
  await until(1_000);
  const signalled = Date.now();
  server.child.kill("SIGTERM");
  await Promise.all([...clients, watcher]);
  expect(problems).toEqual([]);
  expect(answered).toBeGreaterThan(50);
  expect(await server.exit).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
}, 30_000);

test.each([["SIGHUP"], ["SIGQUIT"]] as const)("%s stops the server as SIGTERM does: drained, exit 0", async (signal) => {
  const server = await startServer({ DRAIN_SECONDS: "0" });
  server.child.kill(signal);
  expect(await server.exit).toBe(0);
  expect(server.output()).toContain(`${signal}: draining for 0 s`);
});

test("SIGUSR1 opens no inspector, and SIGUSR1, SIGUSR2 and SIGALRM leave the server serving", async () => {
  // As `npm start` runs it, with --disable-sigusr1 where this Node has it.
  const flag = spawnSync(process.execPath, ["--disable-sigusr1", "-e", "0"]).status === 0 ? ["--disable-sigusr1"] : [];
  expect(JSON.parse(readFileSync("package.json", "utf8")).scripts.start).toContain("--disable-sigusr1");
  const server = await startServer({}, SERVER_ENTRY, flag);
  for (const signal of ["SIGUSR1", "SIGUSR2", "SIGALRM"] as const) {
    server.child.kill(signal);
    await until(300);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
  }
  expect(server.output()).not.toMatch(/Debugger listening|inspector/i);
  // With the flag Node ignores SIGUSR1 itself; without it (Node 20) the server's listener takes it.
  if (!flag.length) await server.waitForOutput(/SIGUSR1 ignored/);
  server.child.kill("SIGTERM");
  expect(await server.exit).toBe(0);
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

test("`npm start` hands SIGTERM to the server it runs: the server drains and exits 0, and nothing is left listening", async () => {
  // npm passes a signal to its script's shell; a shell that ran node as its child would die and
  // leave the server running with no parent (a process manager stopping `npm start` would then
  // find its port still taken). The script `exec`s node, so the signal is the server's.
  const port = await freePort();
  const npm = spawn("npm", ["start", "--silent"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  npm.stdout.on("data", (chunk) => (output += chunk));
  npm.stderr.on("data", (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => npm.once("close", (code) => resolve(code)));
  try {
    await waitForServer(`http://127.0.0.1:${port}/healthz`, npm, { name: "npm start" });
    npm.kill("SIGTERM");
    // npm waits for its script's shell; a shell left with a child it does not pass the signal to
    // may keep npm waiting as well.
    const timeout = new Promise<string>((resolve) => setTimeout(() => resolve("still running 10 s after SIGTERM"), 10_000).unref());
    expect(await Promise.race([exit, timeout])).toBe(0);
    expect(output).toMatch(/SIGTERM: draining/);
    expect(await refuses(port), `a server still listens on :${port} after \`npm start\` exited`).toBe(true);
  } finally {
    // If the server outlived npm, it is in npm's process group no more: find it by its port's
    // answer and stop it through the drain it would take anyway.
    if (npm.exitCode === null) npm.kill("SIGKILL");
    await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => spawnSync("fuser", ["-k", "-TERM", `${port}/tcp`]),
      () => undefined,
    );
  }
});
