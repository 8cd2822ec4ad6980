import { useLocation } from "@remix-run/react";
import { absoluteUrl, jsonLdText } from "~/utils/seo";
import { findRoute, SHARE_IMAGE, shareImagePath, type SiteRoute } from "~/utils/site-paths";

export type SeoData = {
  origin: string;
  siteName: string;
  person: Record<string, unknown>;
  /** The site's pages (SITE_ROUTES), sent by the root loader: the page script carries no list of its own. */
  routes: ReadonlyArray<Pick<SiteRoute, "path" | "headline">>;
};

/**
 * The tags that depend on the page's URL: canonical, og:url and the page's own share image, plus
 * the JSON-LD Person on home. Only pages in SITE_ROUTES get them, so a 404 never claims a
 * canonical URL. (JSON-LD is a data block, not script: CSP script-src does not apply to it.)
 */
export function SeoHead({ data }: { data: SeoData | undefined }) {
  const { pathname } = useLocation();
  const route = data ? findRoute(data.routes, pathname) : undefined;
  if (!data || !route) return null;
  const url = absoluteUrl(data.origin, route.path);
  const image = absoluteUrl(data.origin, shareImagePath(route.path));
  const imageAlt = `${data.siteName}: ${route.headline}`;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={route.path === "/" ? "profile" : "website"} />
      <meta property="og:site_name" content={data.siteName} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {route.path === "/" ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data.person) }} /> : null}
    </>
  );
}
