// `npm run hosts [name…]`: the static export on each static host's engine (scripts/quality/lib/
// static-hosts.ts), proven by the same browser journey (tests/hosts/journey.test.ts), one vitest
// run per host; then one row per host. Needs a build (`npm run build`).
import { spawnSync } from "node:child_process";
import { HOSTS, type HostName } from "./lib/static-hosts.ts";

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !HOSTS.includes(name as HostName));
if (unknown.length) {
  console.error(`unknown host ${unknown.join(", ")}: choose from ${HOSTS.join(", ")}`);
  process.exit(2);
}
const rows: string[] = [];
let failed = false;
for (const host of (asked.length ? asked : HOSTS) as HostName[]) {
  const at = Date.now();
  const result = spawnSync("npx", ["vitest", "run", "--config", "vitest.hosts.config.ts"], { stdio: "inherit", env: { ...process.env, STATIC_HOST: host } });
  const ok = result.status === 0;
  failed ||= !ok;
  rows.push(`| ${host} | ${ok ? "passed" : `FAILED (exit ${result.status})`} | ${((Date.now() - at) / 1000).toFixed(0)} s |`);
}
console.log(["", "| host | journey | time (start, journey, stop) |", "| --- | --- | --- |", ...rows].join("\n"));
process.exit(failed ? 1 : 0);
