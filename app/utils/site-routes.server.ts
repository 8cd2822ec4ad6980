import { SITE_ROUTES } from "./site-routes";
import type { SiteRoute } from "./site-paths";

/**
 * What the page script needs of SITE_ROUTES to write a page's head tags on client navigations,
 * sent with the root's data. Server only: the lesson catalogue behind SITE_ROUTES stays out of
 * the pages' JavaScript.
 */
export function seoRoutes(): Array<Pick<SiteRoute, "path" | "headline">> {
  return SITE_ROUTES.map(({ path, headline }) => ({ path, headline }));
}
