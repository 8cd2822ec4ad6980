import { breakpoints, scrollbarGutter, sidebarWidth } from "~/styles/layout";

/**
 * The width of the page's main column at each breakpoint, as CSS lengths. It mirrors the shell's
 * layout (app/components/shell.css.ts: sidebar from lg, inline padding 1rem / 2rem / 3rem, main at
 * most 1200px wide) because `sizes` is read before any CSS is, so it cannot ask the layout. From
 * md up it also leaves out the scrollbar gutter the root reserves on desktop browsers; where
 * scrollbars overlay the page, that makes the estimate 15px short, at most a twentieth.
 */
export const mainColumn: readonly { minWidth: number; width: string }[] = [
  { minWidth: breakpoints.xl, width: `min(1200px, 100vw - ${sidebarWidth + 96 + scrollbarGutter}px)` },
  { minWidth: breakpoints.lg, width: `min(1200px, 100vw - ${sidebarWidth + 64 + scrollbarGutter}px)` },
  { minWidth: breakpoints.md, width: `min(1200px, 100vw - ${64 + scrollbarGutter}px)` },
  { minWidth: 0, width: "min(1200px, 100vw - 32px)" },
];

/**
 * A `sizes` attribute built from the main column's width at each breakpoint; `length` turns that
 * width (a CSS expression) into the image's rendered width there.
 * @example mainColumnSizes((main) => `${main} / 2`) // "(min-width: 1280px) calc(min(…) / 2), …, calc(min(…) / 2)"
 */
export function mainColumnSizes(length: (main: string, minWidth: number) => string): string {
  return mainColumn
    .map(({ minWidth, width }) => {
      const value = `calc(${length(width, minWidth)})`;
      return minWidth > 0 ? `(min-width: ${minWidth}px) ${value}` : value;
    })
    .join(", ");
}

/**
 * The width of `span` tracks of an n-column grid, as a CSS expression.
 * @example spanWidth("800px", 12, 4, 12) // "((800px) - 132px) * 4 / 12 + 36px"
 */
export function spanWidth(container: string, columns: number, span: number, gapPx: number): string {
  return `((${container}) - ${(columns - 1) * gapPx}px) * ${span} / ${columns} + ${(span - 1) * gapPx}px`;
}

/**
 * The width an image renders at when it covers a box (object-fit: cover): the box width, or wider
 * when the image is relatively wider than the box. CSS `max()` keeps it one expression for `sizes`.
 * @example coverWidth("300px", "200px", 16 / 9) // "max(300px, (200px) * 1.7778)"
 */
export function coverWidth(boxWidth: string, boxHeight: string, imageRatio: number): string {
  return `max(${boxWidth}, (${boxHeight}) * ${round(imageRatio)})`;
}

function round(n: number): number {
  return Math.round(n * 10000) / 10000;
}
