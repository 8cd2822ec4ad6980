import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

type Metafile = { outputs: Record<string, { inputs: Record<string, unknown> }> };

/**
 * The URL path of the one browser script the build made from `input` (a path in the bundle, e.g.
 * "node_modules/@reach/dialog/"), read from esbuild's metafile, since its name carries a hash.
 * Outputs land in public/build/, served under /build/ (remix.config.js).
 */
export function scriptBuiltFrom(input: string): string {
  const metafile = JSON.parse(readFileSync(new URL("../../build/metafile.js.json", import.meta.url), "utf8")) as Metafile;
  const outputs = Object.entries(metafile.outputs)
    .filter(([file, output]) => file.endsWith(".js") && Object.keys(output.inputs).some((path) => path.includes(input)))
    .map(([file]) => file.replace(/^public\//, "/"));
  if (outputs.length !== 1) throw new Error(`expected one script built from ${input}, found ${outputs.length}: ${outputs.join(", ")}`);
  return outputs[0]!;
}

/** Records the path of every script the page requests, from now on (modulepreloads and dynamic imports included). */
export function recordScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".js")) paths.push(url.pathname);
  });
  return paths;
}
