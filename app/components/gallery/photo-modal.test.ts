import { expect, test } from "vitest";
import { modalFromSearch } from "~/components/use-modal-url";
import { photoModal } from "./photo-modal";

test("the outdoor query names a location and a photo counted from 1", () => {
  expect(modalFromSearch(photoModal, "?location=etna&photo=2")).toEqual({ location: "etna", photo: 2 });
  expect(modalFromSearch(photoModal, "?location=etna")).toEqual({ location: "etna", photo: 1 });
  expect(modalFromSearch(photoModal, "?location=etna&photo=0")).toBeNull();
  expect(modalFromSearch(photoModal, "?location=etna&photo=x")).toBeNull();
  expect(modalFromSearch(photoModal, "?photo=2")).toBeNull();
  expect(photoModal.write({ location: "val-d-orcia", photo: 3 })).toBe("?location=val-d-orcia&photo=3");
  expect(modalFromSearch(photoModal, photoModal.write({ location: "val-d-orcia", photo: 3 }))).toEqual({ location: "val-d-orcia", photo: 3 });
});
