/** @type {import('@remix-run/dev').AppConfig} */
export default {
  appDirectory: "app",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  serverBuildPath: "build/index.js",
  serverModuleFormat: "esm",
  serverPlatform: "node",
  ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.css.ts"],
  watchPaths: ["app/content/**/*.json"],
  // Lesson routes: heading ids, table of contents, reading time and build-time highlighting.
  mdx: async (filename) => (await import("./app/lessons/mdx/index.js")).lessonMdxOptions(filename),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
