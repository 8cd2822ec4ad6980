/**
 * The site's own pages, besides the lessons (which come from the content, see site-routes.ts), in
 * the order of the site navigation. `label` is the navigation's name for the page. Content that
 * links inside the site (a hobby's `url`) may link to these. The navigation ships this list in
 * every page's script, so what only the server needs (a page's headline, its sitemap priority) is
 * in site-routes.ts.
 */
export const PAGES = [
  { path: "/", label: "Home" },
  { path: "/outdoor", label: "Outdoor" },
  { path: "/woodwork", label: "Woodwork" },
  { path: "/js-doc", label: "Lessons" },
  { path: "/demo", label: "Libraries" },
] as const;

export type PagePath = (typeof PAGES)[number]["path"];

export const PAGE_PATHS = PAGES.map((page) => page.path);

/**
 * Which page of the navigation a path belongs to: the page itself, or the page a deeper path
 * lives under (a lesson under /js-doc; the curriculum and the project pages, the no-JavaScript
 * forms of the home page's modals, under /; the widgets' documentation under /demo, the
 * libraries).
 * @example navSection("/js-doc/this-in-javascript") // "/js-doc"
 */
export function navSection(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (PAGE_PATHS.some((page) => page === path)) return path;
  const parent = PAGE_PATHS.find((page) => page !== "/" && path.startsWith(`${page}/`));
  if (parent) return parent;
  if (path === "/widgets" || path.startsWith("/widgets/")) return "/demo";
  return path === "/curriculum" || path.startsWith("/projects/") ? "/" : undefined;
}

/**
 * The aria-current value of a navigation link: "page" on the page itself, "true" on the page whose
 * section the visitor is in, nothing elsewhere.
 * @example navCurrent("/js-doc/this-in-javascript", "/js-doc") // "true"
 */
export function navCurrent(pathname: string, page: string): "page" | "true" | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === page) return "page";
  return navSection(pathname) === page ? "true" : undefined;
}
