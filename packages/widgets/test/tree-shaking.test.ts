// Importing one widget pulls in nothing of the others: its JavaScript (bundled from the built
// package by Rollup, the tree-shaker inside Vite, honouring package.json "sideEffects" as Vite
// does) and its stylesheet hold only its own modules, the shared helpers, and the widgets it is
// made of (the paginator, inside the slider and the table).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { rollup, type Plugin } from "rollup";
import { expect, test } from "vitest";
import { entryStylesheet, WIDGETS, type Widget } from "../entries";

const root = fileURLToPath(new URL("..", import.meta.url));
const madeOf: Record<Widget, Widget[]> = {
  counter: [],
  paginator: [],
  slider: ["paginator"],
  table: ["paginator"],
  "progress-ring": [],
  carousel: [],
  modal: [],
};
const exportsOf: Record<Widget, string> = {
  counter: "Counter",
  paginator: "Paginator",
  slider: "Slider",
  table: "Table",
  "progress-ring": "ProgressRing",
  carousel: "Carousel",
  modal: "Modal",
};

const pkg = JSON.parse(readFileSync(`${root}/package.json`, "utf8")) as { name: string; exports: Record<string, string | { default: string }> };

/** Resolves the package by its exports map, as an app's resolver does; its JavaScript has no side effects. */
function resolvePackage(source: string): Plugin {
  return {
    name: "resolve-package",
    resolveId(id, importer) {
      if (id === "\0app") return id;
      let file: string | undefined;
      if (id === pkg.name || id.startsWith(`${pkg.name}/`)) {
        const target = pkg.exports[`.${id.slice(pkg.name.length)}`];
        file = target === undefined ? undefined : path.join(root, typeof target === "string" ? target : target.default);
      } else if (id.startsWith(".") && importer) {
        file = path.resolve(path.dirname(importer), id);
      }
      if (!file) return null;
      return { id: file, moduleSideEffects: file.endsWith(".css") };
    },
    load(id) {
      return id === "\0app" ? source : null;
    },
  };
}

/** The package folders (dist/<folder>/…) whose code ends up in an app that runs `source`. */
async function foldersIn(source: string): Promise<Set<string>> {
  const bundle = await rollup({
    input: "\0app",
    plugins: [resolvePackage(source)],
    external: (id) => /^(react|react-dom|@reach)(\/|$)/.test(id),
    logLevel: "silent",
  });
  const { output } = await bundle.generate({ format: "es" });
  await bundle.close();
  const folders = new Set<string>();
  for (const chunk of output) {
    if (chunk.type !== "chunk") continue;
    for (const [id, info] of Object.entries(chunk.modules)) {
      const match = /\/dist\/([^/]+)\//.exec(id);
      if (match && info.renderedLength > 0) folders.add(match[1]!);
    }
  }
  return folders;
}

for (const widget of WIDGETS) {
  test(`importing ${widget}, from its entry point or from the root, brings only ${[widget, ...madeOf[widget]].join(" and ")}`, async () => {
    const allowed = new Set([widget, ...madeOf[widget], "shared"]);
    const use = (from: string) => `import { ${exportsOf[widget]} } from "${from}"; console.log(${exportsOf[widget]});`;
    const fromEntry = await foldersIn(use(`@davide-marchetti/widgets/${widget}`));
    const fromRoot = await foldersIn(use("@davide-marchetti/widgets"));
    expect(fromEntry.has(widget)).toBe(true);
    expect([...fromEntry].filter((folder) => !allowed.has(folder))).toEqual([]);
    expect([...fromRoot].sort()).toEqual([...fromEntry].sort());
  });
}

/** The class names a widget's stylesheets define, read from the built class maps (dist/<widget>/*.css.js). */
function classesOf(folder: string): string[] {
  const files = readdirSync(`${root}/dist/${folder}`).filter((file) => file.endsWith(".css.js"));
  // `var root = "x1y2z3";` or `{ sm: "x1y2z4", … }`; `"var(--…)"` values are custom properties, not classes.
  return files.flatMap((file) => [...readFileSync(`${root}/dist/${folder}/${file}`, "utf8").matchAll(/[=:] "([_a-z][_a-z0-9]*)"/g)].map((m) => m[1]!));
}

test("each widget's stylesheet holds its own rules and those of the widgets it renders, no others", () => {
  // The slider and the table render the paginator: its rules come with them.
  for (const widget of WIDGETS) {
    const css = readFileSync(`${root}/${entryStylesheet(widget)}`, "utf8");
    for (const other of WIDGETS) {
      const included = classesOf(other).filter((name) => css.includes(`.${name}`));
      if (other === widget || madeOf[widget].includes(other)) expect(included.length, `${widget}.css has ${other}`).toBeGreaterThan(0);
      else expect(included, `${widget}.css holds ${other}'s rules`).toEqual([]);
    }
  }
});
