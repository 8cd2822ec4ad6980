import { expect, test } from "vitest";
import { normalizeOrigin } from "./origin";

test("accepts a bare origin and drops the trailing slash", () => {
  expect(normalizeOrigin("https://Www.Example.dev/")).toBe("https://www.example.dev");
  expect(normalizeOrigin("http://localhost:3000")).toBe("http://localhost:3000");
});

test("rejects paths, other schemes and garbage, naming the setting", () => {
  expect(() => normalizeOrigin("https://example.dev/blog")).toThrow(/PUBLIC_ORIGIN/);
  expect(() => normalizeOrigin("ftp://example.dev")).toThrow(/expected an origin/);
  expect(() => normalizeOrigin("example.dev")).toThrow(/got "example.dev"/);
});
