import { useLocation, useNavigate, type ShouldRevalidateFunction } from "@remix-run/react";
import { useCallback, useState } from "react";

/**
 * How a page's modals live in its URL's query: `read` finds the open modal in the query (or
 * null), `write` gives the query string that opens one.
 */
export type ModalQuery<T> = { read: (params: URLSearchParams) => T | null; write: (request: T) => string };

/**
 * Reads the modal a URL's query asks for. Each page keeps its own query beside it
 * (`home/home-modals.ts`, `gallery/photo-modal.ts`), so a page ships only its own.
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

  const open = useCallback((request: T) => navigate({ search: query.write(request) }, { preventScrollReset: true, state: { modal: true } }), [navigate, query]);

  const pushedByUs = (location.state as HistoryState)?.modal === true;
  const close = useCallback(() => {
    if (pushedByUs) navigate(-1);
    else navigate({ search: "" }, { replace: true, preventScrollReset: true });
  }, [navigate, pushedByUs]);

  // Read from the first render on: the widgets' Modal draws nothing in its first render and opens
  // from an effect, so a page hydrated at `?cv` matches its served HTML (no dialog) all the same.
  return { request: modalFromSearch(query, location.search), open, close };
}

/**
 * What a modal shows: `value` while there is one, and the last one after it has gone, while the
 * dialog plays its exit animation (the widgets' Modal stays for it with `data-state="closed"`).
 *
 * @example const project = useLastShown(openProject); <Modal open={openProject !== undefined} title={project?.title}>
 */
export function useLastShown<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}
