/*
 * The reference tables, generated from the code: each widget's props (from its Props type: name,
 * type, @default and JSDoc), its labels (from its Labels type and the default texts), the theme
 * variables (from the theme contract and tokens.ts) and which of them each widget's stylesheet
 * reads. One source for two readers: the README's tables, and the site's documentation pages,
 * which read `referenceTables()` as data (its cells are Markdown inline text: code spans only).
 *   npm run docs -w @davide-marchetti/widgets            rewrites the tables
 *   npm run docs -w @davide-marchetti/widgets -- --check fails when they are out of date
 * It reads the default texts from dist/: build first.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { WIDGETS, type Widget } from "../entries";
// The default texts as built (the sources' stylesheets need the build to run).
import { defaultLabels as carouselLabels } from "../dist/carousel/carousel.js";
import { defaultLabels as counterLabels } from "../dist/counter/counter.js";
import { defaultLabels as modalLabels } from "../dist/modal/labels.js";
import { defaultLabels as paginatorLabels } from "../dist/paginator/paginator.js";
import { defaultLabels as progressRingLabels } from "../dist/progress-ring/progress-ring.js";
import { defaultLabels as sliderLabels } from "../dist/slider/slider.js";
import { defaultTableLabels } from "../dist/table/labels.js";
import { themeDarkDefaults, themeDefaults } from "../src/theme/tokens";
import { staleBlocks, table, writeBlocks } from "./readme-blocks";

const types: Record<Widget, { props: string; labels: string; defaults: object }> = {
  counter: { props: "CounterProps", labels: "CounterLabels", defaults: counterLabels },
  paginator: { props: "PaginatorProps", labels: "PaginatorLabels", defaults: paginatorLabels },
  slider: { props: "SliderProps", labels: "SliderLabels", defaults: sliderLabels },
  table: { props: "TableProps", labels: "TableLabels", defaults: defaultTableLabels },
  "progress-ring": { props: "ProgressRingProps", labels: "ProgressRingLabels", defaults: progressRingLabels },
  carousel: { props: "CarouselProps", labels: "CarouselLabels", defaults: carouselLabels },
  modal: { props: "ModalProps", labels: "ModalLabels", defaults: modalLabels },
};

const root = fileURLToPath(new URL("../src/index.ts", import.meta.url));
let compiled: { program: ts.Program; checker: ts.TypeChecker; exported: Map<string, ts.Symbol> } | undefined;

/** The package's sources, type-checked once, on first use. */
function compile() {
  if (compiled) return compiled;
  const program = ts.createProgram([root], {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const exported = new Map(checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(root)!)!).map((s) => [s.name, s]));
  compiled = { program, checker, exported };
  return compiled;
}

function declaredType(name: string): ts.Type {
  const { checker, exported } = compile();
  const symbol = exported.get(name);
  if (!symbol) throw new Error(`src/index.ts does not export ${name}`);
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return checker.getDeclaredTypeOfSymbol(target);
}

const docOf = (symbol: ts.Symbol) => ts.displayPartsToString(symbol.getDocumentationComment(compile().checker)).replace(/\s+/g, " ").trim();
const tagOf = (symbol: ts.Symbol, tag: string) => {
  const found = symbol.getJsDocTags(compile().checker).find((t) => t.name === tag);
  return found ? ts.displayPartsToString(found.text).trim() : undefined;
};
const typeText = (symbol: ts.Symbol) => {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  // The type as written in the source, which keeps the names an author chose (Row, T, ReactNode).
  const { checker } = compile();
  const written = declaration && ts.isPropertySignature(declaration) && declaration.type ? declaration.type.getText() : checker.typeToString(checker.getTypeOfSymbol(symbol));
  return written.replace(/\s+/g, " ");
};
/** A Markdown code span that survives backticks inside. */
const code = (text: string) => {
  if (!text) return "";
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  return longest ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
};
// A @default is either a value (code) or a few words about one (prose).
const defaultCell = (text: string) => (/^["'`{[(\d-]|^(true|false|null)$/.test(text) ? code(text) : text);

/** A table as data: its head and its rows of cells (Markdown inline text). */
export type ReferenceTable = { head: string[]; rows: string[][] };

function propsTable(name: string): ReferenceTable {
  const rows = compile()
    .checker.getPropertiesOfType(declaredType(name))
    .map((prop) => {
      const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
      const fallback = tagOf(prop, "default");
      return [code(prop.name), code(typeText(prop)), optional ? (fallback ? defaultCell(fallback) : "") : "required", docOf(prop)];
    });
  return { head: ["prop", "type", "default", "description"], rows };
}

function defaultText(value: unknown): string {
  if (typeof value === "string") return code(JSON.stringify(value));
  if (typeof value === "function") {
    const source = String(value).replace(/\s+/g, " ");
    // Short arrows read as what they say; a named function is one of the package's sentences.
    return source.length <= 70 && source.includes("=>") ? code(source) : `English sentence (\`${value.name}\`)`;
  }
  return code(String(value));
}

function labelsTable(name: string, defaults: object): ReferenceTable {
  const rows = compile()
    .checker.getPropertiesOfType(declaredType(name))
    .map((key) => [code(key.name), code(typeText(key)), defaultText((defaults as Record<string, unknown>)[key.name]), docOf(key)]);
  return { head: ["key", "type", "default", "what it is"], rows };
}

/** The custom property of a token, by its path: `["color", "accentContrast"]` is `--dmw-color-accent-contrast`. */
const propertyName = (path: string[]) => `--dmw-${path.map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join("-")}`;

function themeTable(): ReferenceTable {
  const file = compile().program.getSourceFile(fileURLToPath(new URL("../src/theme/tokens.ts", import.meta.url)))!;
  const docs = new Map<string, string>();
  // JSDoc of each token in tokens.ts, by its path ("color.accent").
  const visit = (node: ts.Node, path: string[]) => {
    if (ts.isPropertyAssignment(node)) {
      const key = [...path, node.name.getText(file)];
      const comment = ts
        .getJSDocCommentsAndTags(node)
        .map((doc) => (ts.isJSDoc(doc) ? (ts.getTextOfJSDocComment(doc.comment) ?? "") : ""))
        .join(" ");
      docs.set(key.join("."), comment.replace(/\s+/g, " ").trim());
      node.initializer.forEachChild((child) => visit(child, key));
      return;
    }
    node.forEachChild((child) => visit(child, path));
  };
  visit(file, []);
  const rows: string[][] = [];
  const walk = (node: object, path: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      const at = [...path, key];
      if (typeof value === "string") {
        const name = propertyName(at);
        const inherited = path.length ? (docs.get(path.join(".")) ?? "") : "";
        rows.push([code(name), code(value), docs.get(at.join(".")) || inherited]);
      } else walk(value, at);
    }
  };
  walk(themeDefaults, []);
  return { head: ["custom property", "default", "what it styles"], rows };
}

/**
 * The theme's custom properties a widget's built stylesheet reads, in the theme table's order.
 * @example themeVarsOf("paginator") // ["--dmw-color-text", "--dmw-color-muted", …]
 */
export function themeVarsOf(widget: Widget, theme: ReferenceTable = themeTable()): string[] {
  const css = readFileSync(new URL(`../dist/${widget}.css`, import.meta.url), "utf8");
  const read = new Set([...css.matchAll(/var\(\s*(--dmw-[\w-]+)/g)].map((match) => match[1]));
  return theme.rows.map(([cell]) => cell!.replace(/`/g, "")).filter((name) => read.has(name));
}

/** Every reference table, by block name: `theme`, `props:<widget>`, `labels:<widget>`. */
export function referenceTables(): Record<string, ReferenceTable> {
  const tables: Record<string, ReferenceTable> = { theme: themeTable() };
  for (const widget of WIDGETS) {
    const { props, labels, defaults } = types[widget];
    tables[`props:${widget}`] = propsTable(props);
    tables[`labels:${widget}`] = labelsTable(labels, defaults);
  }
  return tables;
}

/** The README's dark-mode snippet: the package's dark colours (tokens.ts), as CSS a page pastes in. */
export function darkThemeBlock(): string {
  const lines = Object.entries(themeDarkDefaults.color).map(([key, value]) => `    ${propertyName(["color", key])}: ${value};`);
  return ["```css", "@media (prefers-color-scheme: dark) {", "  :root {", ...lines, "  }", "}", "```", ""].join("\n");
}

/** Every generated block of the README (the reference tables as Markdown, the dark-mode snippet), by name. */
export function referenceBlocks(): Record<string, string> {
  return { ...Object.fromEntries(Object.entries(referenceTables()).map(([name, { head, rows }]) => [name, table(head, rows)])), "dark-theme": darkThemeBlock() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const blocks = referenceBlocks();
  if (process.argv.includes("--check")) {
    const stale = staleBlocks(blocks);
    if (stale.length) {
      console.error(`README.md is out of date in: ${stale.join(", ")}. Run \`npm run docs -w @davide-marchetti/widgets\`.`);
      process.exit(1);
    }
    console.log("README.md reference tables are up to date");
  } else {
    writeBlocks(blocks);
    console.log(`README.md: ${Object.keys(blocks).length} tables written`);
  }
}
