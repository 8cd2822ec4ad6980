import { connect } from "node:net";
import { expect, test } from "vitest";
import { raw, serverForFile } from "./harness";

// Issue 27's reproductions, over raw sockets: HTTP as RFC 9110 and 9112 (and nginx) answer it.

const running = serverForFile();
const CRLF = "\r\n";
const get = (target: string, headers = "", { method = "GET", version = "HTTP/1.1" } = {}) =>
  `${method} ${target} ${version}${CRLF}Host: 127.0.0.1${CRLF}Connection: close${CRLF}${headers}${CRLF}`;

/** Everything a connection receives until the server closes it (or `ms` pass). */
function exchange(port: number, bytes: string, ms = 5_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    const timer = setTimeout(() => socket.destroy(), ms);
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("close", () => (clearTimeout(timer), resolve(text)));
    socket.on("error", () => undefined);
    socket.write(bytes);
  });
}
/** The status lines in what a connection received (a page does not end in a newline). */
const statusLines = (text: string) => text.match(/HTTP\/1\.1 \d{3}(?= [A-Z])/g) ?? [];

test("a GET or HEAD carrying Upgrade (h2c, websocket) gets its normal answer; CONNECT keeps its 405", async () => {
  const { port } = running();
  const page = await raw(port, get("/outdoor"));
  const h2c = await raw(port, get("/outdoor", `Upgrade: h2c${CRLF}HTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA${CRLF}Connection: Upgrade, HTTP2-Settings${CRLF}`));
  expect(h2c.status).toBe(200);
  expect(h2c.body).toBe(page.body);
  const ws = await raw(port, get("/", `Upgrade: websocket${CRLF}Connection: Upgrade${CRLF}Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==${CRLF}Sec-WebSocket-Version: 13${CRLF}`));
  expect(ws.status).toBe(200);
  expect((await raw(port, get("/outdoor", `Upgrade: h2c${CRLF}Connection: Upgrade${CRLF}`, { method: "HEAD" }))).status).toBe(200);
  const connectAnswer = await raw(port, `CONNECT 127.0.0.1:22 HTTP/1.1${CRLF}Host: 127.0.0.1:22${CRLF}${CRLF}`);
  expect(connectAnswer.status).toBe(405);
  expect(connectAnswer.headers.allow).toBe("GET, HEAD, OPTIONS");
});

test("Host: exactly one (a second is 400); underscores and an empty port are valid", async () => {
  const { port } = running();
  expect((await raw(port, `GET /outdoor HTTP/1.1${CRLF}Host: 127.0.0.1${CRLF}Host: evil.example${CRLF}Connection: close${CRLF}${CRLF}`)).status).toBe(400);
  expect((await raw(port, `GET /no/such HTTP/1.1${CRLF}Host: 127.0.0.1${CRLF}host: evil.example${CRLF}Connection: close${CRLF}${CRLF}`)).status).toBe(400);
  expect((await raw(port, `GET /outdoor HTTP/1.1${CRLF}Host: portfolio_web:3000${CRLF}Connection: close${CRLF}${CRLF}`)).status).toBe(200);
  expect((await raw(port, `GET /outdoor HTTP/1.1${CRLF}Host: 127.0.0.1:${CRLF}Connection: close${CRLF}${CRLF}`)).status).toBe(200);
});

test("absolute-form targets are served (their authority checked like Host); a raw backslash in the query is data", async () => {
  const { port } = running();
  const page = await raw(port, get("/outdoor"));
  const absolute = await raw(port, get("http://127.0.0.1/outdoor"));
  expect(absolute.status).toBe(200);
  expect(absolute.body).toBe(page.body);
  expect((await raw(port, get("http://portfolio_web:3000/outdoor?x=1"))).status).toBe(200);
  expect((await raw(port, get("http://user@evil.example/outdoor"))).status).toBe(400);
  expect((await raw(port, get("http://127.0.0.1/../package.json"))).status).toBe(400);
  expect((await raw(port, get("/outdoor?q=a\\b"))).status).toBe(200);
});

test("percent-encoded unreserved characters are the same URL: pages and 404 families alike", async () => {
  const { port } = running();
  const page = await raw(port, get("/outdoor"));
  const encoded = await raw(port, get("/%6Futdoor"));
  expect(encoded.status).toBe(200);
  expect(encoded.body).toBe(page.body);
  const project = await raw(port, get("/projects/portfolio"));
  const encodedProject = await raw(port, get("/%70rojects/portfolio"));
  expect(encodedProject.status).toBe(200);
  expect(encodedProject.body).toBe(project.body);
  // An unknown project under an encoded segment gets the projects' 404, as its plain twin does.
  expect((await raw(port, get("/%70rojects/no-such-project"))).body).toBe((await raw(port, get("/projects/no-such-project"))).body);
});

test("If-Match is honoured: the representation's own tag or * proceed, anything else is 412", async () => {
  const { port } = running();
  const page = await raw(port, get("/outdoor"));
  const etag = page.headers.etag;
  expect(etag).toMatch(/^"/);
  expect((await raw(port, get("/outdoor", `If-Match: ${etag}${CRLF}`))).status).toBe(200);
  expect((await raw(port, get("/outdoor", `If-Match: *${CRLF}`))).status).toBe(200);
  const failed = await raw(port, get("/outdoor", `If-Match: "not-this-one"${CRLF}`));
  expect(failed.status).toBe(412);
  expect(failed.headers["x-content-type-options"]).toBe("nosniff");
  expect((await raw(port, get("/outdoor", `If-Match: W/${etag}${CRLF}`))).status).toBe(412);
  // Preconditions apply to a 2xx answer only (RFC 9110 §13.2.1).
  expect((await raw(port, get("/no/such/page", `If-Match: "x"${CRLF}`))).status).toBe(404);
});

test("Accept-Encoding is read as case-insensitive tokens", async () => {
  const { port } = running();
  expect((await raw(port, get("/outdoor", `Accept-Encoding: GZIP${CRLF}`))).headers["content-encoding"]).toBe("gzip");
  expect((await raw(port, get("/outdoor", `Accept-Encoding: BR${CRLF}`))).headers["content-encoding"]).toBe("br");
  expect((await raw(port, get("/outdoor", `Accept-Encoding: brotli${CRLF}`))).headers["content-encoding"]).toBeUndefined();
});

test("a Transfer-Encoding other than chunked is refused (400, or 501 for a coding before chunked), once, and the connection closed", async () => {
  const { port } = running();
  const gzip = await exchange(port, `GET /outdoor HTTP/1.1${CRLF}Host: 127.0.0.1${CRLF}Transfer-Encoding: gzip${CRLF}${CRLF}abcdef`);
  expect(statusLines(gzip)).toEqual(["HTTP/1.1 400"]);
  expect(gzip).toMatch(/\r\nconnection: close\r\n/i);
  const before = await exchange(port, `GET /outdoor HTTP/1.1${CRLF}Host: 127.0.0.1${CRLF}Transfer-Encoding: gzip, chunked${CRLF}${CRLF}0${CRLF}${CRLF}`);
  expect(statusLines(before)).toEqual(["HTTP/1.1 501"]);
  // chunked alone is a body like any other: read, ignored, and the next request served.
  const chunked = await exchange(
    port,
    `GET /outdoor HTTP/1.1${CRLF}Host: 127.0.0.1${CRLF}Transfer-Encoding: chunked${CRLF}${CRLF}5${CRLF}hello${CRLF}0${CRLF}${CRLF}` + get("/healthz"),
  );
  expect(statusLines(chunked)).toEqual(["HTTP/1.1 200", "HTTP/1.1 200"]);
});

test("a request line claiming HTTP/2 gets 505", async () => {
  const { port } = running();
  const answer = await raw(port, get("/", "", { version: "HTTP/2.0" }));
  expect(answer.status).toBe(505);
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
});

test("Expect: 100-continue on a GET with a body: 100, the answer, and the request pipelined after the body is served too", async () => {
  const { port } = running();
  const text = await exchange(port, `GET /outdoor HTTP/1.1${CRLF}Host: 127.0.0.1${CRLF}Expect: 100-continue${CRLF}Content-Length: 5${CRLF}${CRLF}hello` + get("/healthz"));
  expect(statusLines(text)).toEqual(["HTTP/1.1 100", "HTTP/1.1 200", "HTTP/1.1 200"]);
  expect(text.endsWith("ok\n")).toBe(true);
});

test("every answer carries the security headers: the parser's 400 and 431, and CONNECT's 405", async () => {
  const { port } = running();
  const answers = [
    await raw(port, `\u0001\u0002 nonsense${CRLF}${CRLF}`),
    await raw(port, `GET / HTTP/1.1${CRLF}Host: x${CRLF}X-Big: ${"b".repeat(20_000)}${CRLF}${CRLF}`),
    await raw(port, `CONNECT 127.0.0.1:22 HTTP/1.1${CRLF}Host: 127.0.0.1:22${CRLF}${CRLF}`),
  ];
  expect(answers.map((a) => a.status)).toEqual([400, 431, 405]);
  for (const answer of answers) {
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toBeTruthy();
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers.connection).toBe("close");
  }
});
