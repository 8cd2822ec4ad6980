import { expect, test } from "vitest";
import { COMPILE_HINT, hintedOutputs, withCompileHint } from "./compile-hint";
import { staticImports } from "./module-graph";

const metafile = {
  outputs: {
    "public/build/_shared/chunk-REACTDOM.js": { inputs: { "node_modules/react-dom/cjs/react-dom.production.min.js": {}, "node_modules/react-dom/index.js": {} } },
    "public/build/_shared/chunk-REACTDOM.js.map": { inputs: {} },
    "public/build/entry.client-X.js": { inputs: { "node_modules/react-dom/client.js": {}, "app/entry.client.tsx": {} } },
    "public/build/_shared/chunk-REACT.js": { inputs: { "node_modules/react/cjs/react.production.min.js": {} } },
    "public/build/routes/_shell-Y.js": { inputs: { "app/routes/_shell.tsx": {}, "app/react-dom-notes.ts": {} } },
  },
};

test("only the chunk that holds React DOM's production build gets the hint", () => {
  expect(hintedOutputs(metafile)).toEqual(["public/build/_shared/chunk-REACTDOM.js"]);
  expect(hintedOutputs({ outputs: {} })).toEqual([]);
});

test("the hint is the first line, written once, and the module's imports still read", () => {
  const source = 'import{a as b}from"/build/_shared/chunk-Q.js";var c=b(()=>{});';
  const hinted = withCompileHint(source);
  expect(hinted).toBe(`${COMPILE_HINT}${source}`);
  expect(withCompileHint(hinted)).toBe(hinted);
  expect(staticImports(hinted)).toEqual(["/build/_shared/chunk-Q.js"]);
});
