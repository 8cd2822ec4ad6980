// Every live example and the index's previews: the entry of the examples' own bundle, which the
// docs pages load when an example comes into view (example-islands.ts), built apart from the site's
// scripts with the page's React lent to it (scripts/build/widget-docs.ts). The loaders import it
// directly, to render each example's served HTML.
import type { ComponentType } from "react";
import CarouselBasic from "./examples/carousel-basic";
import CarouselControlled from "./examples/carousel-controlled";
import CounterBasic from "./examples/counter-basic";
import CounterControlled from "./examples/counter-controlled";
import ModalBasic from "./examples/modal-basic";
import ModalControlled from "./examples/modal-controlled";
import PaginatorControlled from "./examples/paginator-controlled";
import PaginatorLinks from "./examples/paginator-links";
import PaginatorTemplates from "./examples/paginator-templates";
import ProgressRingBasic from "./examples/progress-ring-basic";
import ProgressRingControlled from "./examples/progress-ring-controlled";
import SliderBasic from "./examples/slider-basic";
import SliderRtl from "./examples/slider-rtl";
import TableBasic from "./examples/table-basic";
import TableSelection from "./examples/table-selection";
import TableServer from "./examples/table-server";
export { default as Preview } from "./previews";

/** Each example file's component, by the file's name. */
export const EXAMPLE_COMPONENTS: Record<string, ComponentType<Record<string, never>>> = {
  "carousel-basic": CarouselBasic,
  "carousel-controlled": CarouselControlled,
  "counter-basic": CounterBasic,
  "counter-controlled": CounterControlled,
  "modal-basic": ModalBasic,
  "modal-controlled": ModalControlled,
  "paginator-controlled": PaginatorControlled,
  "paginator-links": PaginatorLinks,
  "paginator-templates": PaginatorTemplates,
  "progress-ring-basic": ProgressRingBasic,
  "progress-ring-controlled": ProgressRingControlled,
  "slider-basic": SliderBasic,
  "slider-rtl": SliderRtl,
  "table-basic": TableBasic,
  "table-selection": TableSelection,
  "table-server": TableServer,
};
