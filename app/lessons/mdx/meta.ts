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
