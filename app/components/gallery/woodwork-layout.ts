/** Where each of the five photos sits in the 8 × 8 woodwork grid: columns and rows, 1-based, end exclusive. */
export type GridArea = { column: [number, number]; row: [number, number] };

export const WOODWORK_COLUMNS = 8;
export const WOODWORK_ROWS = 8;
/** Row height in vw and the gap in px (SPEC §9). */
export const WOODWORK_ROW_VW = 5;
export const WOODWORK_GAP = 15;

// Shaped for the demo photos so that cover-cropping takes little: the chest (4:3) and the
// chandelier (1:1) on top, then the umbrella stand (tall), the lamp and the stool.
export const woodworkAreas: readonly GridArea[] = [
  { column: [1, 5], row: [1, 6] },
  { column: [5, 9], row: [1, 6] },
  { column: [1, 3], row: [6, 9] },
  { column: [3, 6], row: [6, 9] },
  { column: [6, 9], row: [6, 9] },
];

/**
 * The area of the photo at `index`; extra photos (an owner may add some) continue as 4 × 3 tiles below.
 * @example areaFor(5) // { column: [1, 5], row: [9, 12] }
 */
export function areaFor(index: number): GridArea {
  const fixed = woodworkAreas[index];
  if (fixed) return fixed;
  const extra = index - woodworkAreas.length;
  const row = WOODWORK_ROWS + 1 + Math.floor(extra / 2) * 3;
  const column: [number, number] = extra % 2 === 0 ? [1, 5] : [5, 9];
  return { column, row: [row, row + 3] };
}

/**
 * Checks that areas tile the grid exactly once: no overlap, no hole.
 * @example tiles(woodworkAreas, 8, 8) // true
 */
export function tiles(areas: readonly GridArea[], columns: number, rows: number): boolean {
  const seen = new Set<string>();
  for (const { column, row } of areas) {
    for (let c = column[0]; c < column[1]; c++) {
      for (let r = row[0]; r < row[1]; r++) {
        const key = `${c}:${r}`;
        if (seen.has(key) || c > columns || r > rows) return false;
        seen.add(key);
      }
    }
  }
  return seen.size === columns * rows;
}
