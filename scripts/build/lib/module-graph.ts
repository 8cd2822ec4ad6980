/**
 * Which built modules import which, read from the client build by the prerender, so the loader
 * of app/utils/hydration-loader.server.ts can evaluate a page's modules dependencies first. Evaluating a
 * module evaluates everything it imports that has not run yet, in the same task: importing the
 * router chunk first would run React's chunk, the runtime helpers and the router together, one
 * long task instead of three shorter ones.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** One leading static import statement of an esbuild module: `import{a as b}from"/x.js";` or `import"/x.js";`. */
const LEADING_IMPORT = /^\s*import\s*(?:[^"'`();]*?\bfrom\s*)?"([^"]+)"\s*;?/;
/** Line comments before the imports. */
const LEADING_COMMENT = /^\s*\/\/[^\n]*\n/;

/**
 * The specifiers of a module's leading static imports (esbuild puts them all first); dynamic
 * `import()` calls and anything after the first other statement are not read.
 * @example staticImports('import{a as b}from"/build/x.js";import"/build/y.js";let c=import("/build/z.js");') // ["/build/x.js", "/build/y.js"]
 */
export function staticImports(source: string): string[] {
  const found: string[] = [];
  let rest = source;
  while (LEADING_COMMENT.test(rest)) rest = rest.replace(LEADING_COMMENT, "");
  for (let match = LEADING_IMPORT.exec(rest); match; match = LEADING_IMPORT.exec(rest)) {
    found.push(match[1]);
    rest = rest.slice(match[0].length);
  }
  return found;
}

/**
 * The import graph of some modules, keyed by the URL each is served at.
 */
export function moduleGraph(modules: Iterable<[url: string, source: string]>): Map<string, string[]> {
  return new Map([...modules].map(([url, source]) => [url, staticImports(source)]));
}

/**
 * The import graph of the built client modules under `dir`, keyed by the URL each is served at
 * (`urlPrefix` + its path under `dir`). An empty graph when `dir` does not exist.
 */
export function readModuleGraph(dir: string, urlPrefix: string): Map<string, string[]> {
  if (!existsSync(dir)) return new Map();
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith(".js"));
  return moduleGraph(
    files.map((entry): [string, string] => {
      const full = join(entry.parentPath, entry.name);
      return [urlPrefix + relative(dir, full).split(sep).join("/"), readFileSync(full, "utf8")];
    }),
  );
}
