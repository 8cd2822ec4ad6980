import { defineConfig } from "vitest/config";

// After `npm run build`: the production server as a black box (`node build/server/index.js` over real
// sockets), and whole builds of changed content folders (tests/content).
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/server/**/*.test.ts", "tests/content/**/*.test.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
