import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Journeys in real Chromium against the production build, started once for the whole run.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["tests/browser/**/*.test.ts", "tests/lessons/browser/**/*.test.ts", "tests/quality/**/*.test.ts"],
    globalSetup: ["./tests/helpers/global-setup.ts"],
    // A guard against a journey that hangs, not a measure of speed (benchmarks print those): on a
    // slower machine of the same kind, three journeys that walk many pages or widths in one test
    // took just over 30 s.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // expect.poll waits for a state the page reaches by itself (a transition's end, hydration, a
    // late fetch): 10 s where vitest gives 1 s, for the same reason; a poll that is met returns at once.
    expect: { poll: { timeout: 10_000 } },
    // Two files at once, each with its own Chromium, against the one server: a page spends much of
    // its time waiting on frames, the network and the other process, so two share a 2-core
    // machine well (vitest's default there is one). Every journey holds on a busy machine.
    maxWorkers: 2,
  },
});
