import { expect, test } from "vitest";
import { modalFromSearch } from "~/components/use-modal-url";
import { photoModal, photoToShow } from "./photo-modal";

test("the outdoor query names a location and a photo counted from 1; a number that is none is the first", () => {
  expect(modalFromSearch(photoModal, "?location=etna&photo=2")).toEqual({ location: "etna", photo: 2 });
  expect(modalFromSearch(photoModal, "?location=etna")).toEqual({ location: "etna", photo: 1 });
  expect(modalFromSearch(photoModal, "?location=etna&photo=0")).toEqual({ location: "etna", photo: 1 });
  expect(modalFromSearch(photoModal, "?location=etna&photo=x")).toEqual({ location: "etna", photo: 1 });
  expect(modalFromSearch(photoModal, "?location=etna&photo=2.5")).toEqual({ location: "etna", photo: 1 });
  expect(modalFromSearch(photoModal, "?photo=2")).toBeNull();
  expect(modalFromSearch(photoModal, "?location=&photo=2")).toBeNull();
  expect(photoModal.write({ location: "val-d-orcia", photo: 3 })).toBe("?location=val-d-orcia&photo=3");
  expect(modalFromSearch(photoModal, photoModal.write({ location: "val-d-orcia", photo: 3 }))).toEqual({ location: "val-d-orcia", photo: 3 });
});

const PLACES = [
  { slug: "etna", photos: 3 },
  { slug: "dolomites", photos: 9 },
];

test("a request shows its photo, the last one for a number past the end, and an unknown place as unknown", () => {
  expect(photoToShow({ location: "etna", photo: 2 }, PLACES)).toEqual({ kind: "photo", location: "etna", photo: 2 });
  expect(photoToShow({ location: "etna", photo: 3 }, PLACES)).toEqual({ kind: "photo", location: "etna", photo: 3 });
  expect(photoToShow({ location: "etna", photo: 99 }, PLACES)).toEqual({ kind: "photo", location: "etna", photo: 3 });
  expect(photoToShow({ location: "nope", photo: 1 }, PLACES)).toEqual({ kind: "unknown", location: "nope" });
  // Slugs are matched as written: the address names a place exactly.
  expect(photoToShow({ location: "Etna", photo: 1 }, PLACES)).toEqual({ kind: "unknown", location: "Etna" });
  expect(photoToShow({ location: "etna", photo: 1 }, [{ slug: "etna", photos: 0 }])).toEqual({ kind: "unknown", location: "etna" });
});
