// What a lesson loads only when a reader asks for it (issue 57): the runner's module and the
// sandbox's document on the first Run, the editor's module on Edit. `npm run audit` prints their
// size beside the lesson pages' first load, as a browser receives them from the build's server.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getAsSent } from "../../lib/get-as-sent.ts";
import { SANDBOX_PATH } from "../../../app/lessons/runner/protocol.ts";

export type OnDemandPart = { name: string; path: string; bytes: number };

/** The address a build's module is served at, from the esbuild metafile's output path ("public/build/…"). */
export function moduleAddresses(metafile: { outputs: Record<string, { entryPoint?: string }> }, entryPoint: string): string[] {
  return Object.entries(metafile.outputs)
    .filter(([, output]) => output.entryPoint === entryPoint)
    .map(([path]) => path.replace(/^public\//, "/"));
}

/** Bytes on the wire for one GET, as Chromium asks: the compressed body plus the response's head. */
export async function transferred(base: string, path: string): Promise<number> {
  const answer = await getAsSent(new URL(path, base).href, "br, gzip");
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  return answer.headBytes + answer.body.length;
}

/** The lessons' on-demand parts of the build in `buildDir`, served at `base`; null for a build without a runner (before issue 57). */
export async function lessonOnDemand(base: string, buildDir: string): Promise<OnDemandPart[] | null> {
  const metafile = JSON.parse(readFileSync(join(buildDir, "metafile.js.json"), "utf8"));
  const parts = [
    { name: "runner", paths: moduleAddresses(metafile, "app/lessons/runner/runner.ts") },
    { name: "sandbox document", paths: [SANDBOX_PATH] },
    { name: "editor", paths: moduleAddresses(metafile, "app/lessons/runner/editor.ts") },
  ];
  if (parts[0].paths.length === 0) return null;
  const found: OnDemandPart[] = [];
  for (const { name, paths } of parts) {
    if (paths.length !== 1) throw new Error(`${buildDir}: expected one module for the lessons' ${name}, found ${paths.length}`);
    found.push({ name, path: paths[0], bytes: await transferred(base, paths[0]) });
  }
  return found;
}

/** One line for the audit: "runner 2,243 B + sandbox document 2,679 B = 4,922 B on the first Run; editor 764 B on Edit". */
export function describeOnDemand(parts: OnDemandPart[]): string {
  const b = (bytes: number) => `${bytes.toLocaleString("en")} B`;
  const [runner, sandbox, editor] = parts;
  return `${runner.name} ${b(runner.bytes)} + ${sandbox.name} ${b(sandbox.bytes)} = ${b(runner.bytes + sandbox.bytes)} on the first Run (budget 10 KiB); ${editor.name} ${b(editor.bytes)} on Edit`;
}
