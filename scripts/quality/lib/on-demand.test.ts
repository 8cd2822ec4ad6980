import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { describeOnDemand, moduleAddresses, transferred } from "./on-demand";

test("a module's address comes from the metafile's output that has it as its entry point", () => {
  const metafile = {
    outputs: {
      "public/build/_shared/runner-3GATC4BZ.js": { entryPoint: "app/lessons/runner/runner.ts" },
      "public/build/_shared/chunk-VCYQ3GAC.js": {},
      "public/build/_shared/editor-PK4FOFXS.js": { entryPoint: "app/lessons/runner/editor.ts" },
    },
  };
  expect(moduleAddresses(metafile, "app/lessons/runner/runner.ts")).toEqual(["/build/_shared/runner-3GATC4BZ.js"]);
  expect(moduleAddresses(metafile, "app/lessons/runner/missing.ts")).toEqual([]);
});

test("the line names each part and adds up the first Run's", () => {
  expect(
    describeOnDemand([
      { name: "runner", path: "/build/_shared/runner.js", bytes: 2243 },
      { name: "sandbox document", path: "/generated/lesson-sandbox.html", bytes: 2679 },
      { name: "editor", path: "/build/_shared/editor.js", bytes: 764 },
    ]),
  ).toBe("runner 2,243 B + sandbox document 2,679 B = 4,922 B on the first Run (budget 10 KiB); editor 764 B on Edit");
});

const body = Buffer.from("brotli bytes as sent");
/** What the server wrote to the socket for the last answer: its head and body, byte for byte. */
let written = 0;
const server = createServer((request, response) => {
  if (request.url !== "/part.js") {
    response.writeHead(404).end();
    return;
  }
  const socket = response.socket!;
  const before = socket.bytesWritten;
  response.on("finish", () => (written = socket.bytesWritten - before));
  response.writeHead(200, {
    "Content-Type": "text/javascript",
    "Content-Length": body.length,
    "Content-Encoding": request.headers["accept-encoding"]?.includes("br") ? "br" : "identity",
  });
  response.end(body);
});
let base = "";
beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => ((base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`), resolve()))));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("bytes on the wire are what the server wrote, head and compressed body, asked for as a browser asks", async () => {
  const bytes = await transferred(base, "/part.js");
  await expect.poll(() => written).toBeGreaterThan(body.length);
  expect(bytes).toBe(written);
});

test("a part the server does not have is an error, not a size", async () => {
  await expect(transferred(base, "/gone.js")).rejects.toThrow("/gone.js: 404");
});
