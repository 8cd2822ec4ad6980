/*
 * Code shown to a reader must compile: the README's TypeScript blocks (test/readme-code.test.ts)
 * and, from the site, its widget pages' examples. Each is type-checked as a file of a stranger's
 * project, strict, against the package as it is built (dist/ and its declarations, through the
 * exports map), with React's types.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const packageRoot = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);

/** A file of code: where it goes in the scratch project, its text, and where it came from (for messages). */
export type Snippet = { file: string; code: string; source: string };

/**
 * The ```ts and ```tsx blocks of a Markdown text (fences may be indented, as in a list item). A
 * block whose first line is `// file: some/path.tsx` is that file, so that blocks can import one
 * another; the others are named after their line.
 *
 * @example codeBlocks("```tsx\n// file: a.tsx\nexport const a = 1;\n```", "README.md") // [{ file: "a.tsx", code: …, source: "README.md:1" }]
 */
export function codeBlocks(markdown: string, name: string): Snippet[] {
  const lines = markdown.split("\n");
  const blocks: Snippet[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(tsx?)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, lang] = open;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && lines[i]!.trim() !== "```"; i++) body.push(lines[i]!.startsWith(indent!) ? lines[i]!.slice(indent!.length) : lines[i]!);
    const named = /^\/\/ file: (\S+)/.exec(body[0] ?? "");
    blocks.push({ file: named?.[1] ?? `line-${start + 1}.${lang}`, code: body.join("\n"), source: `${name}:${start + 1}` });
  }
  return blocks;
}

/** The packages a snippet may import besides the widgets: React and its types, as an app has them. */
const PEERS = ["react", "react-dom", "@types/react", "@types/react-dom"];

/**
 * Type-checks the snippets together as one project (strict, bundler resolution, the DOM library);
 * returns each error as "source: message", or nothing when all compile.
 */
export function typecheckSnippets(snippets: readonly Snippet[]): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "dmw-snippets-"));
  try {
    const modules = path.join(dir, "node_modules");
    mkdirSync(path.join(modules, "@davide-marchetti"), { recursive: true });
    mkdirSync(path.join(modules, "@types"), { recursive: true });
    symlinkSync(packageRoot, path.join(modules, "@davide-marchetti/widgets"), "dir");
    for (const peer of PEERS) symlinkSync(path.dirname(require.resolve(`${peer}/package.json`, { paths: [packageRoot] })), path.join(modules, peer), "dir");
    const files = snippets.map((snippet) => {
      const file = path.join(dir, "src", snippet.file);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, snippet.code);
      return file;
    });
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ["lib.dom.d.ts", "lib.dom.iterable.d.ts", "lib.es2022.d.ts"],
      types: [],
      skipLibCheck: true,
      isolatedModules: true,
    });
    const sourceOf = new Map(files.map((file, i) => [file, snippets[i]!.source]));
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
      if (!diagnostic.file) return message;
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      return `${sourceOf.get(diagnostic.file.fileName) ?? diagnostic.file.fileName} (+${line + 1}): ${message}`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
