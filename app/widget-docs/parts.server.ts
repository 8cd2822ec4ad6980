// The loaders' way to the examples (to render their served HTML): a `.server` module, so that the
// browser build keeps no chunk of them. In the browser they come from their own bundle
// (example-islands.ts); a chunk of the site's that imported the widgets would make the bundler
// split each widget out of the pages that use it, a response more each.
export { EXAMPLE_COMPONENTS, Preview } from "./parts";
