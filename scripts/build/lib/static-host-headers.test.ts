import { describe, expect, test } from "vitest";
import { headerRules, headersAt, MAX_LINE, parseRules, patternMatches, renderRules, ruleHeaders, withFileAliases } from "./static-host-headers";

const DOC = { "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY", "Cache-Control": "no-cache" };
const answers = new Map<string, Record<string, string>>([
  ["/", { ...DOC, "Content-Security-Policy": "script-src 'sha256-home'", "Content-Type": "text/html", ETag: '"x"' }],
  ["/js-doc", { ...DOC, "Content-Security-Policy": "script-src 'sha256-index'" }],
  ["/js-doc/a", { ...DOC, "Content-Security-Policy": "script-src 'sha256-a'" }],
  ["/js-doc/b", { ...DOC, "Content-Security-Policy": "script-src 'sha256-b'" }],
  ["/build/x.js", { "X-Content-Type-Options": "nosniff", "Cache-Control": "immutable", "Content-Length": "3" }],
  ["/build/_shared/y.js", { "X-Content-Type-Options": "nosniff", "Cache-Control": "immutable" }],
  ["/generated/img/p.webp", { "X-Content-Type-Options": "nosniff", "Cache-Control": "immutable" }],
  ["/generated/share/home.jpg", { "X-Content-Type-Options": "nosniff", "Cache-Control": "hour" }],
  ["/favicon.svg", { "X-Content-Type-Options": "nosniff", "Cache-Control": "hour", "Content-Security-Policy": "default-src 'none'" }],
]);

describe("headerRules", () => {
  const rules = headerRules(answers);

  test("every path gets exactly its headers, less what the host sets, each from one rule", () => {
    for (const [path, headers] of answers) expect(headersAt(rules, path), path).toEqual(ruleHeaders(headers));
  });

  test("shared headers once, uniform folders as one rule, pages one each", () => {
    expect(rules.map((rule) => rule.pattern)).toEqual(["/*", "/", "/js-doc", "/favicon.svg", "/build/*", "/generated/img/*", "/generated/share/*", "/js-doc/a", "/js-doc/b"]);
    expect(rules[0]).toEqual({ pattern: "/*", headers: [["X-Content-Type-Options", "nosniff"]] });
  });

  test("the text reads back as the same rules", () => {
    expect(parseRules(renderRules(rules))).toEqual(rules);
  });
});

test("a line Cloudflare Pages would ignore is an error", () => {
  expect(() => renderRules([{ pattern: "/", headers: [["Content-Security-Policy", "x".repeat(MAX_LINE)]] }])).toThrow(/2000 characters|Cloudflare/);
});

test("patterns: * across segments, :name one segment, the rest literal", () => {
  expect(patternMatches("/build/*", "/build/a/b.js")).toBe(true);
  expect(patternMatches("/build/*", "/build")).toBe(false);
  expect(patternMatches("/p/:slug", "/p/a")).toBe(true);
  expect(patternMatches("/p/:slug", "/p/a/b")).toBe(false);
  expect(patternMatches("/a.data", "/aXdata")).toBe(false);
});

test("two rules setting one header on a path is an error", () => {
  expect(() => headersAt([{ pattern: "/*", headers: [["A", "1"]] }, { pattern: "/x", headers: [["A", "2"]] }], "/x")).toThrow(/A set by two rules/);
});

test("a page's rule also names the file it is served from, with the same headers", () => {
  const rules = headerRules(answers);
  const aliased = withFileAliases(rules, new Map([["/", "index.html"], ["/js-doc", "js-doc.html"], ["/robots.txt", "robots.txt"]]));
  expect(aliased.length).toBe(rules.length + 2);
  expect(headersAt(aliased, "/index.html")).toEqual(headersAt(rules, "/"));
  expect(headersAt(aliased, "/js-doc.html")).toEqual(headersAt(rules, "/js-doc"));
});
