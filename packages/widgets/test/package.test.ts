// The package as a consumer gets it: its exports map, its public surface per entry point, and
// the files `npm pack` puts in the tarball. Runs against dist/ (npm test builds it first).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { ENTRIES, entryOutput, entryStylesheet, WIDGETS } from "../entries";

const root = fileURLToPath(new URL("..", import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}/package.json`, "utf8"));

// What each entry point offers: components, the hooks and helpers a consumer needs, nothing internal.
const surface: Record<string, string[]> = {
  counter: ["Counter", "parseCounterDate", "useCountdown"],
  paginator: ["Paginator"],
  slider: ["Slider"],
  table: ["Table", "initialTableState", "readTableState", "writeTableState"],
  "progress-ring": ["ProgressRing"],
  carousel: ["Carousel"],
  modal: ["Modal", "ModalTrigger", "preloadModal", "preloadModalOnIntent"],
  theme: ["themeDarkDefaults", "themeDefaults", "themeVars"],
  hooks: ["useHydrated"],
};

test("version 2.1.0, ES modules, React 18.2+ or 19 (and its types) as peers, the Reach dialog (and its focus lock) as dependencies; where its code, issues and documentation are", () => {
  expect(pkg.name).toBe("@davide-marchetti/widgets");
  expect(pkg.version).toBe("2.1.0");
  expect(pkg.repository).toEqual({ type: "git", url: expect.stringMatching(/^git\+https:\/\/github\.com\/.+\.git$/), directory: "packages/widgets" });
  expect(pkg.bugs.url).toMatch(/^https:\/\/github\.com\/.+\/issues$/);
  expect(pkg.homepage).toMatch(/^https:\/\//);
  expect(pkg.type).toBe("module");
  expect(pkg.peerDependencies).toEqual({ "@types/react": "^18.2 || ^19", react: "^18.2 || ^19", "react-dom": "^18.2 || ^19" });
  // Optional: a JavaScript app needs no types. Declared, so that npm resolves the package's
  // declarations against the app's own React types, not the older ones the Reach dialog asks for.
  expect(pkg.peerDependenciesMeta).toEqual({ "@types/react": { optional: true } });
  // react-focus-lock: the version the Reach dialog pins, so an app installs it once (modal-dialog.tsx).
  expect(pkg.dependencies).toEqual({ "@reach/dialog": "^0.18.0", "react-focus-lock": "2.5.2" });
  expect(pkg.sideEffects).toEqual(["*.css"]);
});

test("every subpath's declarations are found without the exports map too (moduleResolution node10): typesVersions names each", () => {
  for (const entry of ENTRIES.filter((name) => name !== "index")) expect(pkg.typesVersions["*"][entry], entry).toEqual([`./${entryOutput(entry).replace(/\.js$/, ".d.ts")}`]);
  expect(Object.keys(pkg.typesVersions["*"]).length).toBe(ENTRIES.length - 1);
});

test("every entry point and stylesheet in the exports map exists in dist/, with its declarations", () => {
  for (const entry of ENTRIES) {
    const key = entry === "index" ? "." : `./${entry}`;
    expect(pkg.exports[key], key).toEqual({ types: `./${entryOutput(entry).replace(/\.js$/, ".d.ts")}`, default: `./${entryOutput(entry)}` });
    expect(existsSync(`${root}/${entryOutput(entry)}`), entryOutput(entry)).toBe(true);
    expect(existsSync(`${root}/${entryOutput(entry).replace(/\.js$/, ".d.ts")}`)).toBe(true);
  }
  for (const entry of ["index", ...WIDGETS] as const) {
    const sheet = entryStylesheet(entry);
    const key = entry === "index" ? "./styles.css" : `./${entry}.css`;
    expect(pkg.exports[key]).toBe(`./${sheet}`);
    expect(readFileSync(`${root}/${sheet}`, "utf8").length, sheet).toBeGreaterThan(100);
  }
});

test("each entry point exports exactly its public surface, and the root all of them", async () => {
  const all: string[] = [];
  for (const [entry, names] of Object.entries(surface)) {
    // Not a path vite can expand (a package specifier); Node resolves it through the exports map.
    const module = await import(/* @vite-ignore */ `@davide-marchetti/widgets/${entry}`);
    expect(Object.keys(module).sort(), entry).toEqual([...names].sort());
    all.push(...names);
  }
  const rootModule = await import("@davide-marchetti/widgets");
  expect(Object.keys(rootModule).sort()).toEqual(all.sort());
});

test("the sources re-export by name: no `export *`, which tree-shakes badly", () => {
  for (const entry of ENTRIES) {
    const source = readFileSync(`${root}/src/${entry === "index" ? "index.ts" : `${entry}/index.ts`}`, "utf8");
    expect(source, entry).not.toMatch(/^export \*/m);
  }
});

test("every stylesheet keeps all its rules inside one cascade layer, dmw, so an app's own rules win over them", () => {
  for (const entry of ["index", ...WIDGETS] as const) {
    const css = readFileSync(`${root}/${entryStylesheet(entry)}`, "utf8").trim();
    expect(css.startsWith("@layer dmw{"), entry).toBe(true);
    // The layer's block closes at the very end: no rule before or after it.
    let depth = 0;
    let closed = -1;
    for (let i = 0; i < css.length && closed < 0; i++) {
      if (css[i] === "{") depth++;
      else if (css[i] === "}" && --depth === 0) closed = i;
    }
    expect(closed, entry).toBe(css.length - 1);
  }
});

test("the built JavaScript imports no stylesheet, so it runs in Node and any bundler as it is", () => {
  const files = execFileSync("find", ["dist", "-name", "*.js"], { cwd: root, encoding: "utf8" }).trim().split("\n");
  expect(files.length).toBeGreaterThan(40);
  for (const file of files) expect(readFileSync(`${root}/${file}`, "utf8"), file).not.toMatch(/import\s*["'][^"']+\.css["']/);
});

// What only a Client Component may use: state, effects, refs, context, class components, DOM calls.
const CLIENT_ONLY_REACT = /import\s*\{([^}]*)\}\s*from\s*"react(?:-dom)?"/;
const CLIENT_ONLY_NAMES =
  /\b(useState|useEffect|useLayoutEffect|useInsertionEffect|useReducer|useRef|useContext|useSyncExternalStore|useTransition|useDeferredValue|useImperativeHandle|createContext|Component|PureComponent|flushSync|createPortal)\b/;
const needsClient = (code: string) => CLIENT_ONLY_NAMES.test(code.match(CLIENT_ONLY_REACT)?.[1] ?? "") || /\buse[A-Z]\w*\(/.test(code);

test('"use client" starts exactly the built modules whose code needs the client (hooks, state, effects), so Server Components can import every entry point', () => {
  const files = execFileSync("find", ["dist", "-name", "*.js"], { cwd: root, encoding: "utf8" }).trim().split("\n").sort();
  const client = files.filter((file) => readFileSync(`${root}/${file}`, "utf8").startsWith('"use client";\n'));
  const needing = files.filter((file) => needsClient(readFileSync(`${root}/${file}`, "utf8")));
  expect(client).toEqual(needing);
  // Every widget's component module is one; the pure logic (dates, table state, URL state, theme) is not.
  for (const widget of WIDGETS) expect(client, widget).toContain(`dist/${widget}/${widget}.js`);
  for (const pure of [
    "dist/counter/time-left.js",
    "dist/table/table-state.js",
    "dist/table/table-url.js",
    "dist/theme/tokens.js",
    "dist/theme/theme.css.js",
    "dist/paginator/paginate.js",
  ]) {
    expect(client, pure).not.toContain(pure);
  }
  // Barrels re-export: a Server Component that imports an entry point gets client references.
  for (const entry of ENTRIES) expect(client, entry).not.toContain(entryOutput(entry));
});

test("the tarball holds only the build, the README, the changelog, the licence and package.json", () => {
  const [report] = JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: root, encoding: "utf8" }));
  const paths: string[] = report.files.map((file: { path: string }) => file.path);
  const outside = paths.filter((path) => !path.startsWith("dist/") && !["README.md", "CHANGELOG.md", "LICENSE", "package.json"].includes(path));
  expect(outside).toEqual([]);
  expect(paths).toContain("LICENSE");
  expect(paths).toContain("CHANGELOG.md");
  expect(paths).toContain("README.md");
  expect(paths).toContain("dist/styles.css");
  expect(paths.some((path) => /\.test\.|\.css\.ts$|\.tsx?$/.test(path) && !path.endsWith(".d.ts"))).toBe(false);
});
