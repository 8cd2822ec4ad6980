import { getOrigin } from "~/utils/origin.server";
import { absoluteUrl } from "~/utils/seo";
import { SITE_ROUTES } from "~/utils/site-routes";

/**
 * The sitemap, generated from the one list of public pages, then the pages that stand for the
 * home page's modals: the curriculum and one per project (their own URLs, which a visitor without
 * JavaScript reaches and anyone may share).
 */
export async function loader() {
  const { getContent } = await import("~/content/content.server");
  const origin = getOrigin();
  const pages = [
    ...SITE_ROUTES.map((route) => ({ path: route.path, priority: route.priority })),
    { path: "/curriculum", priority: 0.5 },
    ...getContent().projects.map((project) => ({ path: `/projects/${project.slug}`, priority: 0.4 })),
  ];
  const urls = pages.map((page) => `  <url>\n    <loc>${absoluteUrl(origin, page.path)}</loc>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
