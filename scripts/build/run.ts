// `npm run build`: the build's steps in order, each timed, and at the end one line saying where
// the time went, so a slow rebuild names its slow step.
//
//   npm run build    (tsx scripts/build/run.ts)
//
// Each step is also a command of its own (README). Run by npm, PATH has node_modules/.bin, so the
// tools start without another npm in between.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** [name, command, arguments]: what `npm run build` does, in order. */
export const STEPS: readonly (readonly [string, string, readonly string[]])[] = [
  ["widgets", "tsx", ["scripts/dev/widgets-dist.ts"]],
  ["widget docs", "tsx", ["scripts/build/widget-docs.ts"]],
  ["content", "tsx", ["scripts/build/check-content.ts"]],
  ["images", "tsx", ["scripts/build/images.ts"]],
  ["cv pdf", "tsx", ["scripts/build/cv-pdf.ts"]],
  ["share images", "tsx", ["scripts/build/share-images.ts"]],
  ["lesson sandbox", "tsx", ["scripts/build/lesson-sandbox.ts"]],
  ["remix", "remix", ["build"]],
  ["prerender", "tsx", ["scripts/build/prerender.ts"]],
  ["server", "tsc", ["-p", "server"]],
];

/**
 * One line for the step times.
 * @example timeLine([["remix", 12.04], ["prerender", 3.5]]) // "build: 15.5 s (remix 12.0, prerender 3.5)"
 */
export function timeLine(times: readonly (readonly [string, number])[]): string {
  const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
  return `build: ${total.toFixed(1)} s (${times.map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`).join(", ")})`;
}

function main() {
  const times: [string, number][] = [];
  for (const [name, command, args] of STEPS) {
    const started = performance.now();
    const step = spawnSync(command, args, { cwd: root, stdio: "inherit" });
    times.push([name, (performance.now() - started) / 1000]);
    if (step.status !== 0) {
      console.error(`build: stopped at the ${name} step (${[command, ...args].join(" ")}${step.error ? `: ${step.error.message}` : `, exit ${step.status ?? step.signal}`})`);
      process.exit(step.status || 1);
    }
  }
  console.log(timeLine(times));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
