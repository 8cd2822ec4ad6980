import { matchRoutes } from "@remix-run/react";

/**
 * Unknown URLs on a static host. The export holds one prerendered 404 per route with a param or a
 * splat (scripts/build/prerender.ts), as a document and as single-fetch data; the Node server
 * answers an unknown URL with the one React Router matches there (server/not-found.ts). A static
 * host answers any unknown URL with an HTML page instead, also when client navigation asks for
 * `/unknown.data`, which Remix cannot decode ("Unable to decode turbo-stream response": the page
 * would show "Something went wrong"). So, in the browser, such an answer is replaced by the data
 * of the matching family, read from the export.
 */

type RouteLike = { path?: string; index?: boolean; children?: RouteLike[] };

/**
 * Where the export keeps a 404 family, by its route pattern, without the extension.
 * @example notFoundFile("/projects/:slug") // "404/projects-slug"
 */
export function notFoundFile(pattern: string): string {
  return pattern === "/*"
    ? "404"
    : `404/${pattern
        .slice(1)
        .replace(/[/:*]+/g, "-")
        .replace(/-+$/, "")}`;
}

/**
 * The path of the family data that answers a `.data` URL nothing in the export matches, or
 * undefined when the routes do not lead to a family.
 * @example notFoundDataPath(routes, "/projects/nope.data") // "/404/projects-slug.data"
 */
export function notFoundDataPath(routes: RouteLike[], dataPath: string): string | undefined {
  if (!dataPath.endsWith(".data")) return undefined;
  const path = dataPath === "/_root.data" ? "/" : dataPath.slice(0, -".data".length);
  const matches = matchRoutes(routes as Parameters<typeof matchRoutes>[0], path);
  if (!matches) return undefined;
  const pattern = `/${matches
    .map((match) => (match.route as RouteLike).path ?? "")
    .filter(Boolean)
    .join("/")}`
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/$/, "$1");
  return /[:*]/.test(pattern) ? `/${notFoundFile(pattern)}.data` : undefined;
}

/**
 * Wraps `window.fetch` so that a same-origin `.data` request answered with a 404 that is not
 * single-fetch data (a static host's HTML 404 page) gets its family's data, still as a 404.
 * `routes` gives the route tree as it is at that moment (lazy route discovery adds to it).
 */
export function answerUnknownDataFromExport(routes: () => RouteLike[] | undefined): void {
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    if (response.status !== 404 || response.headers.get("Content-Type")?.startsWith("text/x-script")) return response;
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const tree = routes();
    const file = url.origin === location.origin && tree ? notFoundDataPath(tree, url.pathname) : undefined;
    if (!file || file === url.pathname) return response;
    const family = await original(file);
    if (!family.ok) return response;
    return new Response(family.body, { status: 404, statusText: "Not Found", headers: { "Content-Type": "text/x-script" } });
  };
}
