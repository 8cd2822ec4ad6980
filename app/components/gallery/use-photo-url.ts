import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useModalUrl } from "~/components/use-modal-url";
import { photoModal, photoToShow, type PhotoRequest } from "./photo-modal";

/**
 * The outdoor carousel's photo, kept in the address: the photo on show (a number past the end
 * of its place opens the last one), or, for a place the page does not have, its name for the
 * page to say so. The address says what is shown, in the same history entry and with its state,
 * so Back still closes the carousel in one step: it follows the slide, and drops a place the
 * page does not have.
 */
export function usePhotoUrl(places: readonly { slug: string; photos: readonly unknown[] }[]) {
  const modal = useModalUrl(photoModal);
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const shown =
    modal.request &&
    photoToShow(
      modal.request,
      places.map((place) => ({ slug: place.slug, photos: place.photos.length })),
    );
  const [missing, setMissing] = useState<string | null>(null);
  const show = (request: PhotoRequest | null) => navigate({ search: request ? photoModal.write(request) : "" }, { replace: true, preventScrollReset: true, state });
  // What the address should say: the photo on show, or nothing for an unknown place.
  const wanted = shown && (shown.kind === "photo" ? photoModal.write(shown) : "");
  const unknownPlace = shown?.kind === "unknown" ? shown.location : null;
  useEffect(() => {
    if (unknownPlace !== null) setMissing(unknownPlace);
    if (wanted !== null && wanted !== search) navigate({ search: wanted }, { replace: true, preventScrollReset: true, state });
  }, [unknownPlace, wanted, search, navigate, state]);

  return {
    open: shown?.kind === "photo" ? shown : null,
    /** The place an address asked for that the page does not have, until a photo is opened. */
    missing,
    onOpen: (request: PhotoRequest) => {
      setMissing(null);
      modal.open(request);
    },
    onClose: modal.close,
    /** The carousel moved to another photo of the open place. */
    onShow: show,
  };
}
