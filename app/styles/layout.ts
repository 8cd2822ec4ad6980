/** Min-width breakpoints in px; one source for media queries and `sizes` attributes. */
export const breakpoints = { sm: 600, md: 768, lg: 1024, xl: 1280, xxl: 1600 } as const;

/** Width of the fixed sidebar on large screens. */
export const sidebarWidth = 300;
