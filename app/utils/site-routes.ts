import { LESSONS_PATH, lessonPath, lessons } from "../lessons/lessons";
import { PAGES } from "./site-pages";
import type { SiteRoute } from "./site-paths";

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
