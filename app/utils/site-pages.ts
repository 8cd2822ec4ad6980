/**
 * The site's own pages, besides the lessons (which come from the content, see site-routes.ts).
 * Content that links inside the site (a hobby's `url`) may link to these.
 */
export const PAGES = [
  { path: "/", headline: "Front end developer", priority: 1.0 },
  { path: "/outdoor", headline: "Outdoor: mountains, lakes and trails", priority: 0.7 },
  { path: "/woodwork", headline: "Woodwork: reclaimed wood projects", priority: 0.6 },
  { path: "/js-doc", headline: "Le Basi di Javascript", priority: 0.8 },
  { path: "/demo", headline: "My Angular libraries, rebuilt in React", priority: 0.6 },
] as const;

export const PAGE_PATHS = PAGES.map((page) => page.path);
