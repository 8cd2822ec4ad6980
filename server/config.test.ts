import { expect, test } from "vitest";
import { parsePort } from "./config.ts";

test("PORT is a port number or unset", () => {
  expect(parsePort(undefined)).toBe(3000);
  expect(parsePort("8080")).toBe(8080);
  expect(parsePort(" 443 ")).toBe(443);
  for (const bad of ["", " ", "abc", "0", "65536", "3000abc", "-1", "1e3", "0x50", "80.5"]) {
    expect(() => parsePort(bad), JSON.stringify(bad)).toThrow(/is not a port number/);
  }
});
