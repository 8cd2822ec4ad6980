import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { ROUTES } from "../helpers/browser";
import { prerendered, raw, serverForFile } from "./harness";

const running = serverForFile();

const get = (path: string, headers: Record<string, string> = {}) => fetch(running().baseURL + path, { headers, redirect: "manual" });
/** The bytes on the wire, headers as sent (fetch would decode bodies and add its own). */
const rawGet = (path: string, headers: Record<string, string> = {}) =>
  raw(
    running().port,
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("")}\r\n`,
  );

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
  const scriptSrc = csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src") || d.startsWith("default-src"));
  expect(scriptSrc, label).toBeDefined();
  expect(csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "", label).not.toMatch(/unsafe-inline/);
}

/** Headers that govern a page, and mean nothing on a subresource (server/headers.ts). */
const DOCUMENT_ONLY = ["strict-transport-security", "referrer-policy", "permissions-policy", "cross-origin-opener-policy", "x-frame-options"];

/** What a script, stylesheet, image or data answer carries: its type, nosniff, a cache policy, CORP, and nothing for documents. */
function expectResourceHeaders(response: Response, label: string) {
  const h = response.headers;
  expect(h.get("content-type"), label).toBeTruthy();
  expect(h.get("x-content-type-options"), label).toBe("nosniff");
  expect(h.get("cross-origin-resource-policy"), label).toBe("same-origin");
  expect(h.get("cache-control"), label).toBeTruthy();
  for (const name of DOCUMENT_ONLY) expect(h.get(name), `${label}: ${name}`).toBeNull();
  if (!h.get("content-type")!.startsWith("image/svg+xml")) expect(h.get("content-security-policy"), label).toBeNull();
}

/** Every inline script of a document must be allowed by hash, and nothing else inline. */
function expectScriptsAllowed(html: string, csp: string, label: string) {
  const scriptSrc =
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src")) ?? "";
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
    // Besides pages, the prerender writes resources such as /resume.json and the web manifest.
    const type = response.headers.get("content-type") ?? "";
    if ((ROUTES as readonly string[]).includes(path)) expect(type, path).toMatch(/^text\/html/);
    if (type.startsWith("text/html")) {
      expectSecurityHeaders(response, path);
      expectScriptsAllowed(await response.text(), response.headers.get("content-security-policy") ?? "", path);
    } else expectResourceHeaders(response, path);
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

test("a 304 carries the ETag of the representation that matched (RFC 9110 §15.4.5)", async () => {
  for (const encoding of ["br", "gzip", "identity"]) {
    const first = await rawGet("/outdoor", { "Accept-Encoding": encoding });
    const tag = first.headers.etag;
    const again = await rawGet("/outdoor", { "Accept-Encoding": encoding, "If-None-Match": tag });
    expect(again.status, encoding).toBe(304);
    expect(again.headers.etag, encoding).toBe(tag);
    expect(again.headers["content-length"], encoding).toBeUndefined();
  }
  // The brotli body's tag does not stand for the gzip one: that client gets the gzip body.
  const brotli = await rawGet("/outdoor", { "Accept-Encoding": "br" });
  const gzip = await rawGet("/outdoor", { "Accept-Encoding": "gzip", "If-None-Match": brotli.headers.etag });
  expect(gzip.status).toBe(200);
  expect(gzip.headers["content-encoding"]).toBe("gzip");
});

test("a matching ETag gets a 304 with no body, for pages and public files, whatever the encoding", async () => {
  const first = await get("/outdoor");
  const etag = first.headers.get("etag")!;
  const again = await get("/outdoor", { "if-none-match": etag });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe("");
  expectSecurityHeaders(again, "304");
  const brotli = await get("/outdoor", { "accept-encoding": "br" });
  expect((await get("/outdoor", { "accept-encoding": "br", "if-none-match": `W/${brotli.headers.get("etag")}` })).status).toBe(304);
  expect((await get("/outdoor", { "if-none-match": '"something-else"' })).status).toBe(200);

  const icon = await get("/favicon.svg");
  expect((await get("/favicon.svg", { "if-none-match": icon.headers.get("etag")! })).status).toBe(304);
});

test("hashed build assets are immutable, with no validator to revalidate; text comes precompressed with brotli or gzip", async () => {
  const html = await (await get("/")).text();
  const assets = [...html.matchAll(/(?:href|src)="(\/build\/[^"]+)"/g)].map((m) => m[1]);
  expect(assets.length).toBeGreaterThan(2);
  for (const asset of assets) {
    const response = await get(asset);
    expect(response.status, asset).toBe(200);
    expect(response.headers.get("cache-control"), asset).toBe("max-age=31536000, immutable");
    expect(response.headers.get("etag"), asset).toBeNull();
    // Nothing to match: even If-None-Match: * gets the file, not a 304.
    expect((await get(asset, { "if-none-match": "*" })).status, asset).toBe(200);
    expectResourceHeaders(response, asset);
  }
  const identity = Buffer.from(await (await get("/", { "accept-encoding": "identity" })).arrayBuffer());
  for (const [encoding, decode] of [
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const) {
    // undici decodes transparently, so ask over a raw request to see the bytes on the wire.
    const { request } = await import("node:http");
    const body = await new Promise<Buffer>((resolve, reject) => {
      request(`${running().baseURL}/`, { headers: { "accept-encoding": encoding } }, (res) => {
        expect(res.headers["content-encoding"]).toBe(encoding);
        expect(res.headers.vary).toBe("Accept-Encoding");
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      })
        .on("error", reject)
        .end();
    });
    expect(body.length).toBeLessThan(identity.length / 2);
    expect(decode(body).equals(identity)).toBe(true);
  }
});

test("an unknown path is the prerendered 404 page inside the shell, with a CSP hashing its own inline scripts", async () => {
  const response = await get("/no/such/page");
  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  expectSecurityHeaders(response, "404");
  const html = await response.text();
  expect(html).toContain("Page not found");
  expect(html).toContain('<main id="main"');
  expectScriptsAllowed(html, response.headers.get("content-security-policy") ?? "", "404");
});

test("client navigation data, with or without a query, is the build's: the same bytes", async () => {
  const { data, version } = prerendered();
  for (const item of data) {
    const response = await get(item.path);
    expect(response.status, item.path).toBe(200);
    expectResourceHeaders(response, item.path);
    expect((await response.text()).length, item.path).toBeGreaterThan(10);
  }
  const whole = await get("/outdoor.data");
  const subset = await get("/outdoor.data?_routes=root");
  expect(subset.status).toBe(200);
  expect(subset.headers.get("etag")).toBe(whole.headers.get("etag"));
  expectResourceHeaders(subset, "_routes");
  const manifest = await get(`/__manifest?p=%2Foutdoor&version=${version}`);
  expect(manifest.status).toBe(200);
  // The whole route tree, whatever was asked: the browser then matches any path as the server does.
  expect(Object.keys(await manifest.json())).toEqual(expect.arrayContaining(["routes/_shell.outdoor", "routes/_shell.projects.$slug", "routes/_shell.$"]));
  const stale = await get("/__manifest?p=%2Foutdoor&version=older");
  expect(stale.status).toBe(204);
  expect(stale.headers.get("x-remix-reload-document")).toBe("true");
});

test("resources carry only the headers that apply to them, an SVG a policy that runs nothing, chosen by kind not by path", async () => {
  const html = await (await get("/")).text();
  const stylesheet = /<link rel="stylesheet" href="(\/build\/[^"]+\.css)"/.exec(html)![1];
  const resources = [
    "/robots.txt",
    "/sitemap.xml",
    "/manifest.webmanifest",
    "/resume.json",
    "/favicon.svg",
    "/favicon.ico",
    "/apple-touch-icon.png",
    stylesheet,
    "/outdoor.data",
    "/_root.data",
  ];
  for (const path of resources) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expectResourceHeaders(response, path);
  }
  const svg = await get("/favicon.svg");
  expect(svg.headers.get("content-security-policy")).toMatch(/^default-src 'none'.*frame-ancestors 'none'/);
  // A 304 says what its 200 says.
  const again = await get("/robots.txt", { "if-none-match": (await get("/robots.txt")).headers.get("etag")! });
  expect(again.status).toBe(304);
  expectResourceHeaders(again, "/robots.txt 304");
  // The data of an unknown page is data too, and is not cached.
  const missing = await get("/no/such/page.data");
  expect(missing.status).toBe(404);
  expectResourceHeaders(missing, "404 data");
  expect(missing.headers.get("cache-control")).toBe("no-cache");
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
  for (const path of [
    "/package.json",
    "/server/index.js",
    "/build/index.js",
    "/prerender.json",
    "/static/index.html",
    "/index.html",
    "/outdoor.html",
    "/_headers",
    "/.git/config",
    "/app/root.tsx",
  ]) {
    const response = await get(path);
    expect(response.status, path).toBe(404);
    expectSecurityHeaders(response, path);
  }
});

test("every visitor gets the very same bytes: a theme cookie changes nothing and nothing varies by it", async () => {
  for (const path of ["/", "/outdoor", "/woodwork.data", "/no/such/page"]) {
    const plainPage = await rawGet(path, { "Accept-Encoding": "br" });
    const themed = await rawGet(path, { "Accept-Encoding": "br", Cookie: "other=1; theme=dark" });
    expect(themed.status, path).toBe(plainPage.status);
    expect(themed.headers.etag, path).toBe(plainPage.headers.etag);
    expect(themed.body === plainPage.body, path).toBe(true);
    expect(themed.headers.vary ?? "", path).not.toMatch(/cookie/i);
    expect(themed.headers["set-cookie"], path).toBeUndefined();
  }
  // An unknown URL is not rendered per request either: any two get the same prerendered bytes.
  const one = await rawGet("/no/such/page");
  const other = await rawGet("/another/unknown?x=1");
  expect(one.headers.etag).toBe(other.headers.etag);
});

test("there is no write endpoint: the old theme form is refused, sets nothing and redirects nowhere", async () => {
  const bodies: [string, string][] = [
    ["application/x-www-form-urlencoded", "theme=dark&redirectTo=%2F%09%2Fevil.example"],
    ["application/x-www-form-urlencoded", "theme=dark&redirectTo=/%0d%0aSet-Cookie:x=1"],
    ["application/json", '{"theme":"dark"}'],
    ["text/plain", "theme=dark"],
    ["multipart/form-data; boundary=x", "--x\r\nbroken"],
    ["", "theme=dark"],
  ];
  for (const path of ["/theme", "/theme.data", "/", "/outdoor"]) {
    for (const [type, body] of bodies) {
      for (const origin of [undefined, "null", "https://evil.example"]) {
        const headers: Record<string, string> = { ...(type ? { "content-type": type } : {}), ...(origin ? { origin } : {}) };
        const response = await fetch(running().baseURL + path, { method: "POST", body, headers, redirect: "manual" });
        const label = `POST ${path} ${type} ${origin}`;
        expect(response.status, label).toBe(405);
        expect(response.headers.get("allow"), label).toBe("GET, HEAD, OPTIONS");
        expect(response.headers.get("set-cookie"), label).toBeNull();
        expect(response.headers.get("location"), label).toBeNull();
        await response.arrayBuffer();
      }
    }
  }
  expect(running().output()).not.toMatch(/\n\s+at |Error/);
});
