/*
 * What the widgets' documentation pages (/widgets/<id>) read from code rather than content:
 *   - the props, labels and theme tables, from the package's types and their TSDoc, by the
 *     generator that writes the package README's tables (packages/widgets/scripts/docs.ts): one
 *     source, so a prop added to a type shows on its page at the next build;
 *   - the theme's custom properties each widget's stylesheet reads;
 *   - each live example's source (app/widget-docs/examples/*.tsx), highlighted: the file the page
 *     runs is the text it shows;
 *   - each widget's Server Component recipe (app/widget-docs/recipes/<widget>/*.tsx, where there is
 *     one): files a reader copies, type-checked with the app and by examples-compile.test.ts;
 *   - each widget's install and import lines, its exports read from the built entry point;
 *   - its size, minified and gzipped, measured as the package's size table measures it, and its
 *     peer's from that table.
 * Written to app/content/generated/widget-docs.json (not committed), after the package's dist/.
 *   npx tsx scripts/build/widget-docs.ts          (a build step; also run by npm run build:widgets)
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { build, type Plugin } from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pathToFileURL } from "node:url";
import type { Highlighter } from "shiki";
import { getHighlighter, highlightToHtml } from "../../app/lessons/mdx/highlight";
import { WIDGETS, type Widget } from "../../packages/widgets/entries";
import { referenceTables, themeVarsOf } from "../../packages/widgets/scripts/docs";
import { measure, PEERS } from "../../packages/widgets/scripts/size";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const EXAMPLES_DIR = path.join(root, "app/widget-docs/examples");
export const RECIPES_DIR = path.join(root, "app/widget-docs/recipes");
export const OUTPUT = path.join(root, "app/content/generated/widget-docs.json");
/** Where the examples' bundle goes, and its URL's folder. */
const SCRIPT_DIR = path.join(root, "public/generated/js");
const SCRIPT_URL = "/generated/js";

/** The modules the examples take from the page (app/widget-docs/react-bridge.ts). */
export const BRIDGED = ["react", "react-dom", "react/jsx-runtime"] as const;

/**
 * Resolves React, React DOM and the JSX runtime to the page's own: each becomes a module that
 * re-exports, under the same names, what the page put on `globalThis[BRIDGE_GLOBAL]`. One React
 * on the page, and the examples render inside the page's tree.
 */
function bridge(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: "react-bridge",
    setup(bundle) {
      bundle.onResolve({ filter: /^react(-dom)?(\/jsx-runtime)?$/ }, (args) =>
        (BRIDGED as readonly string[]).includes(args.path) ? { path: args.path, namespace: "react-bridge" } : undefined,
      );
      bundle.onLoad({ filter: /.*/, namespace: "react-bridge" }, (args) => {
        const names = Object.keys(require(args.path)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== "default");
        const module = `globalThis.${BRIDGE_GLOBAL}[${JSON.stringify(args.path)}]`;
        return { contents: `const m = ${module};\nexport default m;\nexport const { ${names.join(", ")} } = m;\n`, loader: "js" };
      });
    },
  };
}

/**
 * The examples and the index's previews (app/widget-docs/parts.ts) as one ES module, bundled apart
 * from the site's own scripts: the widgets they import would otherwise be shared between the docs'
 * chunk and the pages that use them (the home page's rings and modals, the galleries' carousel),
 * and the bundler would split each into a chunk of its own on those pages too, a response more
 * each against their script budget. Returns the bundle's URL.
 */
async function bundleExamples(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, "app/widget-docs/parts.ts")],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: [bridge()],
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.contents;
  const name = `widget-examples-${createHash("sha256").update(code).digest("hex").slice(0, 10)}.js`;
  rmSync(SCRIPT_DIR, { recursive: true, force: true });
  mkdirSync(SCRIPT_DIR, { recursive: true });
  writeFileSync(path.join(SCRIPT_DIR, name), code);
  return `${SCRIPT_URL}/${name}`;
}

import { BRIDGE_GLOBAL, type CodeText, type ExampleSource, type WidgetDocsData, type WidgetReference } from "../../app/widget-docs/data";

const PACKAGE = "@davide-marchetti/widgets";

/** The examples' ids: their file names without `.tsx`, sorted. */
export function exampleIds(dir: string = EXAMPLES_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".tsx") && !name.endsWith(".test.tsx"))
    .map((name) => name.slice(0, -".tsx".length))
    .sort();
}

const code = (shiki: Highlighter, source: string, lang: "sh" | "tsx"): CodeText => ({ source, html: highlightToHtml(shiki, source, lang) });

/** What a developer types to install the package and use one widget: its stylesheet and its exports. */
async function install(shiki: Highlighter, widget: Widget): Promise<WidgetReference["install"]> {
  const entry = path.join(root, "packages/widgets/dist", widget, "index.js");
  const exported = Object.keys(await import(pathToFileURL(entry).href)).sort((a, b) => Number(/^[a-z]/.test(a)) - Number(/^[a-z]/.test(b)) || a.localeCompare(b));
  return {
    command: code(shiki, `npm install ${PACKAGE}`, "sh"),
    usage: code(shiki, `import "${PACKAGE}/${widget}.css";\nimport { ${exported.join(", ")} } from "${PACKAGE}/${widget}";`, "tsx"),
  };
}

/** A widget's Server Component recipe: its files (the Client Component of yours first), highlighted. */
function serverRecipe(shiki: Highlighter, widget: Widget): ExampleSource[] {
  const dir = path.join(RECIPES_DIR, widget);
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".tsx")) : [];
  // The page last: it imports the others.
  names.sort((a, b) => Number(a === "page.tsx") - Number(b === "page.tsx") || a.localeCompare(b));
  return names.map((name) => {
    const file = path.join(dir, name);
    return { file: path.relative(root, file), ...code(shiki, readFileSync(file, "utf8").trimEnd(), "tsx") };
  });
}

/** The widget's JavaScript, minified and gzipped, as the package's size table measures it, and its peer's. */
async function size(widget: Widget): Promise<WidgetReference["size"]> {
  const { js, lazy, css } = await measure(widget);
  const peer = PEERS[widget];
  return { js, lazy, css: css ?? 0, peer: peer ? { name: peer.name, js: peer.bytes } : null };
}

export async function widgetDocsData(): Promise<WidgetDocsData> {
  const tables = referenceTables();
  const theme = tables.theme!;
  const shiki = await getHighlighter();
  const widgets = {} as Record<Widget, WidgetReference>;
  for (const widget of WIDGETS) {
    widgets[widget] = {
      props: tables[`props:${widget}`]!,
      labels: tables[`labels:${widget}`]!,
      themeVars: themeVarsOf(widget, theme),
      install: await install(shiki, widget),
      size: await size(widget),
      serverRecipe: serverRecipe(shiki, widget),
    };
  }
  const examples: Record<string, ExampleSource> = {};
  for (const id of exampleIds()) {
    const file = path.join(EXAMPLES_DIR, `${id}.tsx`);
    const source = readFileSync(file, "utf8").trimEnd();
    examples[id] = { file: path.relative(root, file), ...code(shiki, source, "tsx") };
  }
  return { theme, widgets, examples, examplesScript: await bundleExamples() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const data = await widgetDocsData();
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(data)}\n`);
  console.log(
    `widget docs: ${WIDGETS.length} widgets' tables and ${Object.keys(data.examples).length} examples into ${path.relative(root, OUTPUT)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
