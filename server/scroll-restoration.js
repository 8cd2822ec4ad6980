/**
 * Remix's <ScrollRestoration /> renders an inline script that runs before the first paint: it
 * gives the history entry a key when it has none, then reads sessionStorage for a position
 * saved under that key. On a first visit the key was just made up, so nothing can be stored
 * under it, yet the read is a synchronous storage access (5 to 18 ms before the first paint in
 * Lighthouse's traces). This rewrites the script to skip the read for an entry that had no key
 * and no `getKey` key; back, forward and reload still restore as before.
 */

const HEAD = `((STORAGE_KEY, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {`;
const READ = `
    try {
      let positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) || "{}");`;

/**
 * The document with Remix's scroll restoration script reading storage only when there can be
 * something to restore; any other HTML unchanged.
 * @param {string} html
 * @returns {string}
 */
export function lighterScrollRestoration(html) {
  const start = html.indexOf(`<script>${HEAD}`);
  if (start === -1) return html;
  const end = html.indexOf("</script>", start);
  const script = html.slice(start, end);
  if (!script.includes(READ)) return html;
  const lighter = script
    .replace(HEAD, `((STORAGE_KEY, restoreKey) => {\n    const fresh = !window.history.state || !window.history.state.key;\n    if (fresh) {`)
    .replace(READ, `\n    // A key made up just now has nothing stored under it.\n    if (fresh && !restoreKey) return;${READ}`);
  return html.slice(0, start) + lighter + html.slice(end);
}
