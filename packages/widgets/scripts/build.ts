/*
 * Builds the package into dist/: ES modules (one file per source module, so a bundler keeps only
 * what an app imports), .d.ts declarations, and plain CSS, one stylesheet per widget plus
 * styles.css with all of them. The JavaScript imports no CSS: it runs as it is in Node (server
 * rendering, tests) and in any bundler, and an app includes the stylesheets it wants.
 *   npm run build -w @davide-marchetti/widgets [-- --watch]
 * With --watch it rebuilds on every change (declarations too), for `remix dev` beside it.
 */
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { build, type Plugin } from "vite";
import { ENTRIES, entryOutput, entrySource, entryStylesheet, type Entry, hasStylesheet } from "../entries";

const root = fileURLToPath(new URL("..", import.meta.url));
const pkg = createRequire(import.meta.url)("../package.json") as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
const externals = [...Object.keys(pkg.peerDependencies ?? {}), ...Object.keys(pkg.dependencies ?? {})];

type ChunkLike = { type: "chunk"; fileName: string; code: string; imports: string[]; dynamicImports: string[]; viteMetadata?: { importedCss: Set<string> } };
type AssetLike = { type: "asset"; fileName: string; source: string | Uint8Array };

/**
 * The cascade layer every rule of the package is in: an app's own rules outside any layer, and
 * those in a layer that comes after it (Tailwind's `utilities`, say), win over the package's
 * whatever their specificity or order (README, "Your own styles").
 */
const LAYER = "dmw";

/**
 * Vite splits the CSS per source module (preserveModules); this joins it back per entry point:
 * every stylesheet reachable from the entry's module graph, dependencies before dependants, once
 * each, inside the package's cascade layer, and drops the per-module files.
 */
function stylesheetPerEntry(): Plugin {
  return {
    name: "stylesheet-per-entry",
    enforce: "post",
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((item): item is never => item.type === "chunk")
          .map((c: ChunkLike) => [c.fileName, c]),
      );
      const cssOf = (fileName: string) => {
        const asset = bundle[fileName] as unknown as AssetLike;
        return typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
      };
      const collect = (fileName: string, seen: Set<string>, out: string[]) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        const chunk = chunks.get(fileName);
        if (!chunk) return;
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) collect(next, seen, out);
        for (const css of chunk.viteMetadata?.importedCss ?? []) if (!out.includes(css)) out.push(css);
      };
      const perModule = new Set<string>();
      for (const entry of ENTRIES) {
        const fileName = entryOutput(entry).replace(/^dist\//, "");
        const sheets: string[] = [];
        collect(fileName, new Set(), sheets);
        sheets.forEach((sheet) => perModule.add(sheet));
        if (!hasStylesheet(entry)) continue;
        const css = `@layer ${LAYER}{${sheets.map(cssOf).join("")}}`;
        this.emitFile({ type: "asset", fileName: entryStylesheet(entry).replace(/^dist\//, ""), source: css });
      }
      for (const sheet of perModule) delete bundle[sheet];
      // Vite leaves a "/* empty css */" marker where a stylesheet import was; none is left to mark.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk") chunk.code = chunk.code.replace(/^\/\* empty css\s*\*\/\n?/gm, "");
      }
    },
  };
}

/**
 * Keeps `"use client"` on the modules whose source starts with it. Rollup drops module-level
 * directives (they would be wrong in a bundle of several modules), but here every source module is
 * its own output file (preserveModules), so the directive stays true of the file: React Server
 * Components frameworks (Next.js) then treat that file, and only it, as a client boundary.
 */
const CLIENT_DIRECTIVE = /^"use client";\n/;
function keepClientDirective(): Plugin {
  const clientModules = new Set<string>();
  return {
    name: "keep-client-directive",
    enforce: "pre",
    transform(code, id) {
      if (!CLIENT_DIRECTIVE.test(code)) {
        clientModules.delete(id);
        return null;
      }
      clientModules.add(id);
      // Blanked to spaces of the same length (every position unchanged), so Rollup has no
      // directive to drop and warn about; renderChunk writes it back.
      return { code: code.replace(CLIENT_DIRECTIVE, (directive) => `${" ".repeat(directive.length - 1)}\n`), map: null };
    },
    renderChunk(code, chunk) {
      const clientOnly = chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => clientModules.has(id));
      const mixed = !clientOnly && chunk.moduleIds.some((id) => clientModules.has(id));
      if (mixed) this.error(`${chunk.fileName} mixes "use client" modules with others: the directive would be wrong for part of it`);
      return clientOnly ? { code: `"use client";\n${code}`, map: null } : null;
    },
  };
}

const watch = process.argv.includes("--watch");
const tsc = [createRequire(import.meta.url).resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json"];

rmSync(new URL("../dist", import.meta.url), { recursive: true, force: true });

await build({
  root,
  configFile: false,
  logLevel: "warn",
  plugins: [keepClientDirective(), vanillaExtractPlugin({ identifiers: "short" }), stylesheetPerEntry()],
  esbuild: { jsx: "automatic" },
  build: {
    outDir: "dist",
    // Emptied above, once: in watch mode a rebuild must keep the declarations.
    emptyOutDir: false,
    watch: watch ? {} : null,
    target: "es2022",
    minify: false,
    cssCodeSplit: true,
    cssMinify: "esbuild",
    reportCompressedSize: false,
    lib: {
      entry: Object.fromEntries(ENTRIES.map((entry: Entry) => [entryOutput(entry).replace(/^dist\/|\.js$/g, ""), entrySource(entry)])),
      formats: ["es"],
    },
    rollupOptions: {
      external: (id) => externals.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: "src",
        entryFileNames: "[name].js",
      },
    },
  },
});

// Declarations from the same sources, type-checked on the way.
if (watch) {
  const declarations = spawn(process.execPath, [...tsc, "--watch", "--preserveWatchOutput"], { cwd: root, stdio: "inherit" });
  // Stopping the watcher stops the declarations' watcher with it.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      declarations.kill(signal);
      process.exit(0);
    });
  }
} else {
  execFileSync(process.execPath, tsc, { cwd: root, stdio: "inherit" });
  console.log("built dist/");
}
