/** @type {import('@remix-run/dev').AppConfig} */
export default {
  appDirectory: "app",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  serverBuildPath: "build/index.js",
  serverModuleFormat: "esm",
  serverPlatform: "node",
  ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.css.ts"],
  // The widgets come built from the workspace package (packages/widgets); `npm run dev:widgets`
  // rebuilds dist/ on change and remix dev reloads.
  watchPaths: ["app/content/**/*.json", "packages/widgets/dist/**/*"],
  // Bundled into the server build rather than imported from node_modules at run time: the
  // production image (Dockerfile) carries node_modules but not the workspace's packages/.
  serverDependenciesToBundle: [/^@davide-marchetti\/widgets(\/|$)/],
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
