#!/usr/bin/env node
// React picks its production build when first imported: settle NODE_ENV before anything loads it.
process.env.NODE_ENV ??= "production";

const { dirname, join } = await import("node:path");
const { fileURLToPath, pathToFileURL } = await import("node:url");
const { createAppServer } = await import("./app.js");

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = join(root, "build");
const build = await import(pathToFileURL(join(buildDir, "index.js")).href);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const log = /^(1|true|yes|on)$/i.test(process.env.LOG_REQUESTS ?? "");

const { server, close } = createAppServer({ build, buildDir, log });

server.listen(port, host, () => {
  const address = server.address();
  const shown = typeof address === "object" && address ? `${address.address}:${address.port}` : String(address);
  console.log(`portfolio listening on http://${shown} (request log ${log ? "on" : "off"}: LOG_REQUESTS)`);
});

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests`);
    await close(8_000);
    process.exit(0);
  });
}
