import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { connect } from "node:net";
import { expect, test } from "vitest";
import { prerendered, serverForFile } from "./harness";

// A hostile client over raw sockets, against the real built server: every probe from the table
// below must get no 5xx, no byte that is not one of the public files (or a short plain answer),
// no redirect off the site, and /healthz must answer after every batch.

const running = serverForFile();

type Probe = { name: string; bytes: string | Buffer; methods: string[] };

const CRLF = "\r\n";
const request = (target: string, { method = "GET", headers = "", body = "", version = "HTTP/1.1" } = {}): Probe => ({
  name: `${method} ${target.slice(0, 80)}${headers ? ` [${headers.replace(/\r\n/g, " ").slice(0, 60)}]` : ""}${body ? " +body" : ""}`,
  bytes: `${method} ${target} ${version}${CRLF}Host: 127.0.0.1${CRLF}Connection: close${CRLF}${headers}${CRLF}${body}`,
  methods: [method],
});
const rawProbe = (name: string, bytes: string | Buffer, methods = ["GET"]): Probe => ({ name, bytes, methods });

// --- the table ---------------------------------------------------------------------------------

const SECRETS = [
  "package.json",
  "build/server/index.js",
  "build/index.js",
  "build/prerender.json",
  ".git/config",
  "etc/passwd",
  "app/root.tsx",
  "node_modules/react/package.json",
  ".env",
  "proc/self/environ",
];
const UP = [
  "../",
  "..%2f",
  "%2e%2e/",
  "%2e%2e%2f",
  "%252e%252e%252f",
  "..%252f",
  "%c0%ae%c0%ae/",
  "..%c0%af",
  "..\\",
  "..%5c",
  "%2e%2e%5c",
  ".%2e/",
  "%2e./",
  "..;/",
  "%u002e%u002e/",
  "%ef%bc%8e%ef%bc%8e/",
  "....//",
  "..././",
  "%00../",
];
const PREFIXES = ["/", "/build/", "/generated/img/", "/js-doc/", "/build/_shared/"];

const traversal: Probe[] = [];
for (const up of UP) {
  for (const [i, secret] of SECRETS.entries()) {
    // Every climb, each time below another folder and towards another file.
    const prefix = PREFIXES[i % PREFIXES.length];
    traversal.push(request(`${prefix}${up.repeat(4)}${secret}`));
  }
}
traversal.push(
  request("/.git/config"),
  request("/.env"),
  request("/build/index.js"),
  request("/prerender.json"),
  request("/static/index.html"),
  request("/index.html"),
  request("/404.html"),
  request("/404/projects-slug.html"),
  request("/_headers"),
  request("/outdoor.html"),
  request("/server/app.js"),
  request("/package.json"),
  request("/favicon.svg%00.html"),
  request("/favicon.svg/.."),
  request("/favicon.svg/"),
  request("/FAVICON.SVG"),
);

const METHODS = [
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "TRACE",
  "PROPFIND",
  "MKCOL",
  "COPY",
  "MOVE",
  "LOCK",
  "UNLOCK",
  "SEARCH",
  "PURGE",
  "LINK",
  "UNLINK",
  "FROB",
  "get",
  "OPTIONS",
  "HEAD",
];
const METHOD_TARGETS = ["/", "/outdoor", "/theme", "/theme.data", "/_root.data", "/no/such/page", "/__manifest"];
const methods: Probe[] = [];
for (const method of METHODS) {
  for (const target of METHOD_TARGETS)
    methods.push(
      request(target, {
        method,
        headers: method === "POST" || method === "PUT" || method === "PATCH" ? `Content-Type: application/x-www-form-urlencoded${CRLF}Content-Length: 10${CRLF}` : "",
        body: method === "POST" || method === "PUT" || method === "PATCH" ? "theme=dark" : "",
      }),
    );
}
methods.push(request("*", { method: "OPTIONS" }), rawProbe("CONNECT", `CONNECT 127.0.0.1:22 HTTP/1.1${CRLF}Host: 127.0.0.1:22${CRLF}${CRLF}`, ["CONNECT"]));
methods.push(request("/", { headers: `Upgrade: websocket${CRLF}Connection: Upgrade${CRLF}Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==${CRLF}Sec-WebSocket-Version: 13${CRLF}` }));
methods.push(request("/", { headers: `Upgrade: h2c${CRLF}HTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA${CRLF}` }));

const HEADER_SHAPES: [string, string][] = [
  ["huge header", `X-Big: ${"b".repeat(20_000)}${CRLF}`],
  ["a thousand headers", Array.from({ length: 1000 }, (_, i) => `X-H${i}: v${CRLF}`).join("")],
  ["header without a colon", `NoColonHere${CRLF}`],
  ["header with NUL", `X-A: a\u0000b${CRLF}`],
  ["obs-fold continuation", `X-A: a${CRLF} folded${CRLF}`],
  ["second Host", `Host: evil.example${CRLF}`],
  ["space before colon", `X-A : b${CRLF}`],
  ["negative Content-Length", `Content-Length: -1${CRLF}`],
  ["non-numeric Content-Length", `Content-Length: abc${CRLF}`],
  ["conflicting Content-Lengths", `Content-Length: 1${CRLF}Content-Length: 2${CRLF}`],
  ["Content-Length and chunked (smuggling)", `Content-Length: 4${CRLF}Transfer-Encoding: chunked${CRLF}`],
  ["chunked then gzip", `Transfer-Encoding: chunked, gzip${CRLF}`],
  ["Transfer-Encoding: gzip", `Transfer-Encoding: gzip${CRLF}`],
  ["Expect: 100-continue", `Expect: 100-continue${CRLF}`],
  ["Expect: something else", `Expect: 999-nonsense${CRLF}`],
  ["huge cookie", `Cookie: theme=dark; ${"x=1; ".repeat(2000)}${CRLF}`],
  ["theme cookie", `Cookie: theme=dark${CRLF}`],
  ["cookie with CR", `Cookie: theme=dark\rX-Injected: 1${CRLF}`],
  ["weird Accept-Encoding", `Accept-Encoding: br;q=abc, gzip;q=-1, *;q=0${CRLF}`],
  ["Accept-Encoding only q=0", `Accept-Encoding: br;q=0, gzip;q=0, identity;q=0${CRLF}`],
  ["If-None-Match list", `If-None-Match: ${Array.from({ length: 500 }, (_, i) => `"t${i}"`).join(", ")}${CRLF}`],
  ["If-None-Match *", `If-None-Match: *${CRLF}`],
  ["If-None-Match garbage", `If-None-Match: W/W/"${CRLF}`],
  ["Range", `Range: bytes=0-10,20-30${CRLF}`],
  ["Range past the end", `Range: bytes=99999999-${CRLF}`],
  ["If-Modified-Since garbage", `If-Modified-Since: yesterday${CRLF}`],
  ["X-Forwarded-Host evil", `X-Forwarded-Host: evil.example${CRLF}X-Forwarded-Proto: javascript${CRLF}`],
  ["Origin null", `Origin: null${CRLF}`],
  ["UTF-8 in a header", `X-Name: caf\u00e9 \u2028 \u{1F600}${CRLF}`],
  ["x-prerender header", `X-Prerender: 1${CRLF}User-Agent: Googlebot${CRLF}`],
];
const HEADER_TARGETS = ["/", "/outdoor", "/no/such/page", "/_root.data", "/favicon.svg"];
const headers: Probe[] = [];
for (const [label, extra] of HEADER_SHAPES) for (const target of HEADER_TARGETS) headers.push({ ...request(target, { headers: extra }), name: `${label} on ${target}` });
headers.push(rawProbe("Host with a path", `GET /no/such HTTP/1.1${CRLF}Host: evil.example/x${CRLF}Connection: close${CRLF}${CRLF}`));
headers.push(rawProbe("bogus Host", `GET / HTTP/1.1${CRLF}Host: [::1${CRLF}Connection: close${CRLF}${CRLF}`));
headers.push(rawProbe("Host with userinfo", `GET / HTTP/1.1${CRLF}Host: user@evil.example${CRLF}Connection: close${CRLF}${CRLF}`));
headers.push(rawProbe("no Host on HTTP/1.1", `GET / HTTP/1.1${CRLF}Connection: close${CRLF}${CRLF}`));
headers.push(rawProbe("HTTP/1.0 without Host", `GET /outdoor HTTP/1.0${CRLF}${CRLF}`));

const bodies: Probe[] = [
  request("/", { headers: `Content-Length: 5${CRLF}`, body: "hello" }),
  request("/outdoor", { headers: `Transfer-Encoding: chunked${CRLF}`, body: `5${CRLF}hello${CRLF}0${CRLF}${CRLF}` }),
  request("/outdoor", { headers: `Transfer-Encoding: chunked${CRLF}`, body: `zz${CRLF}hello${CRLF}0${CRLF}${CRLF}` }),
  request("/", { method: "POST", headers: `Content-Length: 1000000${CRLF}`, body: "x".repeat(1000) }),
  request("/", { method: "POST", headers: `Transfer-Encoding: chunked${CRLF}`, body: `ffffffffffffffff${CRLF}x${CRLF}` }),
  request("/theme", { method: "POST", body: "theme=dark" }),
  request("/theme", { method: "POST", headers: `Content-Type: multipart/form-data; boundary=--${CRLF}Content-Length: 9${CRLF}`, body: "----\r\nbad" }),
  request("/theme.data", {
    method: "POST",
    headers: `Content-Type: application/json${CRLF}Origin: https://evil.example${CRLF}Content-Length: 16${CRLF}`,
    body: '{"theme":"dark"}',
  }),
  request("/theme", { method: "POST", headers: `Content-Type: application/x-www-form-urlencoded${CRLF}Content-Length: 33${CRLF}`, body: "theme=dark&redirectTo=/%E2%80%A8x" }),
  request("/", { method: "GET", headers: `Content-Type: application/json${CRLF}Content-Length: 2${CRLF}`, body: "{}" }),
];

const pipelines: Probe[] = [];
{
  const keepAlive = (target: string, method = "GET") => `${method} ${target} HTTP/1.1${CRLF}Host: 127.0.0.1${CRLF}${CRLF}`;
  const closing = (target: string) => `GET ${target} HTTP/1.1${CRLF}Host: 127.0.0.1${CRLF}Connection: close${CRLF}${CRLF}`;
  const mixes = [
    ["/", "/outdoor", "/no/such", "/_root.data", "/healthz"],
    ["/%2e%2e/package.json", "/outdoor", "/projects/nope", "/__manifest?version=x"],
    ["/favicon.svg", "/favicon.svg", "/favicon.svg", "/favicon.svg", "/favicon.svg", "/favicon.svg", "/favicon.svg", "/favicon.svg", "/favicon.svg"],
    ["/js-doc/nope.data", "/projects/x.data", "/x.data", "/.data"],
  ];
  for (const [i, mix] of mixes.entries()) {
    pipelines.push(
      rawProbe(
        `pipeline ${i + 1} (${mix.length} requests)`,
        mix
          .slice(0, -1)
          .map((t) => keepAlive(t))
          .join("") + closing(mix.at(-1)!),
        mix.map(() => "GET"),
      ),
    );
  }
  pipelines.push(rawProbe("pipeline with HEAD in the middle", keepAlive("/") + keepAlive("/outdoor", "HEAD") + closing("/woodwork"), ["GET", "HEAD", "GET"]));
  pipelines.push(rawProbe("pipeline ending in garbage", keepAlive("/") + "\u0001\u0002 nonsense\r\n\r\n", ["GET"]));
  pipelines.push(rawProbe("pipeline with a refused POST first", `POST / HTTP/1.1${CRLF}Host: x${CRLF}Content-Length: 3${CRLF}${CRLF}abc` + closing("/outdoor"), ["POST", "GET"]));
}

const REDIRECT_TRICKS = [
  "//evil.example/",
  "///evil.example/",
  "/\\evil.example/",
  "/%09/evil.example/",
  "/%2F%2Fevil.example/",
  "/%5Cevil.example/",
  "/outdoor//",
  "/outdoor///",
  "/outdoor/?next=//evil.example",
  "/outdoor/%2F%2Fevil.example",
  "/outdoor/%0d%0aLocation:%20http://evil.example/",
  "/outdoor/\t/",
  "/%0A/evil.example/",
  "/%E3%80%82evil.example/",
  "/.evil.example/",
  "/outdoor/..%2F..%2F%2Fevil.example",
  "/js-doc/",
  "/js-doc//",
  "/outdoor/?%0d%0aSet-Cookie:x=1",
  "/outdoor/%23/evil",
  "/@evil.example/",
  "/outdoor/@evil.example",
  "/outdoor/:evil.example/",
  "/outdoor/%00/",
  "/projects/portfolio/",
  "/projects/portfolio//",
  "/robots.txt/",
  "/demo/?a=%0d%0a",
  "/demo/%3Fx",
  "/demo/%2F",
];
const redirects = REDIRECT_TRICKS.map((target) => request(target));

const REMIX_INTERNALS = [
  "/?_data=root",
  "/outdoor?_data=routes/_shell.outdoor",
  "/outdoor?_data=%00",
  "/outdoor.data?_routes=root",
  "/outdoor.data?_routes=routes/nope,%00",
  "/_root.data?_routes=%E0%A4%A",
  "/_root.data?index",
  "/outdoor.data?_routes=",
  "/__manifest",
  "/__manifest?version=",
  "/__manifest?version=../../etc",
  `/__manifest?p=${"%2F..".repeat(500)}&version=${prerendered().version}`,
  `/__manifest?p=/outdoor&version=${prerendered().version}`,
  "/__manifest.data",
  "/healthz.data",
  "/favicon.svg.data",
  "/resume.json.data",
  "/.data",
  "/..data",
  "/_root.data/",
  "/outdoor.data.data",
  "/build/manifest.js",
  "/build/../index.js",
  "/__remix",
  "/@remix-run/react",
  "/@fs/etc/passwd",
  "/__vite_ping",
  "/build/",
  "/build",
  "/generated/",
  "/node_modules/",
  "/?_routes=root",
  "/outdoor.data?version=1",
  "/js-doc/__not-found__",
  "/projects/__not-found__.data",
  "/404",
  "/404.data",
  "/404/projects-slug.data",
];
const internals = REMIX_INTERNALS.map((target) => request(target));

const ENCODINGS = [
  "/%E0%A4%A",
  "/outdoor%",
  "/%zz",
  "/%%",
  "/%6f%75tdoor",
  "/caf%C3%A9",
  "/%F0%9F%98%80",
  "/%ff%fe",
  "/%c0%80",
  "/+",
  "/;jsessionid=1",
  "/outdoor;x=1",
  "/outdoor%3Bx",
  "/outdoor%20",
  "/outdoor%09",
  "/OUTDOOR",
  "/outdoor.",
  "/outdoor~",
  "/~root",
  "/%7e",
];
const encodings = ENCODINGS.map((target) => request(target));
encodings.push(
  rawProbe("fragment in the target", `GET /outdoor#frag HTTP/1.1${CRLF}Host: 127.0.0.1${CRLF}Connection: close${CRLF}${CRLF}`),
  rawProbe("space in the target", `GET /out door HTTP/1.1${CRLF}Host: 127.0.0.1${CRLF}Connection: close${CRLF}${CRLF}`),
  rawProbe("tab in the target", `GET /out\tdoor HTTP/1.1${CRLF}Host: 127.0.0.1${CRLF}Connection: close${CRLF}${CRLF}`),
  rawProbe("raw UTF-8 in the target", Buffer.from(`GET /caf\u00e9 HTTP/1.1${CRLF}Host: 127.0.0.1${CRLF}Connection: close${CRLF}${CRLF}`, "utf8")),
  rawProbe(
    "raw high bytes in the target",
    Buffer.concat([Buffer.from("GET /"), Buffer.from([0xff, 0xfe, 0x80]), Buffer.from(` HTTP/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}`)]),
  ),
  rawProbe("overlong URL", `GET /${"a".repeat(9_000)} HTTP/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}`),
  rawProbe("URL past the header limit", `GET /${"a".repeat(20_000)} HTTP/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}`),
);

const FORMS: [string, string][] = [
  ["absolute-form target", `GET http://evil.example/ HTTP/1.1${CRLF}Host: evil.example${CRLF}Connection: close${CRLF}${CRLF}`],
  ["absolute-form to ourselves", `GET http://127.0.0.1/outdoor HTTP/1.1${CRLF}Host: 127.0.0.1${CRLF}Connection: close${CRLF}${CRLF}`],
  ["authority-form on GET", `GET 127.0.0.1:80 HTTP/1.1${CRLF}Host: 127.0.0.1${CRLF}Connection: close${CRLF}${CRLF}`],
  ["asterisk-form on GET", `GET * HTTP/1.1${CRLF}Host: 127.0.0.1${CRLF}Connection: close${CRLF}${CRLF}`],
  ["HTTP/2 preface", `PRI * HTTP/2.0${CRLF}${CRLF}SM${CRLF}${CRLF}`],
  ["HTTP/0.9", `GET /${CRLF}`],
  ["HTTP/1.2", `GET / HTTP/1.2${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}`],
  ["HTTP/9.9", `GET / HTTP/9.9${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}`],
  ["lower-case version", `GET / http/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}`],
  ["garbage request line", `\u0001\u0002 nonsense${CRLF}${CRLF}`],
  ["TLS hello", Buffer.from("16030100a5010000a10303", "hex").toString("latin1")],
  ["bare LF line ends", "GET / HTTP/1.1\nHost: x\nConnection: close\n\n"],
  ["empty lines first", `${CRLF}${CRLF}GET / HTTP/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}`],
  ["only a method", `GET${CRLF}${CRLF}`],
];
const forms = FORMS.map(([name, bytes]) => rawProbe(name, bytes));

const PROBES: Probe[] = [...traversal, ...methods, ...headers, ...bodies, ...pipelines, ...redirects, ...internals, ...encodings, ...forms];

// --- what a probe may get back ---------------------------------------------------------------

/** sha256 of every byte sequence the server may send as a body: the public build, compressed or not. */
function publicBodies(): Set<string> {
  const hashes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hashes.add(createHash("sha256").update(readFileSync(full)).digest("hex"));
    }
  };
  walk(join(process.cwd(), "build/static"));
  for (const text of [
    "",
    "ok\n",
    "closing\n",
    "Bad Request\n",
    "Method Not Allowed\n",
    "URI Too Long\n",
    "Expectation Failed\n",
    "Precondition Failed\n",
    "Range Not Satisfiable\n",
    "Not Implemented\n",
    "HTTP Version Not Supported\n",
  ])
    hashes.add(createHash("sha256").update(text).digest("hex"));
  return hashes;
}
const PUBLIC = publicBodies();
// The site-wide files an attacker would want, as text to look for anywhere in a response.
const NEVER = [readFileSync("package.json", "utf8").slice(0, 60), "createAppServer", '"staticDir"', "root:x:0:0", "[core]"];

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** Sends the probe and splits whatever comes back into responses (HEAD ones have no body). */
function exchange(port: number, probe: Probe): Promise<{ answers: Answer[]; raw: Buffer }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks);
      resolve({ answers: parse(raw, probe.methods), raw });
    };
    const timer = setTimeout(() => socket.destroy(), 5_000);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("close", finish);
    socket.on("error", () => undefined);
    socket.write(probe.bytes);
  });
}

function parse(raw: Buffer, methods: string[]): Answer[] {
  const answers: Answer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const end = raw.indexOf("\r\n\r\n", offset);
    if (end === -1) break;
    const head = raw.subarray(offset, end).toString("latin1").split("\r\n");
    const status = Number(head[0].split(" ")[1]);
    const headers: Record<string, string> = {};
    for (const line of head.slice(1)) {
      const colon = line.indexOf(":");
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const method = methods[answers.length] ?? "GET";
    if (headers["transfer-encoding"] === "chunked") {
      // Only a server that lost control answers in chunks: keep what it sent, to be judged.
      const chunks: Buffer[] = [];
      let at = end + 4;
      for (;;) {
        const lineEnd = raw.indexOf("\r\n", at);
        const size = lineEnd === -1 ? 0 : parseInt(raw.subarray(at, lineEnd).toString("latin1"), 16);
        if (!size) {
          at = lineEnd === -1 ? raw.length : lineEnd + 4;
          break;
        }
        chunks.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 4 + size;
      }
      answers.push({ status, headers, body: Buffer.concat(chunks) });
      offset = at;
      continue;
    }
    const length = method === "HEAD" || status === 204 || status === 304 || (status >= 100 && status < 200) ? 0 : Number(headers["content-length"] ?? 0);
    answers.push({ status, headers, body: raw.subarray(end + 4, end + 4 + length) });
    offset = end + 4 + length;
  }
  return answers;
}

function expectHarmless(probe: Probe, answers: Answer[], raw: Buffer, port: number) {
  for (const answer of answers) {
    // Every answer comes from our code, with the security headers, never Node's bare defaults
    // (the clientError answers to unparsable bytes included); a 100 Continue is no answer.
    if (answer.status >= 200) expect(answer.headers["x-content-type-options"], probe.name).toBe("nosniff");
    expect(answer.status, probe.name).toBeGreaterThanOrEqual(100);
    // 501 (a transfer coding we do not know) and 505 (HTTP/2 claimed) are refusals, not failures.
    if (answer.status !== 501 && answer.status !== 505) expect(answer.status, probe.name).toBeLessThan(500);
    const digest = createHash("sha256").update(answer.body).digest("hex");
    expect(PUBLIC.has(digest), `${probe.name}: a ${answer.status} body that is no public file`).toBe(true);
    const location = answer.headers.location;
    if (location !== undefined) {
      expect(location, probe.name).toMatch(/^\/(?![/\\])/);
      expect(
        [...location].filter((char) => char < " " || char === "\x7f" || char === "\\"),
        probe.name,
      ).toEqual([]);
      expect(new URL(location, `http://127.0.0.1:${port}`).origin, probe.name).toBe(`http://127.0.0.1:${port}`);
    }
    expect(answer.headers["set-cookie"], probe.name).toBeUndefined();
  }
  const text = raw.toString("latin1");
  for (const secret of NEVER) expect(text.includes(secret), `${probe.name} leaked ${secret}`).toBe(false);
}

test(`the table holds at least 300 probes (${PROBES.length})`, () => {
  expect(PROBES.length).toBeGreaterThanOrEqual(300);
});

const BATCH = 25;
const batches = Array.from({ length: Math.ceil(PROBES.length / BATCH) }, (_, i) => PROBES.slice(i * BATCH, (i + 1) * BATCH));

test.each(batches.map((batch, i) => [i + 1, batch] as const))(
  "batch %i: no 5xx, nothing private, no redirect away, and /healthz still answers",
  async (_n, batch) => {
    const { port, baseURL } = running();
    const results = await Promise.all(batch.map((probe) => exchange(port, probe)));
    for (const [i, { answers, raw }] of results.entries()) expectHarmless(batch[i], answers, raw, port);
    const health = await fetch(`${baseURL}/healthz`);
    expect(health.status).toBe(200);
  },
  60_000,
);

test("the server logged no stack trace for any of it", () => {
  expect(running().output()).not.toMatch(/\n\s+at /);
});
