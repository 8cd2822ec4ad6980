import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { aptMirror, parseDockerfile, words } from "./dockerfile";

const dockerfile = parseDockerfile(readFileSync("Dockerfile", "utf8"));

test("the image runs on a supported Node LTS, which package.json's engines allow", () => {
  const majors = dockerfile.filter(([i]) => i === "FROM").map(([, args]) => Number(/^node:(\d+)-/.exec(words(args)[0] ?? "")?.[1]));
  expect(majors.length).toBeGreaterThan(0);
  for (const major of majors) {
    // Even majors are the LTS lines; 20 left maintenance in April 2026, 22 and 24 are supported.
    expect(major % 2, `node:${major}`).toBe(0);
    expect(major, `node:${major}`).toBeGreaterThanOrEqual(22);
    const engines = JSON.parse(readFileSync("package.json", "utf8")).engines.node as string;
    expect(
      engines.split("||").some((range) => new RegExp(`(\\^|>=)${major}\\b|>=(\\d+)`).test(range.trim())),
      engines,
    ).toBe(true);
  }
});

test("the runtime stage runs as the unprivileged node user and copies no node_modules", () => {
  const runtime = dockerfile.slice(dockerfile.map(([i]) => i).lastIndexOf("FROM"));
  expect(runtime.find(([i]) => i === "USER")?.[1]).toBe("node");
  expect(runtime.filter(([i, args]) => i === "COPY" && /node_modules/.test(args))).toEqual([]);
});

test("the Dockerfile builds with the engine's own frontend, and the npm secret reaches only the install step", () => {
  // A `# syntax=` line makes BuildKit fetch its frontend from a registry before anything else.
  expect(readFileSync("Dockerfile", "utf8")).not.toMatch(/^#\s*syntax\s*=/im);
  const secretSteps = dockerfile.filter(([, args]) => /--mount=type=secret/.test(args));
  expect(secretSteps).toEqual([["RUN", expect.stringMatching(/^--mount=type=secret,id=npmrc,target=\/root\/\.npmrc npm ci /)]]);
  const runtime = dockerfile.slice(dockerfile.map(([i]) => i).lastIndexOf("FROM"));
  expect(runtime.filter(([i]) => i === "RUN")).toEqual([]);
});

test("Dockerfile lines: comments dropped, continuations joined", () => {
  expect(parseDockerfile('# c\nFROM a AS b\nRUN x \\\n  && y\n\nCMD ["n"]\n')).toEqual([
    ["FROM", "a AS b"],
    ["RUN", "x    && y"],
    ["CMD", '["n"]'],
  ]);
});

test("the bookworm mirror comes from apt's own sources, deb822 or one-line", () => {
  const deb822 =
    "Types: deb\nURIs: http://mirror.example/debian\nSuites: bookworm bookworm-updates\nComponents: main\n\nTypes: deb\nURIs: http://mirror.example/debian-security\nSuites: bookworm-security\n";
  expect(aptMirror([{ name: "debian.sources", text: deb822 }])).toBe("http://mirror.example/debian");
  expect(aptMirror([{ name: "sources.list", text: "deb [arch=amd64] http://m.example/debian bookworm main\n" }])).toBe("http://m.example/debian");
  expect(aptMirror([{ name: "sources.list", text: "deb http://m.example/ubuntu jammy main\n" }])).toBeUndefined();
});
