import { expect, test } from "vitest";
import { prerendered, raw, serverForFile } from "./harness";

const running = serverForFile();

const request = (target: string, { method = "GET", headers = "" } = {}) =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n`;

const long = (n: number) => "/" + "a".repeat(n);

/** Each gets a 4xx: never a 5xx, never a stack trace, never a file from outside the public folder. */
const CASES: [string, string | Buffer][] = [
  ["malformed percent-encoding", request("/%E0%A4%A")],
  ["a lone percent sign", request("/outdoor%")],
  ["invalid hex escape", request("/%zz")],
  ["overlong UTF-8 dots", request("/%c0%ae%c0%ae/package.json")],
  ["plain traversal", request("/../../package.json")],
  ["traversal below an asset folder", request("/build/../../package.json")],
  ["encoded dots", request("/%2e%2e/%2e%2e/package.json")],
  ["encoded slash", request("/build/..%2f..%2fpackage.json")],
  ["double-encoded traversal", request("/%252e%252e/%252e%252e/package.json")],
  ["backslash traversal", request("/build/..\\..\\package.json")],
  ["encoded backslash traversal", request("/build/..%5c..%5cpackage.json")],
  ["NUL byte", request("/favicon.svg%00.html")],
  ["absolute-form target", request("http://evil.example/")],
  ["scheme-relative target", request("//evil.example/")],
  ["overlong URL", request(long(9_000))],
  ["URL past the header limit", request(long(20_000))],
  ["overlong header", request("/", { headers: `X-Big: ${"b".repeat(20_000)}\r\n` })],
  ["unknown method", request("/", { method: "FROB" })],
  ["PUT", request("/outdoor", { method: "PUT", headers: "Content-Length: 0\r\n" })],
  ["DELETE", request("/", { method: "DELETE" })],
  ["PATCH", request("/", { method: "PATCH", headers: "Content-Length: 0\r\n" })],
  ["TRACE", request("/", { method: "TRACE" })],
  ["PROPFIND", request("/", { method: "PROPFIND" })],
  ["CONNECT", "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n"],
  ["websocket upgrade", request("/", { headers: "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n" })],
  ["bogus Host", "GET / HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n"],
  ["Host with a path", "GET /no/such HTTP/1.1\r\nHost: evil.example/x\r\nConnection: close\r\n\r\n"],
  ["no Host on HTTP/1.1", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n"],
  ["garbage request line", "\u0001\u0002 nonsense\r\n\r\n"],
  ["data for an unknown route", request("/no-such-page.data")],
  ["data for nothing", request("/.data")],
  ["data for unknown route ids", request("/outdoor.data?_routes=routes/nope,%00")],
  ["data with a malformed query", request("/_root.data?_routes=%E0%A4%A")],
  ["manifest without a version", request("/__manifest")],
  ["manifest with garbage paths", request(`/__manifest?p=${"%2F..".repeat(500)}&version=${prerendered().version}`)],
];

test.each(CASES)("%s gets a 4xx and the server keeps serving", async (_label, bytes) => {
  const response = await raw(running().port, bytes);
  expect(response.status, response.head).toBeGreaterThanOrEqual(400);
  expect(response.status, response.head).toBeLessThan(500);
  expect(response.body).not.toMatch(/\n\s+at |node_modules|\/work\//);
  const health = await fetch(`${running().baseURL}/healthz`);
  expect(health.status).toBe(200);
});

test("a manifest request from an older build is told to reload, not served", async () => {
  const response = await raw(running().port, request("/__manifest?p=/outdoor&version=older"));
  expect(response.status).toBe(204);
  expect(response.headers["x-remix-reload-document"]).toBe("true");
  const current = await raw(running().port, request(`/__manifest?p=/outdoor&version=${prerendered().version}`));
  expect(current.status).toBe(200);
});

test("the server logged no stack trace for any of it", () => {
  expect(running().output()).not.toMatch(/\n\s+at /);
});
