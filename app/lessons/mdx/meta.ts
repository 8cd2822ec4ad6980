/**
 * Reads `key="value"` pairs from a code fence's meta string:
 * parseMeta('click="#a #b"') -> { click: "#a #b" }
 */
export function parseMeta(meta: string | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [, key, value] of (meta ?? "").matchAll(/([\w-]+)="([^"]*)"/g)) result[key!] = value!;
  return result;
}

/**
 * The selectors a button example clicks, in order: clicksOf('click="#a #a"') -> ["#a", "#a"]
 */
export function clicksOf(meta: string | null | undefined): string[] {
  const click = parseMeta(meta).click;
  return click ? click.split(/\s+/).filter(Boolean) : [];
}

/**
 * Whether a ```js fence is an example a reader can run: every one is, unless its meta says
 * `run="no"` (a fragment, a syntax demo), which then has no output block to prove either.
 * runs('run="no"') -> false; runs('click="#a"') -> true
 */
export function runs(meta: string | null | undefined): boolean {
  const run = parseMeta(meta).run;
  if (run !== undefined && run !== "no") throw new Error(`run="${run}": a js block is run unless it says run="no"`);
  return run !== "no";
}
