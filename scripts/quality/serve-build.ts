/**
 * Serves one build folder (the one holding prerender.json) on loopback, with a given server
 * module (`app.js` or `app.ts` exporting createAppServer), by default this checkout's sources:
 *   tsx scripts/quality/serve-build.ts <build dir> <port> [server module]
 * For `npm run audit -- --compare`, which puts builds side by side; `npm start` serves ./build
 * and nothing else.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [buildDir, port, serverModule = new URL("../../server/app.ts", import.meta.url).href] = process.argv.slice(2);
if (!buildDir || !port) {
  console.error("usage: tsx scripts/quality/serve-build.ts <build dir> <port> [server module]");
  process.exit(2);
}
const href = serverModule.startsWith("file:") ? serverModule : pathToFileURL(resolve(serverModule)).href;
const { createAppServer } = (await import(href)) as typeof import("../../server/app.ts");
const { server, close } = createAppServer({ buildDir });
server.listen(Number(port), "127.0.0.1");
process.on("SIGTERM", () => void close(2_000).then(() => process.exit(0)));
