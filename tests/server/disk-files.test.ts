import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { SERVER_ENTRY, startServer } from "./harness";

// Large files are streamed from disk, not held in memory: the server must notice when the file
// it streams is no longer the one the build made. A copy of the build (hard links, plus one
// large file of our own, and the server compiled into it) keeps the real one untouched.
mkdirSync("tmp", { recursive: true });
const dir = mkdtempSync(join(process.cwd(), "tmp/disk-files-"));
copyFileSync("package.json", join(dir, "package.json"));
execFileSync("cp", ["-al", "build", join(dir, "build")]);
const big = join(dir, "build/static/generated/large-photo.jpg");
const bytes = randomBytes(600 * 1024);
writeFileSync(big, bytes);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("a range of a large file is streamed from its part of the file; past the end it is a 416", async () => {
  const server = await startServer({}, join(dir, SERVER_ENTRY));
  const url = `${server.baseURL}/generated/large-photo.jpg`;
  for (const [range, start, end] of [
    ["bytes=0-99", 0, 99],
    ["bytes=300000-", 300_000, bytes.length - 1],
    ["bytes=-1000", bytes.length - 1000, bytes.length - 1],
  ] as const) {
    const part = await fetch(url, { headers: { Range: range } });
    expect(part.status, range).toBe(206);
    expect(part.headers.get("content-range"), range).toBe(`bytes ${start}-${end}/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(start, end + 1)), range).toBe(true);
  }
  const past = await fetch(url, { headers: { Range: `bytes=${bytes.length}-` } });
  expect(past.status).toBe(416);
  expect(past.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
  await past.arrayBuffer();
  server.child.kill("SIGTERM");
  expect(await server.exit).toBe(0);
});

test("a large file is served whole while it is the build's, and refused with a logged 500 once it changed", async () => {
  const server = await startServer({}, join(dir, SERVER_ENTRY));
  const url = `${server.baseURL}/generated/large-photo.jpg`;
  const whole = await fetch(url);
  expect(whole.status).toBe(200);
  expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

  // Truncated: never a 200 with a body shorter than its Content-Length.
  truncateSync(big, 100 * 1024);
  const cut = await fetch(url);
  expect(cut.status).toBe(500);
  await cut.arrayBuffer();
  expect((await fetch(url, { method: "HEAD" })).status).toBe(500);

  // Swapped for other bytes of the very same size: never new bytes under the old ETag.
  writeFileSync(big, randomBytes(600 * 1024));
  const swapped = await fetch(url);
  expect(swapped.status).toBe(500);
  await swapped.arrayBuffer();

  await new Promise((r) => setTimeout(r, 200));
  const errors = server
    .output()
    .split("\n")
    .filter((line) => / error: .*large-photo\.jpg/.test(line));
  expect(errors.length).toBeGreaterThanOrEqual(3);
  expect(errors[0]).toMatch(/changed since the build/);
  expect(server.output()).not.toMatch(/\n\s+at /);
  expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
  server.child.kill("SIGTERM");
  expect(await server.exit).toBe(0);
});
