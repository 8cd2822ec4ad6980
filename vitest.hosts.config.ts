import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The static export on one static host (STATIC_HOST: nginx, github-pages, cloudflare-pages,
// netlify), started once for the run by tests/hosts/setup.ts: `npm run hosts` runs it per host.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["tests/hosts/**/*.test.ts"],
    globalSetup: ["./tests/hosts/setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
