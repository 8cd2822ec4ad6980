import { expect, test } from "vitest";
import { navCurrent, navSection, PAGES } from "./site-pages";

test("every page of the navigation has its own path and label", () => {
  expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length);
  expect(new Set(PAGES.map((page) => page.label)).size).toBe(PAGES.length);
});

test("a path belongs to its page, or to the page it lives under", () => {
  expect(navSection("/")).toBe("/");
  expect(navSection("/outdoor")).toBe("/outdoor");
  expect(navSection("/outdoor/")).toBe("/outdoor");
  expect(navSection("/js-doc/this-in-javascript")).toBe("/js-doc");
  expect(navSection("/curriculum")).toBe("/");
  expect(navSection("/projects/countdown")).toBe("/");
  expect(navSection("/outdoors")).toBeUndefined();
  expect(navSection("/no/such/page")).toBeUndefined();
});

test("the link to the page is the current page; the link to its section is current too, as a section", () => {
  expect(navCurrent("/outdoor", "/outdoor")).toBe("page");
  expect(navCurrent("/outdoor", "/")).toBeUndefined();
  expect(navCurrent("/js-doc/this-in-javascript", "/js-doc")).toBe("true");
  expect(navCurrent("/js-doc", "/js-doc")).toBe("page");
  expect(navCurrent("/projects/countdown", "/")).toBe("true");
  expect(navCurrent("/no/such/page", "/")).toBeUndefined();
});
