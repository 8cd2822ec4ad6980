import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { build } from "vite";

/**
 * A page of the widget package's own (a folder with an index.html, e.g. packages/widgets/test/lab),
 * built by vite into a temporary folder in production mode, with the package as an app installs
 * it (its dist/). Served to a browser context under `base` by `serve`, so that no app route exists
 * only for tests.
 */
export type Harness = { base: string; outDir: string; serve: (context: BrowserContext) => Promise<void>; remove: () => void };

export async function buildHarness(root: string, base: string): Promise<Harness> {
  const outDir = mkdtempSync(path.join(tmpdir(), "widgets-harness-"));
  await build({
    root,
    base,
    logLevel: "error",
    configFile: false,
    mode: "production",
    esbuild: { jsx: "automatic", jsxDev: false },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: { outDir, emptyOutDir: true, minify: true },
  });
  const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
  return {
    base,
    outDir,
    serve: async (context) => {
      await context.route(
        (url) => url.pathname.startsWith(base),
        (route) => {
          const file = new URL(route.request().url()).pathname.slice(base.length) || "index.html";
          return route.fulfill({ body: readFileSync(path.join(outDir, file)), contentType: types[path.extname(file)] ?? "application/octet-stream" });
        },
      );
    },
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
