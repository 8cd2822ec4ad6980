import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { ROUTES } from "../helpers/browser";
import { prerendered, serverForFile } from "./harness";

const running = serverForFile();

const get = (path: string, headers: Record<string, string> = {}) => fetch(running().baseURL + path, { headers, redirect: "manual" });

/** The headers every response carries, whoever answers it. */
function expectSecurityHeaders(response: Response, label: string) {
  const h = response.headers;
  expect(h.get("strict-transport-security"), label).toMatch(/max-age=\d{7,}/);
  expect(h.get("x-content-type-options"), label).toBe("nosniff");
  expect(h.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(h.get("permissions-policy"), label).toContain("camera=()");
  expect(h.get("cross-origin-opener-policy"), label).toBe("same-origin");
  expect(h.get("x-powered-by"), label).toBeNull();
  const csp = h.get("content-security-policy") ?? "";
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).not.toMatch(/unsafe-eval/);
  const scriptSrc = csp.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src") || d.startsWith("default-src"));
  expect(scriptSrc, label).toBeDefined();
  expect(csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "", label).not.toMatch(/unsafe-inline/);
}

/** Every inline script of a document must be allowed by hash, and nothing else inline. */
function expectScriptsAllowed(html: string, csp: string, label: string) {
  const scriptSrc = csp.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\ssrc=/.test(` ${attrs}`));
  expect(inline.length, label).toBeGreaterThan(0);
  for (const [, , body] of inline) {
    const hash = createHash("sha256").update(body, "utf8").digest("base64");
    expect(scriptSrc, `${label}: ${body.slice(0, 60)}`).toContain(`'sha256-${hash}'`);
  }
}

test("every route of SPEC §2 is prerendered", () => {
  const paths = prerendered().pages.map((p) => p.path);
  for (const route of ROUTES) expect(paths).toContain(route);
});

test("each prerendered route answers at its canonical URL with the security headers, a hash-only CSP and revalidation", async () => {
  for (const { path } of prerendered().pages) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expectSecurityHeaders(response, path);
    // Besides pages, the prerender writes documents such as /resume.json and the web manifest.
    const type = response.headers.get("content-type") ?? "";
    if ((ROUTES as readonly string[]).includes(path)) expect(type, path).toMatch(/^text\/html/);
    if (type.startsWith("text/html")) {
      expectScriptsAllowed(await response.text(), response.headers.get("content-security-policy") ?? "", path);
    }
    expect(response.headers.get("cache-control"), path).toMatch(/max-age=0, must-revalidate/);
    expect(response.headers.get("etag"), path).toMatch(/^"[\w-]+"$/);
  }
});

test("a trailing slash is sent to the canonical URL once", async () => {
  const response = await get("/outdoor/?a=1");
  expect(response.status).toBe(308);
  expect(response.headers.get("location")).toBe("/outdoor?a=1");
  expectSecurityHeaders(response, "/outdoor/");
});

test("a matching ETag gets a 304 with no body, for pages and assets, whatever the encoding", async () => {
  const first = await get("/outdoor");
  const etag = first.headers.get("etag")!;
  const again = await get("/outdoor", { "if-none-match": etag });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe("");
  expectSecurityHeaders(again, "304");
  const brotli = await get("/outdoor", { "accept-encoding": "br" });
  expect((await get("/outdoor", { "if-none-match": `W/${brotli.headers.get("etag")}` })).status).toBe(304);
  expect((await get("/outdoor", { "if-none-match": '"something-else"' })).status).toBe(200);

  const html = await (await get("/")).text();
  const asset = /<script[^>]+src="(\/build\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/build\/[^"]+\.js)"/.exec(html)![1];
  const assetResponse = await get(asset);
  expect((await get(asset, { "if-none-match": assetResponse.headers.get("etag")! })).status).toBe(304);
});

test("hashed build assets are immutable; text comes precompressed with brotli or gzip", async () => {
  const html = await (await get("/")).text();
  const assets = [...html.matchAll(/(?:href|src)="(\/build\/[^"]+)"/g)].map((m) => m[1]);
  expect(assets.length).toBeGreaterThan(2);
  for (const asset of assets) {
    const response = await get(asset);
    expect(response.status, asset).toBe(200);
    expect(response.headers.get("cache-control"), asset).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(response, asset);
  }
  const identity = Buffer.from(await (await get("/", { "accept-encoding": "identity" })).arrayBuffer());
  for (const [encoding, decode] of [["br", brotliDecompressSync], ["gzip", gunzipSync]] as const) {
    // undici decodes transparently, so ask over a raw request to see the bytes on the wire.
    const { request } = await import("node:http");
    const body = await new Promise<Buffer>((resolve, reject) => {
      request(`${running().baseURL}/`, { headers: { "accept-encoding": encoding } }, (res) => {
        expect(res.headers["content-encoding"]).toBe(encoding);
        expect(res.headers.vary).toBe("Accept-Encoding, Cookie");
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      }).on("error", reject).end();
    });
    expect(body.length).toBeLessThan(identity.length / 2);
    expect(decode(body).equals(identity)).toBe(true);
  }
});

test("an unknown path is Remix's 404 page, with a CSP hashing its own inline scripts", async () => {
  const response = await get("/no/such/page");
  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  expectSecurityHeaders(response, "404");
  const html = await response.text();
  expect(html).toContain("Page not found");
  expectScriptsAllowed(html, response.headers.get("content-security-policy") ?? "", "404");
});

test("client navigation data comes from the build and from Remix", async () => {
  const { data, version } = prerendered();
  for (const item of data) {
    const response = await get(item.path);
    expect(response.status, item.path).toBe(200);
    expectSecurityHeaders(response, item.path);
    expect((await response.text()).length, item.path).toBeGreaterThan(10);
  }
  const subset = await get("/outdoor.data?_routes=root");
  expect(subset.status).toBe(200);
  expectSecurityHeaders(subset, "_routes");
  const manifest = await get(`/__manifest?p=%2Foutdoor&version=${version}`);
  expect(manifest.status).toBe(200);
  expect(Object.keys(await manifest.json())).toContain("routes/_shell.outdoor");
});

test("health, methods and errors carry the security headers too", async () => {
  const health = await get("/healthz");
  expect(health.status).toBe(200);
  expect(await health.text()).toBe("ok\n");
  expectSecurityHeaders(health, "/healthz");
  const post = await fetch(running().baseURL + "/outdoor", { method: "POST", body: "x" });
  expect(post.status).toBe(405);
  expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  expectSecurityHeaders(post, "POST");
  const head = await fetch(running().baseURL + "/outdoor", { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(await head.text()).toBe("");
});

test("nothing outside the public files is reachable", async () => {
  for (const path of ["/package.json", "/server/index.js", "/build/index.js", "/prerender.json", "/static/index.html", "/index.html", "/outdoor.html", "/_headers", "/.git/config", "/app/root.tsx"]) {
    const response = await get(path);
    expect(response.status, path).toBe(404);
    expectSecurityHeaders(response, path);
  }
});

test("a stored theme is rendered by the server; the prerendered page says it varies by cookie", async () => {
  const plainPage = await get("/woodwork");
  expect(plainPage.headers.get("vary")).toContain("Cookie");
  expect(await plainPage.text()).not.toMatch(/<html[^>]*data-theme="dark"/);

  const form = new URLSearchParams({ theme: "dark", redirectTo: "/woodwork" });
  const posted = await fetch(running().baseURL + "/theme", { method: "POST", body: form, redirect: "manual" });
  expect(posted.status).toBe(303);
  expect(posted.headers.get("location")).toBe("/woodwork");
  const cookie = (posted.headers.get("set-cookie") ?? "").split(";")[0];
  expect(cookie).toBe("theme=dark");
  expectSecurityHeaders(posted, "POST /theme");

  const themed = await get("/woodwork", { cookie: `other=1; ${cookie}` });
  expect(themed.status).toBe(200);
  const html = await themed.text();
  expect(html).toMatch(/<html[^>]*data-theme="dark"/);
  expectScriptsAllowed(html, themed.headers.get("content-security-policy") ?? "", "themed /woodwork");
  const data = await get("/woodwork.data", { cookie });
  expect(data.status).toBe(200);
  expect(await data.text()).toContain("dark");
});

test("POST is refused everywhere but the theme form, and that form must be small", async () => {
  expect((await fetch(running().baseURL + "/", { method: "POST", body: "x=1" })).status).toBe(405);
  const big = new URLSearchParams({ theme: "dark", pad: "x".repeat(5000) });
  expect((await fetch(running().baseURL + "/theme", { method: "POST", body: big })).status).toBe(413);
  const bad = await fetch(running().baseURL + "/theme", { method: "POST", body: new URLSearchParams({ theme: "purple" }) });
  expect(bad.status).toBe(400);
});
