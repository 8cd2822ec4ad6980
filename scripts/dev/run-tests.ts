// `npm test`: every suite, in the order a change is proven, and at the end one line saying where
// the time went.
//
//   npm test    (tsx scripts/dev/run-tests.ts)
//
// The steps run one after the other and stop at the first that fails. Two pairs could run at once
// (the consumer apps beside the build, the server suite beside the content suite): on a quiet
// 2-core machine that saved 17 of 996 s, and on a loaded one the pair's timing-bound journeys ran
// out of time (the content suite took 247 s beside the server's instead of 124). Each step is a
// command of its own (README).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** What `npm test` runs, in order: [name in the time line, npm script]. */
export const STEPS: readonly (readonly [string, string])[] = [
  ["lint", "lint"],
  ["widgets", "build:widgets"],
  ["images", "images"],
  ["typecheck", "typecheck"],
  ["unit", "test:unit"],
  ["consumers", "test:consumers"],
  ["build", "build"],
  ["server", "test:server"],
  ["content", "test:content"],
  ["browser", "test:browser"],
];

/**
 * One line for the step times.
 * @example timeLine([["unit", 96.4], ["browser", 587.2]]) // "test: 684 s (unit 96, browser 587)"
 */
export function timeLine(times: readonly (readonly [string, number])[]): string {
  const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
  return `test: ${Math.round(total)} s (${times.map(([name, seconds]) => `${name} ${Math.round(seconds)}`).join(", ")})`;
}

function main() {
  // The Debian tools the suites drive: missing ones are installed, or named with the command that installs them.
  const tools = spawnSync("tsx", ["scripts/dev/ensure-debian.ts", "chromium", "java", "pdftotext"], { cwd: root, stdio: "inherit" });
  if (tools.status !== 0) process.exit(tools.status ?? 1);
  const times: [string, number][] = [];
  for (const [name, script] of STEPS) {
    const started = performance.now();
    const step = spawnSync("npm", ["run", script], { cwd: root, stdio: "inherit" });
    times.push([name, (performance.now() - started) / 1000]);
    if (step.status !== 0) {
      console.error(`${timeLine(times)}\ntest: stopped at npm run ${script} (${step.error ? step.error.message : `exit ${step.status ?? step.signal}`})`);
      process.exit(step.status || 1);
    }
  }
  console.log(timeLine(times));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
