/**
 * V8's compile hint for the client chunk that holds React DOM (docs/decisions/0005, stop 42).
 *
 * V8 compiles a function when it is first called, on the main thread. esbuild wraps React DOM's
 * CommonJS build in one function of some 130 KB, first called when the page's modules are
 * evaluated: under Lighthouse's 4x slower CPU, its compile made that evaluation a task of 115 to
 * 125 ms. This magic comment, the file's first line, has Chromium compile the file's functions
 * while it streams in, off the main thread (the same task: 34 to 41 ms). Other engines read a
 * comment. Only this chunk carries it: its functions nearly all run while hydrating.
 */

/** The magic comment, with its line end. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The part of esbuild's metafile read here. */
type Metafile = { outputs: Record<string, { inputs: Record<string, unknown> }> };

/** React DOM's production build, as esbuild names it in the metafile. */
const REACT_DOM = /(^|\/)node_modules\/react-dom\/cjs\/react-dom\.production\.min\.js$/;

/**
 * The output files (as the metafile names them, from the project's root) that hold React DOM.
 * @example hintedOutputs({ outputs: { "public/build/_shared/chunk-A.js": { inputs: { "node_modules/react-dom/cjs/react-dom.production.min.js": {} } } } }) // ["public/build/_shared/chunk-A.js"]
 */
export function hintedOutputs(metafile: Metafile): string[] {
  return Object.entries(metafile.outputs)
    .filter(([file, output]) => file.endsWith(".js") && Object.keys(output.inputs).some((input) => REACT_DOM.test(input)))
    .map(([file]) => file);
}

/** The source with the hint as its first line, once however often it is given. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}
