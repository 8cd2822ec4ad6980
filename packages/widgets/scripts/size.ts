/*
 * What each entry point costs an app, measured the way an app's bundler would ship it: the entry
 * and everything it imports from the package bundled and minified (esbuild), React left to the
 * app, then gzipped (level 9). The modal's dialog (with @reach/dialog and its dependencies) loads
 * on first open and is counted apart. Writes the README's size table, or with --check only
 * verifies it and the budgets in size-budget.json.
 *   npm run size -w @davide-marchetti/widgets [-- --check]
 * Measures dist/: build first.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { ENTRIES, entryOutput, entryStylesheet, type Entry, hasStylesheet } from "../entries";
import { staleBlocks, table, writeBlocks } from "./readme-blocks";

const packageRoot = fileURLToPath(new URL("..", import.meta.url));
const PACKAGE = "@davide-marchetti/widgets";
const budgets = JSON.parse(readFileSync(new URL("../size-budget.json", import.meta.url), "utf8")) as Record<string, { js: number; lazy?: number; css?: number }>;

export type EntrySize = { entry: Entry; js: number; lazy: number; css: number | null };

/**
 * The library each widget is measured against, and its JavaScript, minified and gzipped, by the
 * same method (issue 24: its package bundled with esbuild, React left out, gzip level 9). Every
 * entry point, first load and first open together, stays lighter.
 */
export const PEERS: Partial<Record<Entry, { name: string; bytes: number }>> = {
  counter: { name: "react-countdown", bytes: 3800 },
  paginator: { name: "react-paginate", bytes: 5200 },
  slider: { name: "Embla Carousel", bytes: 8200 },
  table: { name: "TanStack Table (core)", bytes: 10000 },
  "progress-ring": { name: "react-circular-progressbar", bytes: 1600 },
  carousel: { name: "Embla Carousel", bytes: 8200 },
  modal: { name: "Radix Dialog", bytes: 14200 },
};

const gzip = (content: string | Uint8Array) => gzipSync(content, { level: 9 }).length;

/** Gzipped bytes of the entry's JavaScript (first load, and what loads later) and of its stylesheet. */
export async function measure(entry: Entry): Promise<EntrySize> {
  const result = await build({
    absWorkingDir: packageRoot,
    entryPoints: [entryOutput(entry)],
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    write: false,
    outdir: "size",
    platform: "browser",
    target: "es2022",
    external: ["react", "react-dom", "react/*", "react-dom/*"],
    logLevel: "silent",
    metafile: true,
  });
  const outputs = result.metafile.outputs;
  // The entry's file and every chunk it imports statically load with the page; the rest later.
  const first = new Set<string>();
  const visit = (file: string) => {
    if (first.has(file)) return;
    first.add(file);
    for (const imported of outputs[file]!.imports) if (imported.kind === "import-statement" && outputs[imported.path]) visit(imported.path);
  };
  visit(Object.keys(outputs).find((file) => outputs[file]!.entryPoint)!);
  let js = 0;
  let lazy = 0;
  for (const file of result.outputFiles) {
    const relative = file.path.slice(packageRoot.length).replace(/^\//, "");
    if (!relative.endsWith(".js")) continue;
    if (first.has(relative)) js += gzip(file.contents);
    else lazy += gzip(file.contents);
  }
  const css = !hasStylesheet(entry) ? null : gzip(readFileSync(`${packageRoot}/${entryStylesheet(entry)}`));
  return { entry, js, lazy, css };
}

export async function measureAll(): Promise<EntrySize[]> {
  return Promise.all(ENTRIES.map(measure));
}

/** Entries over their budget, as sentences. */
export function overBudget(sizes: EntrySize[]): string[] {
  const problems: string[] = [];
  for (const size of sizes) {
    const budget = budgets[size.entry];
    if (!budget) {
      problems.push(`${size.entry}: no budget in size-budget.json`);
      continue;
    }
    if (size.js > budget.js) problems.push(`${size.entry}: JavaScript ${size.js} B > ${budget.js} B`);
    if (size.lazy > (budget.lazy ?? 0)) problems.push(`${size.entry}: JavaScript loaded later ${size.lazy} B > ${budget.lazy ?? 0} B`);
    if (size.css !== null && size.css > (budget.css ?? 0)) problems.push(`${size.entry}: CSS ${size.css} B > ${budget.css ?? 0} B`);
    const peer = PEERS[size.entry];
    if (peer && size.js + size.lazy >= peer.bytes) problems.push(`${size.entry}: JavaScript ${size.js + size.lazy} B is not lighter than ${peer.name} (${peer.bytes} B)`);
  }
  return problems;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** The README's size table. */
export function sizeTable(sizes: EntrySize[]): string {
  const rows = sizes.map(({ entry, js, lazy, css }) => {
    const budget = budgets[entry]!;
    const name = entry === "index" ? PACKAGE : `${PACKAGE}/${entry}`;
    const sheet = !hasStylesheet(entry) ? "" : `\`${PACKAGE}/${entryStylesheet(entry).replace(/^dist\//, "")}\``;
    return [
      `\`${name}\``,
      kB(js) + (lazy ? ` + ${kB(lazy)} on first open` : ""),
      css === null ? "—" : `${kB(css)} (${sheet})`,
      [kB(budget.js), budget.lazy ? `+ ${kB(budget.lazy)}` : "", budget.css ? `/ ${kB(budget.css)}` : ""].filter(Boolean).join(" "),
      PEERS[entry] ? `${PEERS[entry]!.name}, ${kB(PEERS[entry]!.bytes)}` : "—",
    ];
  });
  return table(["import", "JavaScript, min + gzip", "CSS, min + gzip", "budget JS / CSS", "peer, JavaScript"], rows);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = await measureAll();
  const problems = overBudget(sizes);
  const blocks = { sizes: sizeTable(sizes) };
  if (process.argv.includes("--check")) {
    const stale = staleBlocks(blocks);
    if (stale.length) problems.push("README.md's size table is out of date: run `npm run size -w @davide-marchetti/widgets`");
  } else {
    writeBlocks(blocks);
  }
  console.log(sizeTable(sizes));
  if (problems.length) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
}
