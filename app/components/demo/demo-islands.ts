import type { IslandSpec } from "~/components/island";
import type { Person } from "~/content/schemas";
import type { DemoSlide } from "./slider-demo";

// The demo page's blocks below its first screen (decision 0005, "Islands on /demo"): their HTML
// comes from the loader, their code when one of them shows on the screen. The countdown, on the first
// screen, is part of the page.

const parts = () => import("./demo-parts");

export const paginatorIsland: IslandSpec<Record<string, never>> = {
  name: "Paginator demo",
  idPrefix: "paginator-demo-",
  load: () => parts().then((module) => module.PaginatorDemo),
};

export const sliderIsland: IslandSpec<{ slides: DemoSlide[] }> = {
  name: "Slider demo",
  idPrefix: "slider-demo-",
  load: () => parts().then((module) => module.SliderDemo),
};

export const tableIsland: IslandSpec<{ people: Person[] }> = {
  name: "Table demo",
  idPrefix: "table-demo-",
  load: () => parts().then((module) => module.TableDemo),
};
