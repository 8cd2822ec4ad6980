import { defineConfig } from "vitest/config";

// The production server as a black box: `node server/index.js` over real sockets, after `npm run build`.
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/server/**/*.test.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
