import { defineConfig } from "vitest/config";

// After `npm run build`: the production server as a black box (`node build/server/index.js` over real
// sockets), and whole builds of changed content folders (tests/content).
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/server/**/*.test.ts", "tests/content/**/*.test.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Most of these files wait on sockets and timers (Node's 30 s request timeout, the stall
    // watchdog, shutdown drains) rather than compute: run four at once, not vitest's default of
    // one per core less one (a single file at a time on a 2-core machine).
    maxWorkers: 4,
  },
});
