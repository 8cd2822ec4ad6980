import type { WidgetId } from "~/content/widget-ids";
import data from "~/content/generated/widget-docs.json";
import { plainText } from "./inline-code";
import type { ExampleSource, ReferenceTable, WidgetDocsData, WidgetReference } from "./data";

// Written by the build (scripts/build/widget-docs.ts) from the package's types and the example files.
const docs = data as WidgetDocsData;

/** A widget's generated reference; the build writes one per widget of the package. */
export function widgetReference(id: WidgetId): WidgetReference {
  const reference = docs.widgets[id];
  if (!reference) throw new Error(`app/content/generated/widget-docs.json has no reference for "${id}": run npm run widget-docs`);
  return reference;
}

/** The rows of the theme table for these custom properties, in the table's order. */
export function themeRows(names: readonly string[]): ReferenceTable {
  const wanted = new Set(names);
  return { head: docs.theme.head, rows: docs.theme.rows.filter(([name]) => wanted.has(plainText(name!))) };
}

/** An example's source as the build read and highlighted it. */
export function exampleSource(id: string): ExampleSource {
  const example = docs.examples[id];
  if (!example) throw new Error(`app/content/generated/widget-docs.json has no example "${id}": run npm run widget-docs`);
  return example;
}

/** The URL of the examples' bundle. */
export function examplesScript(): string {
  return docs.examplesScript;
}

/** The sentences every widget's page says, as inline text (code spans only). */
export const PAGE_COPY = {
  install: "Include the widget's stylesheet once (or the package's `styles.css`, which holds all seven), then import it:",
  noScript: "JavaScript is off: the examples show as they first render, and their controls need JavaScript to work.",
  theme:
    "Every colour, radius and space of the widget is a custom property, set on `:root` or any ancestor. The values below are this site's; the fields restyle the examples on this page.",
};
