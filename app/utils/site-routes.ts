import { WIDGET_IDS } from "../content/widget-ids";
import { LESSONS_PATH, lessonPath, lessons } from "../lessons/lessons";
import { type PagePath, PAGES } from "./site-pages";
import { WIDGETS_PATH, widgetName, widgetPath, type SiteRoute } from "./site-paths";

/** Each of the site's own pages' headline (its share image and title) and sitemap priority. */
const PAGE_SEO: Record<PagePath, Omit<SiteRoute, "path">> = {
  "/": { headline: "Front end developer", priority: 1.0 },
  "/outdoor": { headline: "Outdoor: mountains, lakes and trails", priority: 0.7 },
  "/woodwork": { headline: "Woodwork: reclaimed wood projects", priority: 0.6 },
  "/js-doc": { headline: "Le Basi di Javascript", priority: 0.8 },
  "/demo": { headline: "My Angular libraries, rebuilt in React", priority: 0.6 },
};

/**
 * Every public page of the site, in one list: the sitemap, the share images, canonical URLs and
 * the quality checks all read it. A page missing here gets no canonical URL and no share image,
 * and tests/browser/quality.test.ts fails until it is added.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  ...PAGES.flatMap(({ path }) => {
    const page = { path, ...PAGE_SEO[path] };
    // Each lesson follows the lesson index.
    return path === LESSONS_PATH ? [page, ...lessons.map((lesson) => ({ path: lessonPath(lesson.slug), headline: lesson.title, priority: 0.7 }))] : [page];
  }),
  // The widgets' documentation: outside the navigation, reached from /demo and the footer.
  { path: WIDGETS_PATH, headline: "Widgets: documentation", priority: 0.6 },
  ...WIDGET_IDS.map((id) => ({ path: widgetPath(id), headline: `${widgetName(id)}: documentation`, priority: 0.5 })),
];
