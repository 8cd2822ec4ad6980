import { WIDGET_IDS } from "../content/widget-ids";
import { LESSONS_PATH, lessonPath, lessons } from "../lessons/lessons";
import { PAGES } from "./site-pages";
import { WIDGETS_PATH, widgetName, widgetPath, type SiteRoute } from "./site-paths";

/**
 * Every public page of the site, in one list: the sitemap, the share images, canonical URLs and
 * the quality checks all read it. A page missing here gets no canonical URL and no share image,
 * and tests/browser/quality.test.ts fails until it is added.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  ...PAGES.flatMap((page) =>
    // Each lesson follows the lesson index.
    page.path === LESSONS_PATH
      ? [page, ...lessons.map((lesson) => ({ path: lessonPath(lesson.slug), headline: lesson.title, priority: 0.7 }))]
      : [page],
  ),
  // The widgets' documentation: outside the navigation, reached from /demo and the footer.
  { path: WIDGETS_PATH, headline: "Widgets: documentation", priority: 0.6 },
  ...WIDGET_IDS.map((id) => ({ path: widgetPath(id), headline: `${widgetName(id)}: documentation`, priority: 0.5 })),
];
