import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Journeys in real Chromium against the production build, started once for the whole run.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["tests/browser/**/*.test.ts", "tests/lessons/browser/**/*.test.ts", "tests/quality/**/*.test.ts"],
    globalSetup: ["./tests/helpers/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
