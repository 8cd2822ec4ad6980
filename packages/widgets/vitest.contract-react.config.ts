import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

/*
 * The contract test (src/contract.test.tsx) on another React: React and React DOM come from the
 * node_modules folder named by DMW_REACT_MODULES (the React 19 consumer app's, in
 * test/consumers/consumer-apps.test.ts), everything else from the repository. Every module that
 * imports React is inlined, so that one React serves the widgets, Testing Library and the dialog's
 * libraries alike.
 *   DMW_REACT_MODULES=/path/to/node_modules DMW_REACT_MAJOR=19 npx vitest run --config packages/widgets/vitest.contract-react.config.ts
 */
const modules = process.env.DMW_REACT_MODULES;
if (!modules) throw new Error("DMW_REACT_MODULES names the node_modules folder holding the React to test with");
const repository = fileURLToPath(new URL("../..", import.meta.url));

export default defineConfig({
  root: repository,
  plugins: [vanillaExtractPlugin()],
  resolve: {
    // ES modules first: a CommonJS build would require() the repository's own React.
    mainFields: ["module", "main"],
    alias: [
      { find: /^@testing-library\/react$/, replacement: `${repository}/node_modules/@testing-library/react/dist/@testing-library/react.esm.js` },
      { find: /^react-dom(\/.*)?$/, replacement: `${modules}/react-dom$1` },
      { find: /^react(\/.*)?$/, replacement: `${modules}/react$1` },
    ],
  },
  test: {
    environment: "jsdom",
    include: ["packages/widgets/src/contract.test.tsx"],
    setupFiles: ["./tests/setup-unit.ts"],
    server: { deps: { inline: true } },
    // A guard against a hang, not a measure: here every module that imports React is inlined and
    // transformed, while the consumer apps build beside it. On a slow, busy machine the Modal's
    // labels test (two dialogs opened in turn) took 5.5 s, over vitest's default 5 s.
    testTimeout: 30_000,
  },
});
