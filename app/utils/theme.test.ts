import { expect, test } from "vitest";
import { parseThemeCookie, safeRedirect, serializeThemeCookie } from "./theme";

test("reads the theme cookie among others and ignores anything but light or dark", () => {
  expect(parseThemeCookie("a=1; theme=dark; b=2")).toBe("dark");
  expect(parseThemeCookie("theme=light")).toBe("light");
  expect(parseThemeCookie("theme=purple")).toBeNull();
  expect(parseThemeCookie("mytheme=dark")).toBeNull();
  expect(parseThemeCookie(null)).toBeNull();
  expect(parseThemeCookie("")).toBeNull();
});

test("stores a choice for a year and deletes it for system", () => {
  expect(serializeThemeCookie("dark")).toBe("theme=dark; Max-Age=31536000; Path=/; SameSite=Lax");
  expect(serializeThemeCookie("system")).toMatch(/^theme=; Max-Age=0;/);
});

test("follows only same-site paths after the form post", () => {
  expect(safeRedirect("/outdoor?x=1")).toBe("/outdoor?x=1");
  expect(safeRedirect("//evil.example")).toBe("/");
  expect(safeRedirect("/\\evil.example")).toBe("/");
  expect(safeRedirect("https://evil.example")).toBe("/");
  expect(safeRedirect(null)).toBe("/");
});
