/**
 * Which prerendered 404 answers an unknown URL. The prerender renders one 404 document (and its
 * single-fetch data) per route with a param or a splat, at a sample path no content can claim
 * (`/projects/__not-found__`); a request is answered by the family whose route React Router
 * would match. That matters twice: the browser hydrates the document against the same routes
 * it was rendered with, and client navigation reads the data of exactly the routes it matched
 * (for `/projects/x` the `$slug` route's 404, not the site-wide splat's).
 *
 * Matching follows React Router 6's own rules (scores of `computeScore`, case-insensitive
 * static segments, a trailing slash allowed, each segment percent-decoded except `%2F`), and
 * tests/server/not-found.test.ts checks it against `matchRoutes` over the real route tree.
 */

const PARAM = /^:[\w-]+$/;

/**
 * React Router's rank of a route path: static segments 10, params 3, a splat -2.
 * @example routeScore("/projects/:slug") // 26
 */
export function routeScore(pattern: string): number {
  const segments = pattern.split("/");
  let score = segments.length;
  if (segments.includes("*")) score -= 2;
  for (const segment of segments) {
    if (segment === "*") continue;
    score += PARAM.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A matcher for one route path such as `/projects/:slug` or `/js-doc/*`.
 * @example patternRegExp("/projects/:slug").test("/Projects/x/") // true
 */
export function patternRegExp(pattern: string): RegExp {
  const segments = pattern.replace(/\/+$/, "").split("/").slice(1);
  let source = "^";
  for (const segment of segments) {
    if (segment === "*") return new RegExp(`${source}(?:\\/.*)?$`, "i");
    source += PARAM.test(segment) ? "\\/[^\\/]+" : `\\/${escape(segment)}`;
  }
  return new RegExp(`${source}\\/*$`, "i");
}

/**
 * The path as React Router matches it: each segment decoded, an encoded slash kept encoded.
 * @example decodePath("/caf%C3%A9/a%2Fb") // "/café/a%2Fb"
 */
export function decodePath(path: string): string {
  try {
    return path
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return path;
  }
}

/**
 * Orders 404 families as React Router ranks their routes (ties keep the route tree's order).
 * @example rankFamilies([{ pattern: "/*" }, { pattern: "/js-doc/*" }])[0].pattern // "/js-doc/*"
 */
export function rankFamilies<F extends { pattern: string }>(families: F[]): (F & { regexp: RegExp; score: number })[] {
  return families
    .map((family, order) => ({ ...family, regexp: patternRegExp(family.pattern), score: routeScore(family.pattern), order }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
}

/**
 * The family that answers a path, or undefined when none matches (there is always a site-wide
 * splat in this app, so that means a broken build).
 * `ranked` comes from rankFamilies; `path` is the still-encoded pathname.
 * @example matchFamily(rankFamilies([{ pattern: "/*" }, { pattern: "/projects/:slug" }]), "/projects/x").pattern // "/projects/:slug"
 */
export function matchFamily<F extends { regexp: RegExp }>(ranked: F[], path: string): F | undefined {
  const decoded = decodePath(path);
  return ranked.find((family) => family.regexp.test(decoded));
}
