// `npm test`: every suite, in the order a change is proven, and at the end one line saying where
// the time went.
//
//   npm test    (tsx scripts/dev/run-tests.ts)
//
// The stages run one after the other, and stop at the first that fails. Inside a stage the steps
// run at once: they need nothing from each other, and neither keeps two cores busy alone (the
// consumer apps wait on npm, their servers and Chromium while the build runs; the server suite
// waits on sockets and Node's timeouts while the content suite builds). Their output is printed
// line by line, each line under its step's name. Each step is a command of its own (README).
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type Step = { name: string; script: string };

/** What `npm test` runs: stages in order, the steps of a stage at once. */
export const STAGES: readonly (readonly Step[])[] = [
  [{ name: "widgets", script: "build:widgets" }],
  [{ name: "images", script: "images" }],
  [{ name: "typecheck", script: "typecheck" }],
  [{ name: "unit", script: "test:unit" }],
  [
    { name: "consumers", script: "test:consumers" },
    { name: "build", script: "build" },
  ],
  [
    { name: "server", script: "test:server" },
    { name: "content", script: "test:content" },
  ],
  [{ name: "browser", script: "test:browser" }],
];

export type Timed = { steps: readonly (readonly [string, number])[]; seconds: number };

/**
 * One line for the stage times: a stage's wall time, and its steps' own when they ran at once.
 * @example timeLine(12, [{ steps: [["unit", 10]], seconds: 10 }]) // "test: 12 s (unit 10)"
 */
export function timeLine(total: number, stages: readonly Timed[]): string {
  const stage = ({ steps, seconds }: Timed) =>
    steps.length === 1
      ? `${steps[0]![0]} ${Math.round(seconds)}`
      : `${steps.map(([name]) => name).join(" + ")} ${Math.round(seconds)} (${steps.map(([name, s]) => `${name} ${Math.round(s)}`).join(", ")})`;
  return `test: ${Math.round(total)} s (${stages.map(stage).join(", ")})`;
}

/** Runs `npm run <script>`; alone it has the terminal, beside others each line says whose it is. */
function run(step: Step, alone: boolean): Promise<{ code: number; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", step.script], { cwd: root, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    if (!alone) {
      for (const [stream, out] of [
        [child.stdout!, process.stdout],
        [child.stderr!, process.stderr],
      ] as const) {
        createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => out.write(`[${step.name}] ${line}\n`));
      }
    }
    child.on("error", (error) => {
      console.error(`test: could not start npm run ${step.script}: ${error.message}`);
      resolve({ code: 1, seconds: (performance.now() - started) / 1000 });
    });
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 }));
  });
}

async function main() {
  // The Debian tools the suites drive: missing ones are named with the command that installs them.
  const tools = spawnSync("tsx", ["scripts/dev/ensure-debian.ts", "chromium", "java", "pdftotext"], { cwd: root, stdio: "inherit" });
  if (tools.status !== 0) process.exit(tools.status ?? 1);
  const started = performance.now();
  const done: Timed[] = [];
  for (const steps of STAGES) {
    const stageStarted = performance.now();
    const results = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
    done.push({ steps: steps.map((step, i) => [step.name, results[i]!.seconds] as const), seconds: (performance.now() - stageStarted) / 1000 });
    const failed = steps.filter((_, i) => results[i]!.code !== 0);
    if (failed.length) {
      console.error(`${timeLine((performance.now() - started) / 1000, done)}\ntest: failed at ${failed.map((step) => `npm run ${step.script}`).join(" and ")}`);
      process.exit(1);
    }
  }
  console.log(timeLine((performance.now() - started) / 1000, done));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
