/** A heading of a lesson, as the MDX plugin collects it (h2 and h3 only). */
export type TocItem = { depth: number; id: string; text: string };
export type TocEntry = TocItem & { children: TocItem[] };

/**
 * Puts each h3 under the h2 before it: nestToc([h2a, h3b, h2c]) -> [{...h2a, children: [h3b]}, {...h2c, children: []}]
 * An h3 with no h2 before it stays at the top level.
 */
export function nestToc(items: readonly TocItem[]): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const item of items) {
    const parent = entries[entries.length - 1];
    if (item.depth > 2 && parent && parent.depth === 2) parent.children.push(item);
    else entries.push({ ...item, children: [] });
  }
  return entries;
}

/** readingTime(1) === "circa 1 minuto", readingTime(7) === "circa 7 minuti" */
export function readingTime(minutes: number): string {
  return `circa ${minutes} ${minutes === 1 ? "minuto" : "minuti"}`;
}
