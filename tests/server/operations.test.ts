import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { join } from "node:path";
import { expect, test } from "vitest";
import { freePort } from "../../scripts/lib/local-server.ts";
import { raw, runToExit, SERVER_ENTRY, startServer } from "./harness";

const until = (ms: number) => new Promise((r) => setTimeout(r, ms));

test("PORT and HOST come from the environment, and LOG_REQUESTS=1 gives one line per request", async () => {
  const server = await startServer({ LOG_REQUESTS: "1" });
  expect(server.output()).toContain(`http://127.0.0.1:${server.port}`);
  const before = server
    .output()
    .split("\n")
    .filter((l) => / (GET|HEAD) \/(?!healthz)/.test(l)).length;
  for (const path of ["/outdoor", "/no/such/page", "/%zz"]) await (await fetch(server.baseURL + path)).arrayBuffer();
  // The answers and the log come through different pipes: wait for the last line, not a while.
  await server.waitForOutput(/ GET \/%zz 400 /);
  const lines = server
    .output()
    .split("\n")
    .filter((l) => / (GET|HEAD) \/(?!healthz)/.test(l));
  expect(lines.length - before).toBe(3);
  expect(lines.at(-3)).toMatch(/^\S+Z GET \/outdoor 200 \d+\.\dms$/);
  expect(lines.at(-2)).toMatch(/GET \/no\/such\/page 404 /);
  expect(lines.at(-1)).toMatch(/GET \/%zz 400 /);
  server.child.kill("SIGTERM");
  expect(await server.exit).toBe(0);
});

test("the harness counts a server as started once it has said where it listens, not at its first answer", async () => {
  // A stand-in that answers /healthz at once and says where it listens only later: the order in
  // which a loaded machine may deliver the real server's answer and its line (two pipes).
  mkdirSync("tmp", { recursive: true });
  const dir = mkdtempSync(join(process.cwd(), "tmp/late-line-"));
  try {
    const entry = join(dir, "server.mjs");
    writeFileSync(
      entry,
      `import { createServer } from "node:http";
const server = createServer((_request, response) => response.end("ok"));
server.listen(Number(process.env.PORT), process.env.HOST, () => setTimeout(() => console.log("stand-in listening on http://" + process.env.HOST + ":" + process.env.PORT), 800));
process.on("SIGTERM", () => process.exit(0));
`,
    );
    const server = await startServer({}, entry);
    expect(server.output()).toContain(`listening on http://127.0.0.1:${server.port}`);
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("without LOG_REQUESTS nothing is logged per request", async () => {
  const server = await startServer();
  await (await fetch(`${server.baseURL}/outdoor`)).arrayBuffer();
  await until(200);
  expect(server.output()).not.toMatch(/ GET \/outdoor /);
  server.child.kill("SIGTERM");
  expect(await server.exit).toBe(0);
});

test("the server outlives the reader of its log: an EPIPE on stdout is not fatal", async () => {
  const server = await startServer({ LOG_REQUESTS: "1" });
  // What `npm start | head -c 120` does: the reader takes a few bytes and goes away.
  server.child.stdout!.destroy();
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`${server.baseURL}/outdoor`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    await until(20);
  }
  expect(server.child.exitCode).toBeNull();
  expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
  server.child.kill("SIGTERM");
  expect(await server.exit).toBe(0);
});

test("a flood of bad requests cannot flood the log: 4xx lines are capped per second and summed up", async () => {
  const server = await startServer({ LOG_REQUESTS: "1" });
  const bad = "GET /%zz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
  const last = "GET /%zz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
  // 2,000 bad requests, pipelined 20 at a time (a connection may have 32 answers waiting) over 100 connections.
  await Promise.all(Array.from({ length: 100 }, () => raw(server.port, bad.repeat(19) + last, 20_000).catch(() => undefined)));
  await server.waitForOutput(/\d+ more client errors \(4xx\) not logged/);
  const lines = server.output().split("\n");
  const logged = lines.filter((l) => / GET \/%zz 400 /.test(l)).length;
  expect(logged).toBeGreaterThan(0);
  expect(logged).toBeLessThan(200);
  expect(lines.some((l) => /\d+ more client errors \(4xx\) not logged/.test(l))).toBe(true);
  expect(server.output()).not.toMatch(/\n\s+at /);
  server.child.kill("SIGTERM");
  expect(await server.exit).toBe(0);
});

/** A startup failure: one line on stderr, naming the problem, and exit status 1. */
function expectOneLineFailure(result: { code: number | null; stdout: string; stderr: string }, pattern: RegExp) {
  expect(result.code).toBe(1);
  const lines = result.stderr.trim().split("\n");
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

test.each([["abc"], [""], ["0"], ["70000"], ["3000x"]])("PORT=%j is refused in one line", async (port) => {
  expectOneLineFailure(await runToExit({ PORT: port }), /^portfolio: PORT=.* is not a port number/);
});

test.each([["abc"], ["0"], ["60s"]])("STALL_TIMEOUT=%j is refused in one line", async (value) => {
  expectOneLineFailure(await runToExit({ STALL_TIMEOUT: value }), /^portfolio: STALL_TIMEOUT=.* is not a number of seconds/);
});

test.each([["abc"], ["6"], ["1.5"]])("DRAIN_SECONDS=%j is refused in one line", async (value) => {
  expectOneLineFailure(await runToExit({ DRAIN_SECONDS: value }), /^portfolio: DRAIN_SECONDS=.* is not a number of seconds \(0 to 5; unset means 1\)$/);
});

test("LOG_REQUESTS=1 with a log reader that stops reading: the log holds at most its buffer, and says how many lines it dropped", async () => {
  const server = await startServer({ LOG_REQUESTS: "1" });
  // The reader stops: the pipe fills, and every line after that waits in the server.
  server.child.stdout!.pause();
  // 6,000 answered requests with a long query (a line of ~260 bytes each, 1.5 MB in all: more
  // than the 64 KB pipe and the 1 MB the log may hold), 30 pipelined per connection.
  const request = `HEAD /outdoor?${"q".repeat(200)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
  const connection = () =>
    new Promise<void>((resolve) => {
      const socket = connect(server.port, "127.0.0.1");
      socket.resume();
      socket.on("close", () => resolve());
      socket.on("error", () => undefined);
      socket.write(request.repeat(29) + request.replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n"));
    });
  for (let round = 0; round < 10; round++) await Promise.all(Array.from({ length: 20 }, connection));
  expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
  server.child.stdout!.resume();
  await server.waitForOutput(/\d+ log lines dropped: the log's reader did not keep up/);
  const logged = server
    .output()
    .split("\n")
    .filter((l) => / HEAD \/outdoor\?q+ 200 /.test(l)).length;
  expect(logged).toBeLessThan(6_000);
  server.child.kill("SIGTERM");
  expect(await server.exit).toBe(0);
}, 60_000);

test("a port already in use is said in one line", async () => {
  const port = await freePort();
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(port, "127.0.0.1", resolve));
  try {
    expectOneLineFailure(await runToExit({ PORT: String(port) }), new RegExp(`^portfolio: 127\\.0\\.0\\.1:${port} is already in use`));
  } finally {
    blocker.close();
  }
});

test("no build is said in one line, with the command that makes one", async () => {
  // The server's own compiled files, in a build folder that holds nothing else.
  mkdirSync("tmp", { recursive: true });
  const dir = mkdtempSync(join(process.cwd(), "tmp/no-build-"));
  try {
    mkdirSync(join(dir, "build/server"), { recursive: true });
    for (const name of readdirSync("build/server")) if (name.endsWith(".js")) copyFileSync(join("build/server", name), join(dir, "build/server", name));
    copyFileSync("package.json", join(dir, "package.json"));
    expectOneLineFailure(await runToExit({ PORT: String(await freePort()) }, join(dir, SERVER_ENTRY)), /^portfolio: no build in .*: run `npm run build` first$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.each([
  ["missing", (file: string) => rmSync(file)],
  ["cut short", (file: string) => writeFileSync(file, readFileSync(file, "utf8").slice(0, 300))],
  // A folder where the file should be: unreadable even for root, which ignores file modes.
  ["unreadable", (file: string) => (rmSync(file), mkdirSync(file))],
])("a server module that is %s is said in one line, with the command that mends it", async (_how, breakIt) => {
  mkdirSync("tmp", { recursive: true });
  const dir = mkdtempSync(join(process.cwd(), "tmp/broken-server-"));
  try {
    mkdirSync(join(dir, "build/server"), { recursive: true });
    for (const name of readdirSync("build/server")) if (name.endsWith(".js")) copyFileSync(join("build/server", name), join(dir, "build/server", name));
    copyFileSync("package.json", join(dir, "package.json"));
    const file = join(dir, "build/server/app.js");
    breakIt(file);
    expectOneLineFailure(
      await runToExit({ PORT: String(await freePort()) }, join(dir, SERVER_ENTRY)),
      /^portfolio: the server's own files in build\/server are broken \(.+\): run `npm run build` again$/,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
