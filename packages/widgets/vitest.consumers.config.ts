import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The consumer apps (test/consumers): a packed tarball installed into scratch Vite apps and
// driven in Chromium. Separate from the unit tests: it needs the registry, a build and a browser.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  test: {
    environment: "node",
    include: ["test/consumers/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
