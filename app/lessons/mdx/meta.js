// @ts-check
/**
 * Reads `key="value"` pairs from a code fence's meta string:
 * parseMeta('click="#a #b"') -> { click: "#a #b" }
 * @param {string | null | undefined} meta
 * @returns {Record<string, string>}
 */
export function parseMeta(meta) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const [, key, value] of (meta ?? "").matchAll(/([\w-]+)="([^"]*)"/g)) result[key] = value;
  return result;
}

/**
 * The selectors a button example clicks, in order: clicksOf('click="#a #a"') -> ["#a", "#a"]
 * @param {string | null | undefined} meta
 */
export function clicksOf(meta) {
  const click = parseMeta(meta).click;
  return click ? click.split(/\s+/).filter(Boolean) : [];
}
