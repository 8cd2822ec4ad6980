import { breakpoints } from "./tokens";

type Breakpoint = keyof typeof breakpoints;

/** `media.up("md")` -> "screen and (min-width: 768px)", for vanilla-extract `@media` keys. */
export const media = {
  up: (bp: Breakpoint) => `screen and (min-width: ${breakpoints[bp]}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
  print: "print",
} as const;
