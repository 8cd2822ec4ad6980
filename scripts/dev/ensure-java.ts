// The Nu HTML Checker (npm vnu-jar) is a Java program; this makes sure a Java runtime is there
// before the quality checks start, the same way ensure-chromium.ts does for the browser.
import { execFileSync, spawnSync } from "node:child_process";

const hasJava = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;

if (!hasJava()) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error("Java was not found. Install a runtime as root:  apt-get update && apt-get install -y default-jre-headless");
    process.exit(1);
  }
  console.log("Java missing: installing Debian's default-jre-headless package…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "default-jre-headless"], { stdio: "inherit", env });
}
