import { getOrigin } from "~/utils/origin.server";
import { absoluteUrl } from "~/utils/seo";
import { SITE_ROUTES } from "~/utils/site-routes";

/** The sitemap, generated from the one list of public pages. */
export function loader() {
  const origin = getOrigin();
  const urls = SITE_ROUTES.map(
    (route) => `  <url>\n    <loc>${absoluteUrl(origin, route.path)}</loc>\n    <priority>${route.priority.toFixed(1)}</priority>\n  </url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
