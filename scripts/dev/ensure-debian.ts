// What the tests need from Debian, made sure of before the first test that needs it:
//
//   tsx scripts/dev/ensure-debian.ts chromium java pdftotext
//
// - chromium: the browser journeys, the lessons' truth test and the widgets' consumer apps drive
//   Debian's Chromium at /usr/bin/chromium, or at CHROMIUM_PATH;
// - java: the Nu HTML Checker (npm vnu-jar) is a Java program;
// - pdftotext: poppler's reading of the curriculum PDF, a second opinion on the pure-JS one.
//
// A tool that is missing is installed with apt-get when running as root; otherwise this stops with
// the command that installs it. Nothing is ever downloaded from anywhere but Debian's mirror.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

const onPath = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

type Tool = {
  /** Debian's package. */
  pkg: string;
  /** Is it usable now? */
  present: () => boolean;
  /** Why installing the package would not help, if it would not. */
  unfixable?: () => string | undefined;
};

export const TOOLS = {
  chromium: {
    pkg: "chromium",
    present: () => existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"),
    unfixable: () =>
      process.env.CHROMIUM_PATH && process.env.CHROMIUM_PATH !== "/usr/bin/chromium"
        ? `CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, which does not exist: point it at a Chromium binary, or unset it to use Debian's /usr/bin/chromium`
        : undefined,
  },
  java: { pkg: "default-jre-headless", present: () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0 },
  pdftotext: { pkg: "poppler-utils", present: () => onPath("pdftotext") },
  // The quality tools: npm run bench (wrk against nginx), npm run docker (a Docker engine and the
  // base image's Debian root) and the static hosts' journeys (nginx, Jekyll for GitHub Pages).
  wrk: { pkg: "wrk", present: () => onPath("wrk") },
  nginx: { pkg: "nginx", present: () => existsSync("/usr/sbin/nginx") || onPath("nginx") },
  debootstrap: { pkg: "debootstrap", present: () => existsSync("/usr/sbin/debootstrap") || onPath("debootstrap") },
  docker: { pkg: "docker.io", present: () => onPath("dockerd") && onPath("docker") },
  jekyll: { pkg: "jekyll", present: () => onPath("jekyll") },
} satisfies Record<string, Tool>;

export type ToolName = keyof typeof TOOLS;

const isToolName = (name: string): name is ToolName => Object.hasOwn(TOOLS, name);

/**
 * Installs the missing ones in one apt-get run (as root), or explains how.
 * @returns the problems left; empty when every tool is there.
 */
export function ensureDebianTools(names: readonly ToolName[]): string[] {
  const missing = names.filter((name) => !TOOLS[name].present());
  if (!missing.length) return [];
  const unfixable = missing.map((name) => (TOOLS[name] as Tool).unfixable?.()).filter((reason): reason is string => Boolean(reason));
  if (unfixable.length) return unfixable;
  const pkgs = missing.map((name) => TOOLS[name].pkg);
  const command = `apt-get update && apt-get install -y --no-install-recommends ${pkgs.join(" ")}`;
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
    return [
      `This needs ${missing.join(", ")}, which ${missing.length > 1 ? "are" : "is"} not installed. Install Debian's package${pkgs.length > 1 ? "s" : ""} as root:\n  ${command}`,
    ];
  }
  console.log(`${missing.join(", ")} missing: installing Debian's ${pkgs.join(", ")} (${command})`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...pkgs], { stdio: "inherit", env });
  return missing.filter((name) => !TOOLS[name].present()).map((name) => `${name}: still missing after installing ${TOOLS[name].pkg}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !isToolName(name));
  if (!names.length || unknown.length) {
    console.error(`usage: tsx scripts/dev/ensure-debian.ts ${Object.keys(TOOLS).join("|")}…${unknown.length ? ` (unknown: ${unknown.join(", ")})` : ""}`);
    process.exit(2);
  }
  const problems = ensureDebianTools(names.filter(isToolName));
  if (problems.length) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
}
