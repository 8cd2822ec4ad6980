/**
 * What the build writes for the widgets' documentation pages (scripts/build/widget-docs.ts) into
 * app/content/generated/widget-docs.json: the reference tables generated from the package's types,
 * and each live example's source. Types only: the data itself is read by docs-data.server.ts.
 */

/** A table as data: its head and its rows of cells, each cell Markdown inline text (code spans only). */
export type ReferenceTable = { head: string[]; rows: string[][] };

/** Code as text, and highlighted (a `<pre><code>` of classed tokens). */
export type CodeText = { source: string; html: string };

/**
 * A widget's generated reference: its props and labels tables, the theme properties its stylesheet
 * reads, and the lines that install and import it.
 */
export type WidgetReference = {
  props: ReferenceTable;
  labels: ReferenceTable;
  themeVars: string[];
  install: { command: CodeText; usage: CodeText };
  /**
   * Bytes, minified and gzipped: its JavaScript at first load, what loads later (the modal's
   * dialog), its stylesheet, and its best-known peer's JavaScript measured the same way.
   */
  size: { js: number; lazy: number; css: number; peer: { name: string; js: number } | null };
  /** How a Server Component page uses it with function props: the files of a Client Component of yours and the page (none where every prop can be serialised). */
  serverRecipe: ExampleSource[];
};

/** A live example's file (from the project's root), its text and that text highlighted. */
export type ExampleSource = CodeText & { file: string };

export type WidgetDocsData = {
  /** Every theme custom property: name, default, what it styles. */
  theme: ReferenceTable;
  widgets: Record<string, WidgetReference>;
  examples: Record<string, ExampleSource>;
  /** The URL of the examples' own bundle (app/widget-docs/parts.ts), built apart from the site's scripts. */
  examplesScript: string;
};

/** Where the page puts its React for the examples' bundle (react-bridge.ts, scripts/build/widget-docs.ts). */
export const BRIDGE_GLOBAL = "__portfolioReactBridge";
