// Generated parts of README.md live between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`.
// Scripts write them; tests check them, so the README cannot drift from the code.
import { readFileSync, writeFileSync } from "node:fs";

export const README = new URL("../README.md", import.meta.url);

const pattern = (name: string) => new RegExp(`(<!-- generated:${name} -->\\n)([\\s\\S]*?)(<!-- /generated:${name} -->)`);

/** The current text of one generated block, or null when the README has no such block. */
export function readBlock(name: string, readme = readFileSync(README, "utf8")): string | null {
  return pattern(name).exec(readme)?.[2] ?? null;
}

/** Replaces the blocks' contents and saves the README; fails on a block the README lacks. */
export function writeBlocks(blocks: Record<string, string>): void {
  let readme = readFileSync(README, "utf8");
  for (const [name, content] of Object.entries(blocks)) {
    if (!pattern(name).test(readme)) throw new Error(`README.md has no <!-- generated:${name} --> block`);
    readme = readme.replace(pattern(name), (_all, open: string, _old: string, close: string) => `${open}${content}${close}`);
  }
  writeFileSync(README, readme);
}

/** The names of the blocks whose README text differs from `blocks`. */
export function staleBlocks(blocks: Record<string, string>): string[] {
  const readme = readFileSync(README, "utf8");
  return Object.entries(blocks)
    .filter(([name, content]) => readBlock(name, readme) !== content)
    .map(([name]) => name);
}

/** A Markdown table; pipes inside cells are escaped. */
export function table(head: string[], rows: string[][]): string {
  const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n+/g, " ");
  return [head, head.map(() => "---"), ...rows].map((row) => `| ${row.map(cell).join(" | ")} |`).join("\n") + "\n";
}
