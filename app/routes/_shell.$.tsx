/**
 * Any path no other route claims: a real 404 status. The shell's error boundary renders it, inside
 * the sidebar shell, and the root's meta names it and keeps it out of search results.
 */
export function loader() {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/** Never rendered (the loader always throws); its presence makes this a page route, not a resource route. */
export default function NotFound() {
  return null;
}
