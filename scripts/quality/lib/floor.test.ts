import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { createAppServer } from "../../../server/app.ts";
import { FLOOR_AGAIN_PATH, FLOOR_PATH, floorDocument, floorManifest, writeFloorBuild } from "./floor.ts";
import type { PrerenderManifest } from "../../../server/prerendered.ts";

test("the floor is one document: heading and paragraph, escaped, with no script, stylesheet link or image", () => {
  const html = floorDocument("A <b> & c", 'Say "hi"');
  expect(html).toContain("<h1>A &lt;b&gt; &amp; c</h1>");
  expect(html).toContain("<p>Say &quot;hi&quot;</p>");
  expect(html).not.toMatch(/<script|<link|<img/);
  expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
});

test("the floor's manifest is the site's, read from another folder, with the floor at two paths more", () => {
  const manifest = {
    version: "v",
    staticDir: "static",
    pages: [{ path: "/", file: "index.html", headers: {} }],
    data: [],
    notFound: [],
    manifest: { file: "__manifest", headers: {} },
    hidden: [],
  } as PrerenderManifest;
  const out = floorManifest(manifest, { buildDir: "/repo/build", floorBuildDir: "/repo/tmp/audit/floor", floorFile: "/repo/tmp/audit/floor/floor.html" });
  expect(out.staticDir).toBe("../../../build/static");
  expect(out.pages.map((page) => [page.path, page.file])).toEqual([
    ["/", "index.html"],
    [FLOOR_PATH, "../../tmp/audit/floor/floor.html"],
    [FLOOR_AGAIN_PATH, "../../tmp/audit/floor/floor.html"],
  ]);
  expect(manifest.pages).toHaveLength(1);
});

/** GET through node:http (the unit suite's msw refuses fetch to anything it does not mock). */
function getText(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), encoding: response.headers["content-encoding"] }));
    }).on("error", reject);
  });
}

test("the site's server serves the floor compressed, beside a page of the site", async () => {
  const dir = await mkdtemp(join(tmpdir(), "floor-"));
  try {
    // A minimal build as scripts/build/prerender.ts writes one: a page, the site-wide 404, the route manifest.
    const build = join(dir, "build");
    await mkdir(join(build, "static"), { recursive: true });
    for (const [file, body] of [
      ["index.html", "<!DOCTYPE html><h1>home</h1>"],
      ["404.html", "<h1>404</h1>"],
      ["404.data", "[]"],
      ["__manifest", "{}"],
    ])
      await writeFile(join(build, "static", file), body);
    const html = { "content-type": "text/html; charset=utf-8" };
    await writeFile(
      join(build, "prerender.json"),
      JSON.stringify({
        version: "t",
        staticDir: "static",
        pages: [{ path: "/", file: "index.html", headers: html }],
        data: [],
        notFound: [{ pattern: "/*", file: "404.html", headers: html, data: { file: "404.data", headers: { "content-type": "text/x-script" } } }],
        manifest: { file: "__manifest", headers: { "content-type": "application/json" } },
        hidden: ["/__manifest"],
      }),
    );
    const floorBuild = await writeFloorBuild(build, join(dir, "floor"), { headline: "Fast", intro: "Pages." });
    const { server, close } = createAppServer({ buildDir: floorBuild });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    try {
      const floor = await getText(base + FLOOR_PATH, { "Accept-Encoding": "br" });
      expect(floor.status).toBe(200);
      expect(floor.encoding).toBe("br");
      const raw = await readFile(join(dir, "floor", "floor.html"), "utf8");
      expect(brotliDecompressSync(floor.body).toString()).toContain("<h1>Fast</h1>");
      const again = await getText(base + FLOOR_AGAIN_PATH, { "Accept-Encoding": "br" });
      expect(again.status).toBe(200);
      expect(again.body.equals(floor.body)).toBe(true);
      expect((await getText(base + "/")).status).toBe(200);
      expect(brotliDecompressSync(await readFile(join(dir, "floor", "floor.html.br"))).toString()).toBe(raw);
      expect(gunzipSync(await readFile(join(dir, "floor", "floor.html.gz"))).toString()).toBe(raw);
    } finally {
      await close(100);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
