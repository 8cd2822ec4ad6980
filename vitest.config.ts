import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    // Node by default; a test that needs a DOM says so on its first line (`// @vitest-environment
    // jsdom`: every component test, .tsx, and three others). jsdom costs most of a second per file
    // to set up: with it everywhere, 57 s of the suite's 72 went to setting up environments.
    environment: "node",
    include: [
      "app/**/*.test.{ts,tsx}",
      "packages/widgets/src/**/*.test.{ts,tsx}",
      "packages/widgets/test/*.test.ts",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/lessons/*.test.ts",
    ],
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
    // One file per core: vitest's default in a run is one core less (a single file at a time on a
    // 2-core machine), which leaves half the machine idle while jsdom starts for each file.
    maxWorkers: availableParallelism(),
    // A guard against a hang, not a measure (the benchmarks print timings): on a slow machine with
    // other work beside it, a component test that opens dialogs or drives a user through a widget
    // can take more than vitest's default 5 s.
    testTimeout: 20_000,
  },
});
