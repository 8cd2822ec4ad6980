// The code of the demo page's islands (demo-islands.ts), one chunk that loads when the first of
// them is wanted: one request rather than three, and with the slider it brings its own use of
// react-dom, so React and React DOM stay in one shared chunk for every page.
export { PaginatorDemo } from "./paginator-demo";
export { SliderDemo } from "./slider-demo";
export { TableDemo } from "./table-demo";

// The widgets above take the package's hydration hook from inside the package; the page takes it
// from the public entry. Reaching that entry from here too keeps both in one shared chunk:
// otherwise esbuild gives the entry, a bare re-export, an empty chunk of its own, one more
// request on every page that uses the hook.
export { useHydrated } from "@davide-marchetti/widgets/hooks";
