import { useLocation, useNavigate, type ShouldRevalidateFunction } from "@remix-run/react";
import { useCallback } from "react";

/**
 * How a page's modals live in its URL's query: `read` finds the open modal in the query (or
 * null), `write` gives the query string that opens one.
 */
export type ModalQuery<T> = { read: (params: URLSearchParams) => T | null; write: (request: T) => string };

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

/**
 * Reads the modal a URL's query asks for.
 * @example modalFromSearch(homeModals, "?project=countdown") // { kind: "project", slug: "countdown" }
 */
export function modalFromSearch<T>(query: ModalQuery<T>, search: string): T | null {
  return query.read(new URLSearchParams(search));
}

/**
 * For a page whose modals live in the query: opening or closing one changes only the query, and
 * the page's data stays the same, so no loader runs again.
 */
export const sameDataForModalQuery: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

type HistoryState = { modal?: boolean } | null;

/**
 * Keeps the open modal in the URL, so Back closes it and a shared link opens it. Opening pushes a
 * history entry; closing goes back over it when this page pushed it, or replaces the URL when the
 * visitor arrived with the modal already in it.
 */
export function useModalUrl<T>(query: ModalQuery<T>) {
  const location = useLocation();
  const navigate = useNavigate();

  const open = useCallback(
    (request: T) => navigate({ search: query.write(request) }, { preventScrollReset: true, state: { modal: true } }),
    [navigate, query],
  );

  const pushedByUs = (location.state as HistoryState)?.modal === true;
  const close = useCallback(() => {
    if (pushedByUs) navigate(-1);
    else navigate({ search: "" }, { replace: true, preventScrollReset: true });
  }, [navigate, pushedByUs]);

  // Read from the first render on: the widgets' Modal draws nothing in its first render and opens
  // from an effect, so a page hydrated at `?cv` matches its served HTML (no dialog) all the same.
  return { request: modalFromSearch(query, location.search), open, close };
}
