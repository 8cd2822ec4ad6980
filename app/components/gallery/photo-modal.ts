import type { ModalQuery } from "~/components/use-modal-url";

/** The outdoor carousel: `?location=<slug>&photo=<n>`, n counting from 1. */
export type PhotoRequest = { location: string; photo: number };

export const photoModal: ModalQuery<PhotoRequest> = {
  // A photo number that is no whole number from 1 (an edited or cut-off link) is the first.
  read(params) {
    const location = params.get("location");
    const photo = Number(params.get("photo"));
    return location ? { location, photo: Number.isInteger(photo) && photo >= 1 ? photo : 1 } : null;
  },
  write: ({ location, photo }) => `?location=${encodeURIComponent(location)}&photo=${photo}`,
};

/** What a request shows: a photo of a place of the page, or that the place is not there. */
export type PhotoShown = ({ kind: "photo" } & PhotoRequest) | { kind: "unknown"; location: string };

/**
 * The photo a request opens: the one asked for, or the last of its place for a number past the
 * end (an old link, a place with fewer photos now); a place the page does not have is "unknown".
 * @example photoToShow({ location: "etna", photo: 99 }, [{ slug: "etna", photos: 3 }]) // { kind: "photo", location: "etna", photo: 3 }
 */
export function photoToShow(request: PhotoRequest, places: readonly { slug: string; photos: number }[]): PhotoShown {
  const place = places.find((candidate) => candidate.slug === request.location);
  if (!place || place.photos === 0) return { kind: "unknown", location: request.location };
  return { kind: "photo", location: place.slug, photo: Math.min(request.photo, place.photos) };
}
