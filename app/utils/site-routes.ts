import { LESSONS_PATH, lessonPath, lessons } from "../lessons/lessons";
import { PAGES } from "./site-pages";

/**
 * Every public page of the site, in one list: the sitemap, the share images, canonical URLs and
 * the quality checks all read it. A page missing here gets no canonical URL and no share image,
 * and tests/browser/quality.test.ts fails until it is added.
 */
export const SITE_ROUTES: readonly SiteRoute[] = PAGES.flatMap((page) =>
  // Each lesson follows the lesson index.
  page.path === LESSONS_PATH
    ? [page, ...lessons.map((lesson) => ({ path: lessonPath(lesson.slug), headline: lesson.title, priority: 0.7 }))]
    : [page],
);

export type SiteRoute = { path: string; headline: string; priority: number };

/** The page's path without a trailing slash: `normalizePath("/outdoor/")` → "/outdoor". */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : "/";
}

export function findSiteRoute(pathname: string): SiteRoute | undefined {
  const path = normalizePath(pathname);
  return SITE_ROUTES.find((route) => route.path === path);
}

/** The share image of a page: `shareImagePath("/js-doc/this-in-javascript")` → "/generated/share/js-doc-this-in-javascript.jpg". */
export function shareImagePath(path: string): string {
  const slug = normalizePath(path).slice(1).replace(/\//g, "-") || "home";
  return `/generated/share/${slug}.jpg`;
}

/** Share images are 1200×630, the size Open Graph and Twitter large cards expect. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
