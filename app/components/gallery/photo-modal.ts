import type { ModalQuery } from "~/components/use-modal-url";

/** The outdoor carousel: `?location=<slug>&photo=<n>`, n counting from 1. */
export type PhotoRequest = { location: string; photo: number };

export const photoModal: ModalQuery<PhotoRequest> = {
  read(params) {
    const location = params.get("location");
    const photo = Number(params.get("photo") ?? "1");
    return location && Number.isInteger(photo) && photo >= 1 ? { location, photo } : null;
  },
  write: ({ location, photo }) => `?location=${encodeURIComponent(location)}&photo=${photo}`,
};
