import { connect } from "node:net";
import { expect, test } from "vitest";
import { serverForFile } from "./harness";

// Issue 27: Node's request timeout (30 s) and headers timeout (10 s) on real sockets. In a file
// of its own, so that its half minute runs beside the other files of the suite.

const running = serverForFile();

/** Writes `first`, then nothing; resolves with all that came back once the server closes. */
function slowClient(port: number, first: string): Promise<{ text: string; at: number[] }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const start = Date.now();
    const at: number[] = [];
    let text = "";
    socket.on("data", (chunk) => {
      at.push(Date.now() - start);
      text += chunk.toString("latin1");
    });
    socket.on("close", () => resolve({ text, at }));
    socket.on("error", () => undefined);
    socket.write(first);
  });
}

test("a request answered before its slow body ends gets one status line, never a 408 after its 200; slow headers get a 408 with the security headers", async () => {
  const { port } = running();
  const [slowBody, slowHeaders] = await Promise.all([
    // A GET announcing a body it never sends: answered at once, then the request timeout.
    slowClient(port, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\nabc"),
    slowClient(port, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n"),
  ]);
  expect(slowBody.text.match(/^HTTP\/1\.1 \d{3}/gm)).toEqual(["HTTP/1.1 200"]);
  expect(slowHeaders.text.match(/^HTTP\/1\.1 \d{3}/gm)).toEqual(["HTTP/1.1 408"]);
  expect(slowHeaders.text).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
  expect(slowHeaders.text).toMatch(/\r\nContent-Security-Policy: /);
}, 60_000);
