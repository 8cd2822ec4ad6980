import { expect, test } from "vitest";
import { modalFromSearch } from "~/components/use-modal-url";
import { homeModals } from "./home-modals";

test("the home query names the modal", () => {
  expect(modalFromSearch(homeModals, "?cv")).toEqual({ kind: "cv" });
  expect(modalFromSearch(homeModals, "?cv=")).toEqual({ kind: "cv" });
  expect(modalFromSearch(homeModals, "?project=card-slider")).toEqual({ kind: "project", slug: "card-slider" });
  expect(modalFromSearch(homeModals, "?project=")).toBeNull();
  expect(modalFromSearch(homeModals, "")).toBeNull();
  expect(modalFromSearch(homeModals, "?utm_source=x")).toBeNull();
});

test("a home modal's query reads back as the same modal", () => {
  expect(homeModals.write({ kind: "cv" })).toBe("?cv");
  expect(homeModals.write({ kind: "project", slug: "a b" })).toBe("?project=a%20b");
  expect(modalFromSearch(homeModals, homeModals.write({ kind: "project", slug: "a b" }))).toEqual({ kind: "project", slug: "a b" });
});
