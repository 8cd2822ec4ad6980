import type { WidgetId } from "~/content/widget-ids";

/**
 * The live examples of each widget's page, in page order. Each is one file of ./examples, which
 * the page runs (an island, example-islands.ts, whose code is the examples' bundle built from
 * parts.ts) and shows as text beside it (the build reads the same file: scripts/build/widget-docs.ts),
 * so the code a visitor reads is the code that runs. A file that no entry names, or an entry
 * without its file, fails examples.test.ts. Read by the loaders only: the titles stay out of the
 * page's script.
 */
export type Example = { id: string; title: string; description: string };

const example = (id: string, title: string, description: string): Example => ({ id, title, description });

export const EXAMPLES: Record<WidgetId, readonly Example[]> = {
  counter: [
    example(
      "counter-basic",
      "Uncontrolled, with a pause button",
      "A countdown that started three days ago and ends in four; the bar shows the share of time gone. The counter keeps its own pause state.",
    ),
    example(
      "counter-controlled",
      "Controlled pause, Italian labels",
      "The page holds `paused`: the counter's own button and a button of the page pause and resume the same clock. Every text comes from `labels`.",
    ),
  ],
  paginator: [
    example(
      "paginator-templates",
      "The three templates",
      "`default`, `templateOne` and `templateTwo` (a window of three page numbers with the first and last pages and ellipses), each keeping its own page.",
    ),
    example(
      "paginator-controlled",
      "Controlled, with a status of your own",
      "The page owns `pageIndex`, shows the slice of a list it points at, and replaces the position text with the range of items shown (`status`).",
    ),
    example(
      "paginator-links",
      "Links that work without JavaScript (`getHref`)",
      "With `getHref` every page is an address, so paging works without JavaScript and opens in new tabs; with `onPageIndexChange` too, a plain click stays in the page and the address follows. Texts in Italian.",
    ),
  ],
  slider: [
    example(
      "slider-basic",
      "Two cards at a time, your own pictures",
      "`maxVisibleSlides={2}` where two fit, the paginator's `templateTwo`, and `renderImage` drawing each card's picture. Drag with a mouse, pen or finger, or use the arrow keys on a card.",
    ),
    example("slider-rtl", "Right to left, looping", 'Inside `dir="rtl"` the track runs leftwards and ArrowLeft moves on; `loop` runs past either end.'),
  ],
  table: [
    example("table-basic", "Sort, filter and page", "An uncontrolled table with a custom cell (the weight, formatted) and two page sizes."),
    example(
      "table-selection",
      "Custom cells, selection and actions",
      "A link in a cell, row selection held by the page, and an action button per row (its click logs to the console).",
    ),
    example(
      "table-server",
      "Server-side data",
      "With `rowCount` the table filters, sorts and pages nothing itself: it asks for a state, and the page fetches that page from a stand-in server.",
    ),
  ],
  "progress-ring": [
    example(
      "progress-ring-basic",
      "Rings that fill as they come into view",
      "Three rings with their labels; each animates once when it first shows (at once under reduced motion).",
    ),
    example("progress-ring-controlled", "Driven by a value of the page", "A smaller ring following a range input."),
  ],
  carousel: [
    example("carousel-basic", "Rotating slides", "A slide every five seconds; it pauses while the pointer or the focus is on it, and its button stops and starts the rotation."),
    example(
      "carousel-controlled",
      "Controlled, without rotation, Italian labels",
      "`autoplay={false}`: the page owns the index, and a list of steps beside the carousel moves it too.",
    ),
  ],
  modal: [
    example(
      "modal-basic",
      "A trigger and its dialog",
      '`ModalTrigger` pairs a button with the dialog it opens; focus goes into the dialog and comes back to the button. Closed, the dialog fades out before it unmounts (its exit animation, `data-state="closed"` while it plays; at once under reduced motion).',
    ),
    example(
      "modal-controlled",
      "Controlled, with a form, in Italian",
      "The page opens the dialog and closes it when the form inside is sent; the close button's name comes from `labels`.",
    ),
  ],
};
