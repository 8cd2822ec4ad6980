// The site built, for the commands that test, measure or photograph the production build
// (test:server, test:server:node24, test:browser, screenshots, bench, bench:inp, hosts): on a
// fresh clone there is none yet, and rather than fail on a missing file they build it first. An existing build is used as it is: after an
// edit, `npm run build` (or `npm test`, which builds) brings it up to date.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** What the production server needs of a build. */
const BUILT = ["build/server/index.js", "build/index.js", "build/static"];

const missing = BUILT.filter((file) => !existsSync(path.join(root, file)));
if (missing.length) {
  console.log(`no build yet (${missing.join(", ")} missing): npm run build first`);
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  process.exit(build.status ?? 1);
}
