import { expect, test } from "vitest";
import { BROTLI, checkTarget, etagMatches, GZIP, IDENTITY, ifMatch, MAX_URL_LENGTH, pickEncoding, validHost } from "./request.ts";

test("a plain path and its query are split and kept encoded", () => {
  expect(checkTarget("/outdoor")).toEqual({ path: "/outdoor", search: "" });
  expect(checkTarget("/js-doc/x?p=%2Fa&v=1")).toEqual({ path: "/js-doc/x", search: "?p=%2Fa&v=1" });
  expect(checkTarget("/caf%C3%A9")).toEqual({ path: "/caf%C3%A9", search: "" });
});

test.each([
  ["/../etc/passwd", 400],
  ["/build/../../package.json", 400],
  ["/%2e%2e/%2e%2e/etc/passwd", 400],
  ["/%2E%2E%2Fpackage.json", 400],
  ["/build/..%2f..%2fpackage.json", 400],
  ["/%252e%252e/%252e%252e/etc/passwd", 400],
  ["/%25252e%25252e/x", 400],
  ["/..%5c..%5cpackage.json", 400],
  ["/a\\b", 400],
  ["/%00", 400],
  ["/x%0d%0aSet-Cookie:a", 400],
  ["/%E0%A4%A", 400],
  ["/%", 400],
  ["/%zz", 400],
  ["/%c0%ae%c0%ae/", 400],
  ["http://evil.example/../x", 400],
  ["http://user@evil.example/", 400],
  ["http://", 400],
  ["ftp://evil.example/", 400],
  ["127.0.0.1:80", 400],
  ["/a?b\u0000", 400],
  ["//evil.example/x", 400],
  ["*", 400],
  ["", 400],
  ["/" + "a".repeat(MAX_URL_LENGTH), 414],
])("%s is refused with %i", (url, status) => {
  expect(checkTarget(url)).toEqual({ status });
});

test("an absolute-form target gives its path and its authority, which stands for Host", () => {
  expect(checkTarget("http://127.0.0.1:3000/outdoor?x=1")).toEqual({ path: "/outdoor", search: "?x=1", authority: "127.0.0.1:3000" });
  expect(checkTarget("HTTPS://example.dev")).toEqual({ path: "/", search: "", authority: "example.dev" });
  expect(checkTarget("http://example.dev?x")).toEqual({ path: "/", search: "?x", authority: "example.dev" });
});

test("percent-encoded unreserved characters are the characters themselves; other escapes stay", () => {
  expect(checkTarget("/%6Futdoor")).toEqual({ path: "/outdoor", search: "" });
  expect(checkTarget("/%70rojects/portfolio")).toEqual({ path: "/projects/portfolio", search: "" });
  expect(checkTarget("/%7E%5f%2D%41")).toEqual({ path: "/~_-A", search: "" });
  expect(checkTarget("/a%2Fb%20c%25")).toEqual({ path: "/a%2Fb%20c%25", search: "" });
  expect(checkTarget("/x?%6F")).toEqual({ path: "/x", search: "?%6F" });
});

test("a backslash in the query is data, not a path trick", () => {
  expect(checkTarget("/outdoor?q=a\\b")).toEqual({ path: "/outdoor", search: "?q=a\\b" });
});

test("a literal percent sign that decodes once is not mistaken for double encoding", () => {
  expect(checkTarget("/100%25")).toEqual({ path: "/100%25", search: "" });
});

test("the best accepted encoding wins and q=0 excludes one", () => {
  expect(pickEncoding(undefined)).toBe(IDENTITY);
  expect(pickEncoding("gzip, deflate, br, zstd")).toBe(BROTLI);
  expect(pickEncoding("gzip")).toBe(GZIP);
  expect(pickEncoding("br;q=0, gzip;q=0.8")).toBe(GZIP);
  expect(pickEncoding("identity")).toBe(IDENTITY);
  expect(pickEncoding("gzip;q=0, deflate;q=1")).toBe(IDENTITY);
});

test("codings are case-insensitive tokens, not substrings", () => {
  expect(pickEncoding("GZIP")).toBe(GZIP);
  expect(pickEncoding("Br, gzip")).toBe(BROTLI);
  expect(pickEncoding("brotli")).toBe(IDENTITY);
  expect(pickEncoding("x-gzipped, abr")).toBe(IDENTITY);
});

test("If-Match passes with * or the representation's own tag, by strong comparison", () => {
  expect(ifMatch("*", undefined)).toBe(true);
  expect(ifMatch('"x", "abc"', '"abc"')).toBe(true);
  expect(ifMatch('W/"abc"', '"abc"')).toBe(false);
  expect(ifMatch('"abc-br"', '"abc"')).toBe(false);
  expect(ifMatch('"abc"', undefined)).toBe(false);
});

test("If-None-Match matches the representation's own tag by weak comparison, in a list, or with *", () => {
  expect(etagMatches('"abc"', '"abc"')).toBe(true);
  expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
  expect(etagMatches('"x", "abc-br"', '"abc-br"')).toBe(true);
  expect(etagMatches("*", '"abc"')).toBe(true);
  expect(etagMatches('"abd"', '"abc"')).toBe(false);
  // The brotli twin's tag does not stand for the plain body.
  expect(etagMatches('"abc-br"', '"abc"')).toBe(false);
  expect(etagMatches(undefined, '"abc"')).toBe(false);
});

test("only well-formed hosts are accepted", () => {
  expect(validHost("localhost:3000")).toBe(true);
  expect(validHost("www.example.dev")).toBe(true);
  expect(validHost("[::1]:8080")).toBe(true);
  expect(validHost("127.0.0.1")).toBe(true);
  expect(validHost("portfolio_web:3000")).toBe(true);
  expect(validHost("127.0.0.1:")).toBe(true);
  expect(validHost(undefined)).toBe(false);
  expect(validHost("a b")).toBe(false);
  expect(validHost("evil.example/path")).toBe(false);
  expect(validHost("[")).toBe(false);
  expect(validHost("x".repeat(300))).toBe(false);
});
