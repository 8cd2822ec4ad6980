// The Markdown tables the measuring scripts print (audit, bench, the flood):
// each column as wide as its widest cell, text columns left-aligned, figures right-aligned.

export type Alignment = {
  /** How many leading columns hold text (left-aligned); the rest hold figures. */
  left: number;
  /** Whether the last column is text too. */
  lastLeft?: boolean;
};

/**
 * A Markdown table of `rows` under `header`.
 * @example markdownTable(["page", "ms"], [["/", "12"]], { left: 1 }) // "| page | ms |\n| ---- | -: |\n| /    | 12 |"
 */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[], { left, lastLeft = false }: Alignment): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const isLeft = (i: number) => i < left || (lastLeft && i === header.length - 1);
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => (isLeft(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (isLeft(i) ? ` ${"-".repeat(w)} ` : ` ${"-".repeat(w - 1)}: `)).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}
