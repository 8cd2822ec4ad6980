// @ts-check
// The linter of the whole tree (docs/decisions/0007-lint-and-format.md): JavaScript's and
// TypeScript's recommended rules, React's rules of hooks, and the accessibility rules on JSX.
// Formatting is Prettier's alone (eslint-config-prettier turns off every rule it would fight).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    // What the build and the tools write, and what the repository keeps for others to read.
    ignores: ["build/", "public/build/", "public/generated/", "packages/*/dist/", "app/content/generated/", "tmp/", ".cache/", "screenshots/", "**/node_modules/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    // The two rules of hooks. The plugin's other recommended rules are the React Compiler's
    // diagnostics, for code the compiler will rewrite; this project does not use the compiler.
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    rules: {
      // A component's autoFocus is its own prop (a carousel or a dialog that takes focus when it
      // opens, as the WAI-ARIA dialog pattern asks); on a plain element the rule still holds.
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
      // The recommended set, plus: a carousel's or slider's <section> and the phone menu's
      // <details> listen for the keys that bubble from their own controls (the WAI-ARIA carousel
      // pattern's keyboard model, Escape to close), as the set already allows on a dialog.
      "jsx-a11y/no-noninteractive-element-interactions": [
        "error",
        {
          handlers: ["onClick", "onError", "onLoad", "onMouseDown", "onMouseUp", "onKeyPress", "onKeyDown", "onKeyUp"],
          alert: ["onKeyUp", "onKeyDown", "onKeyPress"],
          body: ["onError", "onLoad"],
          dialog: ["onKeyUp", "onKeyDown", "onKeyPress"],
          iframe: ["onError", "onLoad"],
          img: ["onError", "onLoad"],
          section: ["onKeyDown"],
          details: ["onKeyDown"],
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  prettier,
);
