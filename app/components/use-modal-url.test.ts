import { expect, test } from "vitest";
import { homeModals, modalFromSearch, photoModal } from "./use-modal-url";

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

test("the outdoor query names a location and a photo counted from 1", () => {
  expect(modalFromSearch(photoModal, "?location=etna&photo=2")).toEqual({ location: "etna", photo: 2 });
  expect(modalFromSearch(photoModal, "?location=etna")).toEqual({ location: "etna", photo: 1 });
  expect(modalFromSearch(photoModal, "?location=etna&photo=0")).toBeNull();
  expect(modalFromSearch(photoModal, "?location=etna&photo=x")).toBeNull();
  expect(modalFromSearch(photoModal, "?photo=2")).toBeNull();
  expect(photoModal.write({ location: "val-d-orcia", photo: 3 })).toBe("?location=val-d-orcia&photo=3");
  expect(modalFromSearch(photoModal, photoModal.write({ location: "val-d-orcia", photo: 3 }))).toEqual({ location: "val-d-orcia", photo: 3 });
});
