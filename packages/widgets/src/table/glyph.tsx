import type { SortDirection } from "./table-state.js";

/** The table's icons, as 24 × 24 paths. */
export const glyphs = {
  funnel: "M3 4h18l-7 8.5V19l-4 2v-8.5z",
  cross: "m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z",
  sort: {
    asc: "M12 5l6 7h-4v7h-4v-7H6z",
    desc: "M12 19l-6-7h4V5h4v7h4z",
    "": "M12 3l5 6H7zM12 21l-5-6h10z",
  } satisfies Record<SortDirection, string>,
} as const;

export function Glyph({ d, className, part, size = 18 }: { d: string; className?: string; part?: string; size?: number }) {
  return (
    <svg className={className} data-part={part} width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
