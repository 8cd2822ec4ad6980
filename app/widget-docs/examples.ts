import type { ComponentType } from "react";
import type { IslandSpec } from "~/components/island";
import type { WidgetId } from "~/content/widget-ids";

/**
 * The live examples of each widget's page, in page order. Each is one file of ./examples, which
 * the page runs (loaded as an island when it comes into view) and shows as text beside it (the
 * build reads the same file: scripts/build/widget-docs.ts), so the code a visitor reads is the code
 * that runs. A file here that no entry names, or an entry without its file, fails
 * examples.test.ts.
 */
export type Example = { id: string; title: string; description: string; island: IslandSpec<Record<string, never>> };

type Module = { default: ComponentType<Record<string, never>> };

function example(id: string, title: string, description: string, load: () => Promise<Module>): Example {
  return { id, title, description, island: { name: `Example ${id}`, idPrefix: `${id}-`, load: () => load().then((module) => module.default) } };
}

export const EXAMPLES: Record<WidgetId, readonly Example[]> = {
  counter: [
    example("counter-basic", "Uncontrolled, with a pause button", "A countdown that started three days ago and ends in four; the bar shows the share of time gone. The counter keeps its own pause state.", () => import("./examples/counter-basic")),
    example("counter-controlled", "Controlled pause, Italian labels", "The page holds `paused`: the counter's own button and a button of the page pause and resume the same clock. Every text comes from `labels`.", () => import("./examples/counter-controlled")),
  ],
  paginator: [
    example("paginator-templates", "The three templates", "`default`, `templateOne` and `templateTwo` (a window of three page numbers with the first and last pages and ellipses), each keeping its own page.", () => import("./examples/paginator-templates")),
    example("paginator-controlled", "Controlled, with a status of your own", "The page owns `pageIndex`, shows the slice of a list it points at, and replaces the position text with a range of items.", () => import("./examples/paginator-controlled")),
    example("paginator-links", "Links that work without JavaScript (`getHref`)", "Every page is an address; the browser follows it and the page reads its position back from the address. Texts in Italian.", () => import("./examples/paginator-links")),
  ],
  slider: [
    example("slider-basic", "Two cards at a time, your own pictures", "`maxVisibleSlides={2}` where two fit, the paginator's `templateTwo`, and `renderImage` drawing each card's picture. Drag with a mouse, pen or finger, or use the arrow keys on a card.", () => import("./examples/slider-basic")),
    example("slider-rtl", "Right to left, looping", "Inside `dir=\"rtl\"` the track runs leftwards and ArrowLeft moves on; `loop` runs past either end.", () => import("./examples/slider-rtl")),
  ],
  table: [
    example("table-basic", "Sort, filter and page", "An uncontrolled table with a custom cell (the weight, formatted) and two page sizes.", () => import("./examples/table-basic")),
    example("table-selection", "Custom cells, selection and actions", "A link in a cell, row selection held by the page, and an action button per row (its click logs to the console).", () => import("./examples/table-selection")),
    example("table-server", "Server-side data", "With `rowCount` the table filters, sorts and pages nothing itself: it asks for a state, and the page fetches that page from a stand-in server.", () => import("./examples/table-server")),
  ],
  "progress-ring": [
    example("progress-ring-basic", "Rings that fill as they come into view", "Three rings with their labels; each animates once when it first shows (at once under reduced motion).", () => import("./examples/progress-ring-basic")),
    example("progress-ring-controlled", "Driven by a value of the page", "A smaller ring following a range input.", () => import("./examples/progress-ring-controlled")),
  ],
  carousel: [
    example("carousel-basic", "Rotating slides", "A slide every five seconds; it pauses while the pointer or the focus is on it, and its button stops and starts the rotation.", () => import("./examples/carousel-basic")),
    example("carousel-controlled", "Controlled, without rotation, Italian labels", "`autoplay={false}`: the page owns the index, and a list of steps beside the carousel moves it too.", () => import("./examples/carousel-controlled")),
  ],
  modal: [
    example("modal-basic", "A trigger and its dialog", "`ModalTrigger` pairs a button with the dialog it opens; focus goes into the dialog and comes back to the button.", () => import("./examples/modal-basic")),
    example("modal-controlled", "Controlled, with a form, in Italian", "The page opens the dialog and closes it when the form inside is sent; the close button's name comes from `labels`.", () => import("./examples/modal-controlled")),
  ],
};
