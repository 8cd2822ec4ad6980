/*
 * What each entry point costs an app, measured the way an app's production build would ship it:
 * the entry and everything it imports from the package bundled and minified (esbuild), React left
 * to the app, then gzipped (level 9). The modal's dialog (with @reach/dialog and its dependencies)
 * loads on first open and is counted apart. Writes the README's size table, or with --check only
 * verifies it and the budgets in size-budget.json. With --peers it installs each peer library
 * (from the npm registry, into a scratch folder) and measures it the same way.
 *   npm run size -w @davide-marchetti/widgets [-- --check | --peers]
 * Measures dist/: build first.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type BuildOptions } from "esbuild";
import { ENTRIES, entryOutput, entryStylesheet, type Entry, hasStylesheet } from "../entries";
import { staleBlocks, table, writeBlocks } from "./readme-blocks";

const packageRoot = fileURLToPath(new URL("..", import.meta.url));
const PACKAGE = "@davide-marchetti/widgets";
const budgets = JSON.parse(readFileSync(new URL("../size-budget.json", import.meta.url), "utf8")) as Record<string, { js: number; lazy?: number; css?: number }>;

export type EntrySize = { entry: Entry; js: number; lazy: number; css: number | null };

/**
 * The library each widget is measured against: what an app installs to do the same (its React
 * package, with the modules that give the widget's features), measured by `--peers` the way the
 * entries are (2026-12-06). Every entry point, first load and first open together, stays lighter.
 */
export const PEERS: Partial<Record<Entry, { name: string; bytes: number; install: string; code: string }>> = {
  counter: { name: "react-countdown 2", bytes: 3748, install: "react-countdown@2.3.6", code: 'export { default } from "react-countdown";' },
  paginator: { name: "react-paginate 8", bytes: 5129, install: "react-paginate@8.3.0", code: 'export { default } from "react-paginate";' },
  slider: { name: "Embla Carousel 8", bytes: 8066, install: "embla-carousel-react@8.6.0", code: 'export { default } from "embla-carousel-react";' },
  table: {
    name: "TanStack Table 9 (sorting, filters, search, paging, selection)",
    bytes: 17440,
    install: "@tanstack/react-table@9.3.1",
    code: 'export { useTable, tableFeatures, rowSortingFeature, columnFilteringFeature, globalFilteringFeature, rowPaginationFeature, rowSelectionFeature, createSortedRowModel, createFilteredRowModel, createPaginatedRowModel, sortFns, filterFns, flexRender } from "@tanstack/react-table";',
  },
  "progress-ring": {
    name: "react-circular-progressbar 2",
    bytes: 1533,
    install: "react-circular-progressbar@2.2.0",
    code: 'export { CircularProgressbar } from "react-circular-progressbar";',
  },
  carousel: { name: "Embla Carousel 8", bytes: 8066, install: "embla-carousel-react@8.6.0", code: 'export { default } from "embla-carousel-react";' },
  modal: { name: "Radix Dialog 1.3", bytes: 14146, install: "@radix-ui/react-dialog@1.3.1", code: 'export * from "@radix-ui/react-dialog";' },
};

/** How every entry and peer is bundled: an app's production build, React left to the app. */
const bundling = {
  bundle: true,
  format: "esm" as const,
  minify: true,
  write: false,
  platform: "browser" as const,
  target: "es2022",
  external: ["react", "react-dom", "react/*", "react-dom/*"],
  // An app's production build: development-only code (the dialog's dependencies have some) goes.
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "silent",
} satisfies BuildOptions;

const gzip = (content: string | Uint8Array) => gzipSync(content, { level: 9 }).length;

/** Gzipped bytes of the entry's JavaScript (first load, and what loads later) and of its stylesheet. */
export async function measure(entry: Entry): Promise<EntrySize> {
  const result = await build({ ...bundling, absWorkingDir: packageRoot, entryPoints: [entryOutput(entry)], splitting: true, outdir: "size", metafile: true });
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

/** Installs each peer into a scratch folder and measures it as the entries are measured. */
async function measurePeers(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "dmw-peers-"));
  try {
    const installs = [...new Set(Object.values(PEERS).map((peer) => peer!.install))];
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ private: true, type: "module" }));
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", "react@19", "react-dom@19", ...installs], { cwd: dir, stdio: "inherit" });
    for (const [entry, peer] of Object.entries(PEERS)) {
      writeFileSync(path.join(dir, "peer.js"), peer!.code);
      const result = await build({ ...bundling, absWorkingDir: dir, entryPoints: ["peer.js"] });
      const bytes = gzip(result.outputFiles[0]!.contents);
      console.log(`${entry}: ${peer!.install} ${bytes} B (recorded ${peer!.bytes} B)`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--peers")) {
  await measurePeers();
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
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
