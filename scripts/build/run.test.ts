import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { STEPS, timeLine } from "./run";

test("the time line adds the steps up and names each", () => {
  expect(timeLine([["remix", 12.04], ["prerender", 3.5]])).toBe("build: 15.5 s (remix 12.0, prerender 3.5)");
});

// The Remix compile and the prerender make sense only inside the build, one after the other.
test("every other step of the build is also a command of package.json, run the same way", () => {
  const scripts = Object.values((JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts);
  for (const [, command, args] of STEPS.filter(([name]) => name !== "remix" && name !== "prerender")) {
    const line = [command, ...args].join(" ");
    expect(scripts.some((script) => script === line || script.endsWith(`&& ${line}`) || script.startsWith(`${line} `)), line).toBe(true);
  }
});
