import type { ModalQuery } from "~/components/use-modal-url";

/** The home page's modals: `?cv` or `?project=<slug>`. */
export type ModalRequest = { kind: "cv" } | { kind: "project"; slug: string };

export const homeModals: ModalQuery<ModalRequest> = {
  read(params) {
    if (params.has("cv")) return { kind: "cv" };
    const slug = params.get("project");
    return slug ? { kind: "project", slug } : null;
  },
  write: (request) => (request.kind === "cv" ? "?cv" : `?project=${encodeURIComponent(request.slug)}`),
};
