import { useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";

/** Which home-page modal the URL asks for: `?cv` or `?project=<slug>`. */
export type ModalRequest = { kind: "cv" } | { kind: "project"; slug: string } | null;

/**
 * Reads the modal a URL's query asks for.
 * @example modalFromSearch("?project=countdown") // { kind: "project", slug: "countdown" }
 */
export function modalFromSearch(search: string): ModalRequest {
  const params = new URLSearchParams(search);
  if (params.has("cv")) return { kind: "cv" };
  const slug = params.get("project");
  return slug ? { kind: "project", slug } : null;
}

/**
 * The query string that opens a modal.
 * @example searchForModal({ kind: "cv" }) // "?cv"
 */
export function searchForModal(request: NonNullable<ModalRequest>): string {
  return request.kind === "cv" ? "?cv" : `?project=${encodeURIComponent(request.slug)}`;
}

type HistoryState = { modal?: boolean } | null;

/**
 * Keeps the open modal in the URL, so Back closes it and a shared link opens it. Opening pushes a
 * history entry; closing goes back over it when this page pushed it, or replaces the URL when the
 * visitor arrived with the modal already in it.
 */
export function useModalUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  // The dialog's portal exists only in the browser: open after hydration, so the server's HTML
  // and the first client render agree.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const open = useCallback(
    (request: NonNullable<ModalRequest>) =>
      navigate({ search: searchForModal(request) }, { preventScrollReset: true, state: { modal: true } }),
    [navigate],
  );

  const pushedByUs = (location.state as HistoryState)?.modal === true;
  const close = useCallback(() => {
    if (pushedByUs) navigate(-1);
    else navigate({ search: "" }, { replace: true, preventScrollReset: true });
  }, [navigate, pushedByUs]);

  return { request: hydrated ? modalFromSearch(location.search) : null, open, close };
}
