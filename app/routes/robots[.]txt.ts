import { getOrigin } from "~/utils/origin.server";
import { absoluteUrl } from "~/utils/seo";

/** Every page is public; the sitemap on the public origin lists them. */
export function loader() {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(getOrigin(), "/sitemap.xml")}\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
