#!/usr/bin/env node
// `npm start`: serves what `npm run build` prerendered (see docs/decisions/0003-production-server.md).
// Every startup failure is one line on stderr and exit status 1, never a stack trace.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createAppServer } from "./app.js";
import { parsePort } from "./config.js";
import { createLog } from "./log.js";
import { BuildError } from "./prerendered.js";

const NAME = "portfolio";

/** @param {string} message */
function fail(message) {
  process.stderr.write(`${NAME}: ${message}\n`);
  process.exit(1);
}

const LISTEN_ERRORS = {
  EADDRINUSE: (where) => `${where} is already in use: stop what listens there or set another PORT`,
  EACCES: (where) => `${where} is not allowed for this user: use a PORT above 1023`,
  EADDRNOTAVAIL: (where) => `${where}: HOST is not an address of this machine`,
  ENOTFOUND: (where) => `${where}: HOST does not resolve`,
};

let port;
try {
  port = parsePort(process.env.PORT);
} catch (error) {
  fail(error.message);
}
const host = process.env.HOST || "0.0.0.0";
const log = createLog({ requests: /^(1|true|yes|on)$/i.test(process.env.LOG_REQUESTS ?? "") });
const buildDir = join(dirname(fileURLToPath(import.meta.url)), "..", "build");

let app;
try {
  app = createAppServer({ buildDir, log });
} catch (error) {
  fail(error instanceof BuildError ? error.message : `cannot load the build in ${buildDir}: ${error.message}`);
}
const { server, close } = app;

server.once("error", (error) => {
  const where = `${host}:${port}`;
  fail(LISTEN_ERRORS[error.code]?.(where) ?? `cannot listen on ${where}: ${error.code ?? error.message}`);
});
server.listen(port, host, () => {
  const address = server.address();
  const shown = typeof address === "object" && address ? `${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}` : String(address);
  console.log(`${NAME} listening on http://${shown} (request log ${log.requests ? "on" : "off"}: LOG_REQUESTS)`);
});

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing the requests already begun, then exiting`);
    await close(8_000);
    process.exit(0);
  });
}
