import type { CSSProperties } from "react";
import { codeLines } from "./code-block.css";

/** How many lines a highlighted `<pre><code>` holds: the highlighter writes one `.line` per line. */
export function codeLineCount(html: string): number {
  return html.match(/<span class="line"/g)?.length ?? 0;
}

/**
 * The style that tells a code figure (code-block.css.ts `figure`) how many lines it holds, from
 * which it reserves its height for as long as the browser skips it. With one height for every
 * figure (12 rem), one laid out a frame late (the browser decides what is near only after its
 * first layout) moved what follows it: 0.0009 on the widget pages at 1280 px, where a one-line
 * sample of 95 px reserved 192 on the first screen. Undefined without the code: a hydrating
 * page's figure keeps the style it was served with.
 */
export function estimatedCodeStyle(html: string | null): CSSProperties | undefined {
  if (html === null) return undefined;
  // The custom property's own name: `codeLines` is its `var(--…)` reference.
  return { [codeLines.slice("var(".length, -1)]: codeLineCount(html) } as CSSProperties;
}
