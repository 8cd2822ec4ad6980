/** A colour theme the visitor picked; with none stored the system setting decides (in CSS). */
export type Theme = "light" | "dark";
export type ThemePreference = Theme | "system";

/**
 * Where the choice is kept: the visitor's own browser (localStorage). It is never sent to the
 * server, so every visitor gets the same prerendered page (docs/decisions/dark-mode.md).
 */
export const THEME_STORAGE_KEY = "theme";

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === "light" || value === "dark" || value === "system";
}

/** A stored value as a theme; anything else means "follow the system": `parseStoredTheme("dark")` → "dark". */
export function parseStoredTheme(value: string | null | undefined): Theme | null {
  return value === "light" || value === "dark" ? value : null;
}

/**
 * Where the browser notes that it holds the web font (docs/decisions/0006-web-font.md), and the
 * note's value: the font's name, so a change of font is not taken for the one held.
 */
export const WEB_FONT_STORAGE_KEY = "webfont";

/**
 * Marks an element the head script adds to the document. React did not render it, and hydrating
 * the document with it there fails, so the hydration loader removes whatever is left of them
 * before it starts React (app/utils/hydration-loader.server.ts).
 */
export const HEAD_SCRIPT_MARK = "data-head-script";

/**
 * The script root.tsx puts first in <head>, before anything paints: it marks the document as
 * scripted (`data-js`, so controls that need JavaScript show only where it runs) and applies a
 * stored choice as `data-theme`. A browser that refuses storage just follows the system.
 *
 * It also decides the font of the page's first paint (docs/decisions/0006-web-font.md): the web
 * font where this browser fetched it on an earlier visit (`data-webfont`, its files preloaded, which
 * the cache answers before the first layout), the metric-matched fallback otherwise. A visit without
 * the font fetches it once the page has loaded and painted, for the next page, and never swaps the
 * fonts of the page on screen: nothing moves, and no font is requested before the first paint.
 * Its sha256 goes into the Content-Security-Policy like every inline script's (scripts/build/prerender.ts).
 */
export function headScript(webFont: string, files: readonly string[]): string {
  // Both parts below read the font's files from `F`, written once at the script's start.
  // Preloaded, so that Chromium holds the first layout until the cache has answered (a few ms)
  // rather than lay the page out in the fallback and again in the font. Each <link> leaves the
  // document once its file is in, usually long before the page hydrates: React hydrates the whole
  // document, and an element in <head> it did not render fails the hydration (React's errors, and
  // the whole page rendered again on the client: decision 0004's last section).
  // A file that is slow to come (evicted from the cache, a busy machine) leaves its <link> there
  // when the page starts hydrating: the hydration loader removes it first, by its mark.
  const preload = `F.forEach(function(h){var l=document.createElement("link"),a={rel:"preload",as:"font",type:"font/woff2",crossorigin:"anonymous",href:h,"${HEAD_SCRIPT_MARK}":""};for(var k in a)l.setAttribute(k,a[k]);l.onload=l.onerror=function(){l.remove()};document.head.appendChild(l)})`;
  // Fetched into the HTTP cache, not loaded as faces (`document.fonts.load`): a face that
  // finishes loading is a change of the page's fonts, and Chromium lays the whole page out again
  // for each, even though no text names the family yet (two tasks of 50 to 110 ms under a 4x
  // slower CPU, after the first paint: issue 28, decision 0006).
  const fetchForNext = `var f=window.fetch,P=window.PerformanceObserver;function g(){Promise.all(F.map(function(h){return f(h).then(function(r){if(!r.ok)throw r;return r.arrayBuffer()})})).then(function(){try{localStorage.setItem("${WEB_FONT_STORAGE_KEY}","${webFont}")}catch(e){}},function(){})}f&&addEventListener("load",function(){P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0?new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();g()}}).observe({type:"paint",buffered:!0}):g()},{once:!0})`;
  return `(function(d){var F=${JSON.stringify(files)};d.setAttribute("data-js","");try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")d.setAttribute("data-theme",t);if(localStorage.getItem("${WEB_FONT_STORAGE_KEY}")==="${webFont}"){d.setAttribute("data-webfont","");${preload};return}}catch(e){}${fetchForNext}})(document.documentElement)`;
}

/** Shows a theme on the page at once: `null` hands the choice back to the system setting. */
export function applyTheme(root: HTMLElement, theme: Theme | null): void {
  if (theme) root.setAttribute("data-theme", theme);
  else root.removeAttribute("data-theme");
}

/** The theme the page shows now, as THEME_SCRIPT or applyTheme left it. */
export function shownPreference(root: HTMLElement): ThemePreference {
  return parseStoredTheme(root.getAttribute("data-theme")) ?? "system";
}

/** Remembers a choice ("system" forgets it). False when the browser refuses storage. */
export function storePreference(storage: Pick<Storage, "setItem" | "removeItem">, preference: ThemePreference): boolean {
  try {
    if (preference === "system") storage.removeItem(THEME_STORAGE_KEY);
    else storage.setItem(THEME_STORAGE_KEY, preference);
    return true;
  } catch {
    return false;
  }
}
