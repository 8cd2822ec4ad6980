/** Min-width breakpoints in px; one source for media queries and `sizes` attributes. */
export const breakpoints = { sm: 600, md: 768, lg: 1024, xl: 1280, xxl: 1600 } as const;

/** Width of the fixed sidebar on large screens. */
export const sidebarWidth = 300;

/**
 * The room a classic scrollbar takes (Chromium on Windows and Linux). From the lg breakpoint the
 * root reserves it from the first paint (`scrollbar-gutter: stable`, global.css.ts), and below it
 * every page is long enough to show the scrollbar, so on such screens the content is this much
 * narrower than `100vw`; phones and overlay scrollbars take nothing.
 */
export const scrollbarGutter = 15;
