// @vitest-environment node
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { STAGES, timeLine } from "./run-tests";

const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;

test("the time line gives each stage's wall time, and each step's when steps ran at once", () => {
  expect(
    timeLine(131.6, [
      { steps: [["unit", 70.4]], seconds: 70.4 },
      { steps: [["consumers", 58.2], ["build", 30.9]], seconds: 58.3 },
    ]),
  ).toBe("test: 132 s (unit 70, consumers + build 58 (consumers 58, build 31))");
});

test("npm test runs the stages, and every test command of package.json is one of their steps", () => {
  expect(scripts.test).toBe("tsx scripts/dev/run-tests.ts");
  const steps = STAGES.flat().map((step) => step.script);
  for (const script of steps) expect(scripts[script], script).toBeDefined();
  // The commands that check something, except the one CI runs besides npm test (on another Node).
  const checks = Object.keys(scripts).filter((name) => /^(test:|typecheck$)/.test(name) && name !== "test:server:node24");
  expect(checks.filter((name) => !steps.includes(name))).toEqual([]);
  expect(new Set(steps).size).toBe(steps.length);
});

// Steps that run at once must not need each other's output: what the build, the consumer apps and
// the browser suite read (the widget package's dist/, the derived images, the build) is made by an
// earlier stage, never beside them.
test("what a stage needs is made by an earlier stage", () => {
  const stageOf = (script: string) => STAGES.findIndex((steps) => steps.some((step) => step.script === script));
  expect(stageOf("build:widgets")).toBeLessThan(stageOf("test:consumers"));
  expect(stageOf("images")).toBeLessThan(stageOf("build"));
  expect(stageOf("build")).toBeLessThan(stageOf("test:server"));
  expect(stageOf("build")).toBeLessThan(stageOf("test:browser"));
});
