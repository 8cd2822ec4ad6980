/**
 * The site's one web font: Geist, a variable font (weights 100 to 900, upright and italic), from
 * @fontsource-variable/geist, subset by the build to the characters the site uses
 * (scripts/build/fonts.ts) and served by the site itself.
 */
export const WEB_FONT = {
  family: "Geist",
  /** The package's Latin files, the subset's sources. */
  sources: {
    normal: "@fontsource-variable/geist/files/geist-latin-wght-normal.woff2",
    italic: "@fontsource-variable/geist/files/geist-latin-wght-italic.woff2",
  },
  /** Where the subsets are served from (written into public/ by the build). */
  urls: {
    normal: "/generated/fonts/geist-normal.woff2",
    italic: "/generated/fonts/geist-italic.woff2",
  },
} as const;
