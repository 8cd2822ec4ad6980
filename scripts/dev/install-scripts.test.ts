import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

type Lock = { packages: Record<string, { hasInstallScript?: boolean; name?: string }> };

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as Lock;

/** The package a lockfile key names: the part after its last `node_modules/`. */
const packageName = (key: string, entry: { name?: string }) => entry.name ?? key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);

test("every dependency with an install script is decided in package.json's allowScripts, and nothing else is", () => {
  // npm 12 skips the install script of any dependency allowScripts does not allow, and npm 11
  // warns about it at every install: a new dependency whose script matters (a native binary's
  // check) must be looked at and written down, not left to which npm a newcomer has.
  const withScripts = new Set(
    Object.entries(lock.packages)
      .filter(([key, entry]) => key !== "" && entry.hasInstallScript)
      .map(([key, entry]) => packageName(key, entry)),
  );
  expect(withScripts.size).toBeGreaterThan(0);
  expect(Object.keys(manifest.allowScripts ?? {}).sort()).toEqual([...withScripts].sort());
});

test("vnu-jar's install script, which downloads a Java runtime when none is on the PATH, never runs", () => {
  // The README's promise: Java comes from Debian (scripts/dev/ensure-debian.ts), nothing downloads one.
  expect(manifest.allowScripts?.["vnu-jar"]).toBe(false);
});
