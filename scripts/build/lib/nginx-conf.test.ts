import { expect, test } from "vitest";
import { rankFamilies } from "../../../server/not-found";
import { dataRegExp, nginxLocations } from "./nginx-conf";
import { headerRules } from "./static-host-headers";

const DOC = { "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY" };
const answers = new Map<string, Record<string, string>>([
  ["/", { ...DOC, "Content-Security-Policy": "script-src 'sha256-a'", "Content-Type": "text/html" }],
  ["/outdoor", { ...DOC, "Content-Security-Policy": "script-src 'sha256-b'" }],
  ["/outdoor.data", { "X-Content-Type-Options": "nosniff", "Cache-Control": "no-cache" }],
  ["/build/a.js", { "X-Content-Type-Options": "nosniff", "Cache-Control": "immutable" }],
  ["/__manifest", { "X-Content-Type-Options": "nosniff", "Content-Type": "application/json; charset=utf-8" }],
]);
const families = rankFamilies<{ pattern: string; documentFile: string; dataFile: string; document: Record<string, string>; data: Record<string, string> }>([
  { pattern: "/*", documentFile: "404.html", dataFile: "404.data", document: { ...DOC, "Cache-Control": "no-cache" }, data: { "X-Content-Type-Options": "nosniff" } },
  { pattern: "/projects/:slug", documentFile: "404/projects-slug.html", dataFile: "404/projects-slug.data", document: DOC, data: {} },
]);
const conf = nginxLocations({
  answers,
  rules: headerRules(answers),
  pageFiles: new Map([["/", "index.html"], ["/outdoor", "outdoor.html"]]),
  families,
  hidden: ["/_headers", "/index.html", "/outdoor.html"],
  mimeTypes: { ".js": "text/javascript", ".data": "text/x-script", ".webmanifest": "application/manifest+json", ".css": "text/css; charset=utf-8" },
});

test("pages from their file with all their headers; folders as one prefix; the manifest typed", () => {
  expect(conf).toContain(`location = /outdoor {\n    try_files /outdoor.html =404;\n    add_header X-Content-Type-Options "nosniff" always;\n    add_header X-Frame-Options "DENY" always;\n    add_header Content-Security-Policy "script-src 'sha256-b'" always;\n}`);
  expect(conf).toContain(`location ^~ /build/ {\n    add_header X-Content-Type-Options "nosniff" always;\n    add_header Cache-Control "immutable" always;\n}`);
  expect(conf).toContain(`location = /__manifest {\n    default_type "application/json";`);
  expect(conf).toContain("    text/x-script data;\n");
  expect(conf).toContain("    application/manifest+json webmanifest;\n");
});

test("host files and page files are not served; twins only through gzip_static; trailing slash redirected", () => {
  expect(conf).toContain("location = /_headers {\n    return 404;\n}");
  expect(conf).toContain("location = /outdoor.html {\n    return 404;\n}");
  expect(conf).toContain('if ($uri ~ "\\.(br|gz)$")');
  expect(conf).toContain("location = /outdoor/ {\n    return 308 /outdoor$is_args$args;\n}");
});

test("unknown URLs: the family's data for .data, its document otherwise, most specific first", () => {
  const projects = conf.indexOf("error_page 404 /404/projects-slug.data;");
  expect(projects).toBeGreaterThan(0);
  expect(conf.indexOf("error_page 404 /404.data;")).toBeGreaterThan(projects);
  expect(conf).toContain("error_page 404 /404.html;\n");
  expect(conf).toContain("location = /404/projects-slug.html {\n    internal;");
  expect(new RegExp(dataRegExp(families[0]!.regexp), "i").test("/Projects/x.data")).toBe(true);
  expect(new RegExp(dataRegExp(families[0]!.regexp), "i").test("/projects/x")).toBe(false);
});
