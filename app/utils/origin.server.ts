import { getContent } from "~/content/content.server";
import { normalizeOrigin } from "~/utils/origin";

let cached: string | undefined;

/**
 * The site's public origin, the one base for canonical URLs, share images, the sitemap and
 * robots.txt. It is `origin` in app/content/site.json; a deploy may override it with the
 * PUBLIC_ORIGIN environment variable (e.g. a staging host). A malformed value stops the server
 * at the first request rather than publishing wrong canonical URLs.
 */
export function getOrigin(): string {
  if (cached) return cached;
  cached = normalizeOrigin(process.env.PUBLIC_ORIGIN || getContent().site.origin);
  return cached;
}
