/**
 * Serves one build folder (the one holding prerender.json) on loopback, with this checkout's
 * server or another checkout's `server/app.js`:
 *   tsx scripts/lib/serve-build.ts <build dir> <port> [server/app.js]
 * For `npm run audit -- --compare`, which puts builds side by side; `npm start` serves ./build
 * and nothing else.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [buildDir, port, serverModule = new URL("../../server/app.js", import.meta.url).href] = process.argv.slice(2);
if (!buildDir || !port) {
  console.error("usage: tsx scripts/lib/serve-build.ts <build dir> <port> [server/app.js]");
  process.exit(2);
}
const href = serverModule.startsWith("file:") ? serverModule : pathToFileURL(resolve(serverModule)).href;
const { createAppServer } = (await import(href)) as typeof import("../../server/app.js");
const { server, close } = createAppServer({ buildDir });
server.listen(Number(port), "127.0.0.1");
process.on("SIGTERM", () => void close(2_000).then(() => process.exit(0)));
