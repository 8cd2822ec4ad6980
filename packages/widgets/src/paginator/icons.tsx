const paths = {
  first: "M17.6 6.4 16.2 5l-7 7 7 7 1.4-1.4-5.6-5.6zM7 5H5v14h2z",
  prev: "M15.4 6.4 14 5l-7 7 7 7 1.4-1.4L9.8 12z",
  next: "M8.6 6.4 10 5l7 7-7 7-1.4-1.4 5.6-5.6z",
  last: "M6.4 6.4 7.8 5l7 7-7 7-1.4-1.4 5.6-5.6zM17 5h2v14h-2z",
} as const;

/** The default arrow glyphs; any of them can be replaced through the paginator's icon props. */
export function ArrowIcon({ direction, className }: { direction: keyof typeof paths; className?: string }) {
  return (
    <svg className={className} data-part="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={paths[direction]} />
    </svg>
  );
}
