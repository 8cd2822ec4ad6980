import { expect, test } from "vitest";
import { modalFromSearch, searchForModal } from "./use-modal-url";

test("the query names the modal", () => {
  expect(modalFromSearch("?cv")).toEqual({ kind: "cv" });
  expect(modalFromSearch("?cv=")).toEqual({ kind: "cv" });
  expect(modalFromSearch("?project=card-slider")).toEqual({ kind: "project", slug: "card-slider" });
  expect(modalFromSearch("?project=")).toBeNull();
  expect(modalFromSearch("")).toBeNull();
  expect(modalFromSearch("?utm_source=x")).toBeNull();
});

test("a modal's query reads back as the same modal", () => {
  expect(searchForModal({ kind: "cv" })).toBe("?cv");
  expect(searchForModal({ kind: "project", slug: "a b" })).toBe("?project=a%20b");
  expect(modalFromSearch(searchForModal({ kind: "project", slug: "a b" }))).toEqual({ kind: "project", slug: "a b" });
});
