import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { STEPS, timeLine } from "./run-tests";

const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;

test("the time line adds the steps up and names each", () => {
  expect(
    timeLine([
      ["unit", 96.4],
      ["browser", 587.2],
    ]),
  ).toBe("test: 684 s (unit 96, browser 587)");
});

test("npm test runs the steps, and every test command of package.json is one of them", () => {
  expect(scripts.test).toBe("tsx scripts/dev/run-tests.ts");
  const steps = STEPS.map(([, script]) => script);
  for (const script of steps) expect(scripts[script], script).toBeDefined();
  // The commands that check something, except the one CI runs besides npm test (on another Node).
  const checks = Object.keys(scripts).filter((name) => /^(test:|typecheck$|lint$)/.test(name) && name !== "test:server:node24");
  expect(checks.filter((name) => !steps.includes(name))).toEqual([]);
  expect(new Set(steps).size).toBe(steps.length);
});

// What a step reads is made by an earlier one: the widget package's dist/ before the consumer
// apps, the derived images before the build, the build before the suites that serve it.
test("each step comes after what it needs", () => {
  const at = (script: string) => STEPS.findIndex(([, s]) => s === script);
  expect(at("build:widgets")).toBeLessThan(at("test:consumers"));
  expect(at("images")).toBeLessThan(at("build"));
  expect(at("build")).toBeLessThan(at("test:server"));
  expect(at("build")).toBeLessThan(at("test:browser"));
});
