/**
 * Paths of the site's pages and what follows from them, without the list of pages itself
 * (site-routes.ts): the page script's head tags use these with the list the root loader sends,
 * so the lesson catalogue does not travel in every page's JavaScript.
 */

export type SiteRoute = { path: string; headline: string; priority: number };

/** The widgets' documentation: an index, and a page per widget. */
export const WIDGETS_PATH = "/widgets";

/** `widgetPath("progress-ring")` → "/widgets/progress-ring" */
export const widgetPath = (id: string) => `${WIDGETS_PATH}/${id}`;

/** A widget's component name from its id: `widgetName("progress-ring")` → "ProgressRing". */
export const widgetName = (id: string) => id.replace(/(^|-)([a-z])/g, (_all, _dash: string, letter: string) => letter.toUpperCase());

/** The page's path without a trailing slash: `normalizePath("/outdoor/")` → "/outdoor". */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : "/";
}

/** The route of `routes` a pathname shows, trailing slash or not. */
export function findRoute<R extends { path: string }>(routes: readonly R[], pathname: string): R | undefined {
  const path = normalizePath(pathname);
  return routes.find((route) => route.path === path);
}

/** The share image of a page: `shareImagePath("/js-doc/this-in-javascript")` → "/generated/share/js-doc-this-in-javascript.jpg". */
export function shareImagePath(path: string): string {
  const slug = normalizePath(path).slice(1).replace(/\//g, "-") || "home";
  return `/generated/share/${slug}.jpg`;
}

/** Share images are 1200×630, the size Open Graph and Twitter large cards expect. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
