// @ts-check
import { readdirSync } from "node:fs";

/** The lessons' text lives with the rest of the owner's content, one MDX file per lesson. */
const LESSONS_DIR = "content/lessons";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  appDirectory: "app",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  serverBuildPath: "build/index.js",
  serverModuleFormat: "esm",
  serverPlatform: "node",
  ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.css.ts"],
  watchPaths: ["app/content/**/*.json", "app/content/lessons/*.mdx", "packages/widgets/dist/**/*"],
  // The widgets come built from the workspace package (packages/widgets; `npm run dev:widgets`
  // rebuilds dist/ on change and remix dev reloads). Bundled into the server build that the
  // prerender imports, like the app's own modules, rather than resolved through the workspace link.
  serverDependenciesToBundle: [/^@davide-marchetti\/widgets(\/|$)/],
  // Each app/content/lessons/<slug>.mdx is the page /js-doc/<slug>, inside the lesson-tree layout
  // (app/routes/_shell.js-doc.tsx): one route module for all of them (app/lessons/lesson-route.tsx),
  // whose loader compiles the text at build time and sends it as data. Its title and place come
  // from app/content/lessons.json.
  routes: async (defineRoutes) => {
    const slugs = readdirSync(new URL(`./app/${LESSONS_DIR}/`, import.meta.url))
      .filter((name) => /^[a-z0-9]+(?:-[a-z0-9]+)*\.mdx$/.test(name))
      .map((name) => name.slice(0, -".mdx".length));
    const routes = defineRoutes((route) => {
      for (const slug of slugs) route(slug, "lessons/lesson-route.tsx", { id: `lessons/${slug}` });
    });
    // defineRoutes nests only among its own routes: hang these under the file-system layout.
    for (const lesson of Object.values(routes)) lesson.parentId = "routes/_shell.js-doc";
    return routes;
  },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
