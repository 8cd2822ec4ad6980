// The lessons' sandbox: the document in which a reader's run of an example happens
// (app/lessons/runner/README.md), written to public/generated/lesson-sandbox.html with its script
// inline. The server sends it with a policy of its own (server/csp.ts, sandboxPolicy).
//   npm run lesson-sandbox      (a build step; npm run dev runs it too)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { SANDBOX_PATH } from "../../app/lessons/runner/protocol";
import { sandboxDocument } from "../../app/lessons/runner/sandbox-document";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const result = await build({
  entryPoints: [path.join(root, "app/lessons/runner/sandbox.ts")],
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2022",
  minify: true,
  write: false,
  logLevel: "silent",
});
const html = sandboxDocument(result.outputFiles[0]!.text.trim());
const file = path.join(root, "public", SANDBOX_PATH);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, html);
console.log(`lesson sandbox: ${path.relative(root, file)} (${html.length} bytes)`);
