// The server's start, loaded by index.ts: reads the settings, loads the build, listens, and
// drains on SIGTERM (see docs/decisions/0003-production-server.md). Every startup failure is one
// line on stderr and exit status 1, never a stack trace. Runs as build/server/main.js, compiled
// by the build (server/tsconfig.json): the build it serves is the folder that holds it.
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { type AppServer, createAppServer } from "./app.ts";
import { parseDrainSeconds, parsePort, parseStallTimeout } from "./config.ts";
import { createLog } from "./log.ts";
import { BuildError } from "./prerendered.ts";

const NAME = "portfolio";

function fail(message: string): never {
  process.stderr.write(`${NAME}: ${message}\n`);
  process.exit(1);
}

const LISTEN_ERRORS: Record<string, (where: string) => string> = {
  EADDRINUSE: (where) => `${where} is already in use: stop what listens there or set another PORT`,
  EACCES: (where) => `${where} is not allowed for this user: use a PORT above 1023`,
  EADDRNOTAVAIL: (where) => `${where}: HOST is not an address of this machine`,
  ENOTFOUND: (where) => `${where}: HOST does not resolve`,
};

let port: number;
let stalledMs: number;
let drainMs: number;
try {
  port = parsePort(process.env.PORT);
  stalledMs = parseStallTimeout(process.env.STALL_TIMEOUT);
  drainMs = parseDrainSeconds(process.env.DRAIN_SECONDS);
} catch (error) {
  fail((error as Error).message);
}
const host = process.env.HOST || "0.0.0.0";
const log = createLog({ requests: /^(1|true|yes|on)$/i.test(process.env.LOG_REQUESTS ?? "") });
const buildDir = dirname(dirname(fileURLToPath(import.meta.url)));

let app: AppServer;
try {
  app = createAppServer({ buildDir, log, stalledMs });
} catch (error) {
  fail(error instanceof BuildError ? error.message : `cannot load the build in ${buildDir}: ${(error as Error).message}`);
}
const { server, close } = app;

server.once("error", (error: NodeJS.ErrnoException) => {
  const where = `${host}:${port}`;
  fail(LISTEN_ERRORS[error.code ?? ""]?.(where) ?? `cannot listen on ${where}: ${error.code ?? error.message}`);
});
server.listen(port, host, () => {
  const address = server.address();
  const shown = typeof address === "object" && address ? `${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}` : String(address);
  console.log(`${NAME} listening on http://${shown} (request log ${log.requests ? "on" : "off"}: LOG_REQUESTS)`);
});

// SIGTERM (docker stop, Kubernetes), SIGINT (Ctrl-C), SIGHUP (the terminal went away) and
// SIGQUIT all stop the server the same way: DRAIN_SECONDS of answering with Connection: close
// and /healthz 503, then no new connection, the requests begun answered, exit 0 within 10 s.
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP", "SIGQUIT"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: draining for ${drainMs / 1000} s (DRAIN_SECONDS), then finishing the requests already begun and exiting`);
    await close(8_000, drainMs);
    process.exit(0);
  });
}
