// The package's entry points, in one place for the build, the size table and the tests.
// Each is a folder of src/ with an index.ts; "index" is the root (`@davide-marchetti/widgets`).

/** The seven widgets, each published as `<package>/<name>` with its stylesheet `<package>/<name>.css`. */
export const WIDGETS = ["counter", "paginator", "slider", "table", "progress-ring", "carousel", "modal"] as const;

export type Widget = (typeof WIDGETS)[number];

/** Every JavaScript entry: the root, the widgets, the theme contract and the shared hooks. */
export const ENTRIES = ["index", ...WIDGETS, "theme", "hooks"] as const;

export type Entry = (typeof ENTRIES)[number];

/** Entries with no stylesheet of their own: they render nothing. */
export const hasStylesheet = (entry: Entry) => entry !== "theme" && entry !== "hooks";

/** The source module of an entry. */
export const entrySource = (entry: Entry) => (entry === "index" ? "src/index.ts" : `src/${entry}/index.ts`);

/** The built module of an entry, relative to the package folder. */
export const entryOutput = (entry: Entry) => (entry === "index" ? "dist/index.js" : `dist/${entry}/index.js`);

/** The stylesheet of an entry: the root's is styles.css, holding every widget. */
export const entryStylesheet = (entry: Entry) => (entry === "index" ? "dist/styles.css" : `dist/${entry}.css`);
