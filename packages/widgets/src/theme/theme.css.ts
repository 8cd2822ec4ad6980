import { createGlobalThemeContract, fallbackVar } from "@vanilla-extract/css";
import { themeDefaults } from "./tokens.js";

type Tokens = { readonly [key: string]: string | Tokens };
type Mapped<T> = { [K in keyof T]: T[K] extends string ? string : Mapped<T[K]> };

function mapLeaves<T extends Tokens>(tokens: T, leaf: (value: string, path: string[]) => string, path: string[] = []): Mapped<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tokens)) {
    out[key] = typeof value === "string" ? leaf(value, [...path, key]) : mapLeaves(value, leaf, [...path, key]);
  }
  return out as Mapped<T>;
}

const kebab = (word: string) => word.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The theme contract: stable custom property names (`--dmw-color-accent`, `--dmw-radius-md`, …)
 * that a host page sets on `:root` or any ancestor, in plain CSS or with vanilla-extract.
 *
 * @example globalStyle(":root", { vars: { [themeVars.color.accent]: "teal" } })
 */
export const themeVars = createGlobalThemeContract(
  mapLeaves(themeDefaults, () => ""),
  (_value, path) => `dmw-${path.map(kebab).join("-")}`,
);

/** What the widgets' styles read: each variable with its default, `var(--dmw-color-text, #2b211b)`. */
export const theme = mapLeaves(themeDefaults, (value, path) => {
  const cssVar = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], themeVars) as string;
  return fallbackVar(cssVar, value);
});
