// `npm run typecheck`: the three TypeScript projects (the root: app, scripts, tests and configs;
// the server without the DOM library; the widgets package) checked at once rather than one after
// the other. Each tsc is single-threaded, so on two cores the root's check (the longest) hides the
// other two. Each project's errors are printed together, under its name, once it ends.
import { spawn } from "node:child_process";
import { resolve } from "node:path";

const PROJECTS = [
  { name: "the root project (app, scripts, tests)", args: ["--noEmit"] },
  { name: "the server", args: ["--noEmit", "-p", "server"] },
  { name: "the widgets package", args: ["--noEmit", "-p", "packages/widgets"] },
] as const;

const tsc = resolve("node_modules/.bin/tsc");

const results = await Promise.all(
  PROJECTS.map(
    (project) =>
      new Promise<{ name: string; code: number | null; output: string }>((done) => {
        const child = spawn(tsc, [...project.args, "--pretty"], { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("error", (error) => done({ name: project.name, code: 1, output: `could not start tsc: ${error.message}` }));
        child.on("close", (code) => done({ name: project.name, code, output }));
      }),
  ),
);

const failed = results.filter((result) => result.code !== 0);
for (const result of failed) console.error(`typecheck: ${result.name}: tsc exited with ${result.code}\n${result.output.trimEnd()}\n`);
if (failed.length) process.exit(1);
console.log(`typecheck: ${results.map((result) => result.name).join(", ")}: no errors`);
