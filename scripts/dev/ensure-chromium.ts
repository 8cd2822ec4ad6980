// Browser tests drive Debian's Chromium; this makes sure it is there before any test starts.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${CHROMIUM}.\n` +
        "Install Debian's package as root:  apt-get update && apt-get install -y chromium\n" +
        "or point CHROMIUM_PATH at an existing Chromium binary. No browser is ever downloaded by the tests.",
    );
    process.exit(1);
  }
  console.log(`Chromium missing at ${CHROMIUM}: installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], { stdio: "inherit", env });
}
