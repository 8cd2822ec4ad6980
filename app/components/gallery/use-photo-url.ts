import { useCallback, useEffect, useState } from "react";
import { useModalUrl } from "~/components/use-modal-url";
import { photoModal, photoToShow, type PhotoRequest } from "./photo-modal";

/**
 * The outdoor carousel's photo, kept in the address: the photo on show (a number past the end
 * of its place opens the last one, and the address follows the slide without a new history
 * entry), or, for a place the page does not have, its name for the page to say so (the address
 * then drops it).
 */
export function usePhotoUrl(places: readonly { slug: string; photos: readonly unknown[] }[]) {
  const modal = useModalUrl(photoModal);
  const shown = modal.request && photoToShow(modal.request, places.map((place) => ({ slug: place.slug, photos: place.photos.length })));
  const [missing, setMissing] = useState<string | null>(null);
  // What the address should say: the photo on show, or nothing for an unknown place.
  const wanted = shown === null ? null : shown.kind === "photo" ? photoModal.write(shown) : "";
  const { search, replace, open } = modal;
  useEffect(() => {
    if (shown?.kind === "unknown") setMissing(shown.location);
    if (wanted === null || wanted === search) return;
    replace(shown?.kind === "photo" ? { location: shown.location, photo: shown.photo } : null);
    // `shown` follows from `search`: these say all of it.
  }, [wanted, search, replace]);

  return {
    open: shown?.kind === "photo" ? { location: shown.location, photo: shown.photo } : null,
    /** The place an address asked for that the page does not have, until a photo is opened. */
    missing,
    onOpen: useCallback(
      (request: PhotoRequest) => {
        setMissing(null);
        open(request);
      },
      [open],
    ),
    onClose: modal.close,
    /** The carousel moved to another photo of the open place. */
    onShow: useCallback((request: PhotoRequest) => replace(request), [replace]),
  };
}
