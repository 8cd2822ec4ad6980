import { createReadStream } from "node:fs";
import { createServer } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createRequestHandler } from "@remix-run/express";
import express from "express";
import { documentPolicy, inlineScriptHashes, RESOURCE_POLICY } from "./csp.js";
import { applySecurityHeaders, SECURITY_HEADERS } from "./headers.js";
import { createAccessLog } from "./log.js";
import { moduleGraph } from "./module-graph.js";
import { loadPrerendered } from "./prerendered.js";
import { rewriteDocument } from "./rewrite-document.js";
import { BROTLI, checkRemixRequest, checkTarget, etagMatches, GZIP, IDENTITY, pickEncoding, validHost } from "./request.js";

const ALLOW = "GET, HEAD, OPTIONS";
/** The one route with an action: the theme toggle posts a tiny form there (.data: by fetcher). */
const POST_PATHS = new Set(["/theme", "/theme.data"]);
const MAX_FORM_BYTES = 1024;
/** A stored theme choice; prerendered pages carry none, so such requests are rendered by Remix. */
const THEME_COOKIE = /(?:^|;)\s*theme=(?:light|dark)\s*(?:;|$)/;

/**
 * The production server: a lean request listener answers prerendered pages, their loader data,
 * public files and /healthz from precomputed tables; everything else (the 404, other data
 * requests, route discovery) goes to Express and Remix.
 * @param {{ build: import("@remix-run/node").ServerBuild, buildDir: string, log?: boolean }} options
 */
export function createAppServer({ build, buildDir, log = false }) {
  const prerendered = loadPrerendered(buildDir);
  const accessLog = log ? createAccessLog(process.stdout) : undefined;
  // Which client module imports which, so pages Remix renders per request evaluate theirs dependencies first.
  const modules = [...prerendered.files].filter(([url]) => url.endsWith(".js"));
  const graph = moduleGraph(modules.map(([url, item]) => [url, item.variants[IDENTITY].body.toString("utf8")]));
  const app = createExpressApp(build, graph);
  const routeIds = new Set(Object.keys(build.routes));
  let closing = false;

  /** @param {import("node:http").ServerResponse} res */
  function plain(res, status, text, extra = {}) {
    applySecurityHeaders(res);
    res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(text), ...extra });
    res.end(text);
  }

  /** @param {import("./prerendered.js").Entry} item */
  function send(req, res, item) {
    if (etagMatches(req.headers["if-none-match"], item.tags)) {
      res.writeHead(304, item.notModified);
      return res.end();
    }
    const variant = item.variants[pickEncoding(req.headers["accept-encoding"])] ?? item.variants[IDENTITY];
    res.writeHead(200, variant.headers);
    if (item.file && req.method === "GET") {
      const stream = createReadStream(item.file);
      stream.on("error", () => res.destroy());
      return stream.pipe(res);
    }
    res.end(variant.body);
  }

  /** @type {import("node:http").RequestListener} */
  function listener(req, res) {
    if (closing) res.shouldKeepAlive = false;
    accessLog?.track(req, res);
    const method = req.method;
    const target = checkTarget(req.url);
    if ("status" in target) return plain(res, target.status, target.status === 414 ? "URI Too Long\n" : "Bad Request\n");
    if (method === "POST" && POST_PATHS.has(target.path)) {
      const length = Number(req.headers["content-length"]);
      if (!Number.isInteger(length)) return plain(res, 411, "Length Required\n");
      if (length > MAX_FORM_BYTES) return plain(res, 413, "Payload Too Large\n");
      return app(req, res);
    }
    if (method !== "GET" && method !== "HEAD") {
      if (method === "OPTIONS") {
        applySecurityHeaders(res);
        res.writeHead(204, { Allow: ALLOW });
        return res.end();
      }
      return plain(res, 405, "Method Not Allowed\n", { Allow: ALLOW });
    }
    if (req.headers.host !== undefined && !validHost(req.headers.host)) return plain(res, 400, "Bad Request\n");
    const { path, search } = target;
    const themed = THEME_COOKIE.test(req.headers.cookie ?? "");
    const page = themed ? undefined : prerendered.pages.get(path);
    if (page) return send(req, res, page);
    if (path.length > 1 && path.endsWith("/") && prerendered.pages.has(path.replace(/\/+$/, ""))) {
      applySecurityHeaders(res);
      res.writeHead(308, { Location: path.replace(/\/+$/, "") + search, "Content-Length": 0, "Cache-Control": "public, max-age=3600" });
      return res.end();
    }
    const file = prerendered.files.get(path);
    if (file) return send(req, res, file);
    // Loader data with a query (?_routes=...) is a subset only Remix can compute.
    const data = search || themed ? undefined : prerendered.data.get(path);
    if (data) return send(req, res, data);
    if (checkRemixRequest(path, search, routeIds)) return plain(res, 400, "Bad Request\n");
    if (path === "/healthz") return plain(res, closing ? 503 : 200, closing ? "closing\n" : "ok\n");
    app(req, res);
  }

  const server = createServer({ maxHeaderSize: 16 * 1024, requestTimeout: 30_000, headersTimeout: 10_000, keepAliveTimeout: 5_000 }, listener);
  // Without a listener Node drops CONNECT and upgrade requests without an answer.
  const refuse = (_req, socket) => {
    socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: " + ALLOW + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
  };
  server.on("connect", refuse);
  server.on("upgrade", refuse);
  return {
    server,
    /** Stops accepting, lets in-flight requests finish, then resolves; forces the rest after `graceMs`. */
    close(graceMs = 8_000) {
      closing = true;
      return new Promise((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), graceMs).unref();
        // A keep-alive connection that finishes its response becomes idle: close those as they appear.
        const sweep = setInterval(() => server.closeIdleConnections(), 100).unref();
        server.close(() => {
          clearTimeout(force);
          clearInterval(sweep);
          accessLog?.flush();
          resolve(undefined);
        });
        server.closeIdleConnections();
      });
    },
  };
}

/**
 * The build with one change: every document Remix renders per request (the 404, error pages)
 * gets the rewrites the prerendered ones get (./rewrite-document.js), then a CSP
 * holding the hashes of its own inline scripts, and is compressed when the client accepts it.
 * Buffered, not streamed: this site defers no data, so nothing arrives later.
 * @param {import("@remix-run/node").ServerBuild} build
 * @param {ReadonlyMap<string, readonly string[]>} [graph] the client modules' imports (./module-graph.js)
 * @returns {import("@remix-run/node").ServerBuild}
 */
export function withDocumentPolicy(build, graph) {
  const render = build.entry.module.default;
  /** @type {import("@remix-run/node").HandleDocumentRequestFunction} */
  const handleDocumentRequest = async (request, status, headers, context, loadContext) => {
    const response = await render(request, status, headers, context, loadContext);
    const text = rewriteDocument(await response.text(), graph);
    const html = Buffer.from(text);
    const out = new Headers(response.headers);
    out.set("Content-Security-Policy", documentPolicy(inlineScriptHashes(text)));
    out.set("Cache-Control", "no-cache");
    out.set("Vary", "Accept-Encoding");
    out.delete("Content-Length");
    let body = html;
    const encoding = html.length > 1024 ? pickEncoding(request.headers.get("accept-encoding") ?? undefined) : IDENTITY;
    if (encoding === BROTLI) body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    if (encoding === GZIP) body = gzipSync(html, { level: 6 });
    if (encoding !== IDENTITY) out.set("Content-Encoding", encoding === BROTLI ? "br" : "gzip");
    return new Response(body, { status: response.status, statusText: response.statusText, headers: out });
  };
  return { ...build, entry: { ...build.entry, module: { ...build.entry.module, default: handleDocumentRequest } } };
}

/**
 * @param {import("@remix-run/node").ServerBuild} build
 * @param {ReadonlyMap<string, readonly string[]>} graph
 */
function createExpressApp(build, graph) {
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  app.set("query parser", "simple");

  app.use((_req, res, next) => {
    for (const name in SECURITY_HEADERS) res.setHeader(name, SECURITY_HEADERS[name]);
    // Documents bring their own policy; anything else gets the strict one just before it goes out.
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      if (!res.hasHeader("content-security-policy")) res.setHeader("Content-Security-Policy", RESOURCE_POLICY);
      return writeHead.apply(this, args);
    };
    next();
  });
  app.all("*", createRequestHandler({ build: withDocumentPolicy(build, graph), mode: "production" }));

  // Never a stack trace: Remix already logged real failures through handleError.
  app.use((error, req, res, _next) => {
    const status = Number.isInteger(error?.status) && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) console.error(`${req.method} ${req.url}:`, error);
    if (res.headersSent) return res.destroy();
    res.removeHeader("Content-Security-Policy");
    res.status(status).type("text/plain").set("Cache-Control", "no-store").send(status === 500 ? "Internal Server Error\n" : "Bad Request\n");
  });
  return app;
}
