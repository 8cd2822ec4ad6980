import type { MetaDescriptor } from "@remix-run/node";
import type { Site, SocialChannel } from "~/content/schemas";

/**
 * The title and description every page carries, also as its Open Graph and Twitter card text:
 * `seo({ title: "Outdoor", description: "…" })`. The URL-dependent tags (canonical, og:url, the
 * share image) come from <SeoHead> in root, which knows the public origin.
 */
export function seo({ title, description }: { title: string; description: string }): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

/** An absolute URL on the public origin: `absoluteUrl("https://a.dev", "/x")` → "https://a.dev/x". */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

/** The schema.org Person that search engines read on the home page. */
export function personJsonLd({ origin, site, social, photoSrc }: { origin: string; site: Site; social: SocialChannel[]; photoSrc: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: site.name,
    jobTitle: site.title.replace(/^\w/, (c) => c.toUpperCase()),
    description: site.profile,
    email: `mailto:${site.email}`,
    url: absoluteUrl(origin, "/"),
    image: absoluteUrl(origin, photoSrc),
    sameAs: social.map((channel) => channel.url),
  };
}

/** JSON for a <script type="application/ld+json"> block: `</script>` in any string cannot close it. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
