// The code of the demo page's islands (demo-islands.ts), one chunk that loads when the first of
// them is wanted: one request rather than three, and with the slider it brings its own use of
// react-dom, so React and React DOM stay in one shared chunk for every page.
export { PaginatorDemo } from "./paginator-demo";
export { SliderDemo } from "./slider-demo";
export { TableDemo } from "./table-demo";
