import { expect, test } from "vitest";
import { floodOnce, formatTable, KINDS, type FloodRow } from "../../scripts/quality/flood.ts";
import { startServer } from "./harness";

// Issue 27: clients that pipeline requests and never read cost the server a bounded amount of
// memory whatever the method. The flood of `npm run bench` with small numbers (100 connections,
// 1 s per kind) against a server given 96 MB of heap: before the bound, a HEAD flood of this size
// took Node past its heap limit (each connection's 64 KB of requests became some 1,800 request
// and response objects). The figures (RSS, /healthz latency) are printed, not asserted.

test("100 connections flooding each kind of answer without reading cannot take a 96 MB heap down", async () => {
  const server = await startServer({ NODE_OPTIONS: "--max-old-space-size=96" });
  const rows: FloodRow[] = [];
  for (const kind of KINDS) {
    rows.push(await floodOnce({ url: new URL(server.baseURL), kind, connections: 100, seconds: 1, pid: server.child.pid }));
  }
  console.log(formatTable(rows));
  expect(rows.map((r) => `${r.kind}: ${r.aborted}`)).toEqual(KINDS.map((kind) => `${kind}: no`));
  expect(server.output()).not.toMatch(/heap limit|\n\s+at /);
  expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
  server.child.kill("SIGTERM");
  expect(await server.exit).toBe(0);
}, 60_000);
