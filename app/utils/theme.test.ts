// @vitest-environment jsdom
import { afterEach, expect, test, vi } from "vitest";
import { applyTheme, HEAD_SCRIPT_MARK, headScript, parseStoredTheme, shownPreference, storePreference, THEME_STORAGE_KEY, WEB_FONT_STORAGE_KEY } from "./theme";

const root = document.documentElement;
const runScript = () => new Function(headScript("Geist", ["/f.woff2", "/i.woff2"]))();

afterEach(() => {
  localStorage.clear();
  root.removeAttribute("data-theme");
  root.removeAttribute("data-js");
  root.removeAttribute("data-webfont");
  delete (document as { fonts?: unknown }).fonts;
  vi.unstubAllGlobals();
});

test("a stored value is a theme only when it is light or dark", () => {
  expect(parseStoredTheme("dark")).toBe("dark");
  expect(parseStoredTheme("light")).toBe("light");
  for (const other of ["system", "purple", "", null, undefined, "Dark"]) expect(parseStoredTheme(other)).toBeNull();
});

test("the head script applies a stored choice and marks the page as scripted", () => {
  runScript();
  expect(root.hasAttribute("data-js")).toBe(true);
  expect(root.hasAttribute("data-theme")).toBe(false);
  localStorage.setItem(THEME_STORAGE_KEY, "dark");
  runScript();
  expect(root.getAttribute("data-theme")).toBe("dark");
  localStorage.setItem(THEME_STORAGE_KEY, "<script>");
  root.removeAttribute("data-theme");
  runScript();
  expect(root.hasAttribute("data-theme")).toBe(false);
});

test("the head script survives a browser that refuses storage", () => {
  const descriptor = Object.getOwnPropertyDescriptor(window, "localStorage")!;
  Object.defineProperty(window, "localStorage", { configurable: true, get: () => { throw new DOMException("denied", "SecurityError"); } });
  try {
    expect(runScript).not.toThrow();
    expect(root.hasAttribute("data-js")).toBe(true);
    expect(root.hasAttribute("data-theme")).toBe(false);
  } finally {
    Object.defineProperty(window, "localStorage", descriptor);
  }
});

test("a choice is stored, shown at once and read back; system forgets it", () => {
  expect(storePreference(localStorage, "light")).toBe(true);
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
  applyTheme(root, "light");
  expect(shownPreference(root)).toBe("light");
  expect(storePreference(localStorage, "system")).toBe(true);
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  applyTheme(root, null);
  expect(shownPreference(root)).toBe("system");
});

test("storing never throws when the quota is full", () => {
  const full = { setItem: () => { throw new DOMException("full", "QuotaExceededError"); }, removeItem: () => undefined };
  expect(storePreference(full, "dark")).toBe(false);
});

// docs/decisions/0006-web-font.md: the first paint uses the web font only where this browser
// already holds it; otherwise the font is fetched after the page has loaded, for the next page.
test("the head script paints in the web font only where an earlier visit fetched it", () => {
  runScript();
  expect(root.hasAttribute("data-webfont")).toBe(false);
  localStorage.setItem(WEB_FONT_STORAGE_KEY, "Another Font");
  runScript();
  expect(root.hasAttribute("data-webfont")).toBe(false);
  localStorage.setItem(WEB_FONT_STORAGE_KEY, "Geist");
  runScript();
  expect(root.hasAttribute("data-webfont")).toBe(true);
  // Its files preloaded, so that the first layout waits for the cache's answer; each preload
  // leaves the document once its file is in (React hydrates the whole document).
  const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')];
  expect(preloads.map((link) => link.getAttribute("href"))).toEqual(["/f.woff2", "/i.woff2"]);
  expect(preloads.every((link) => link.getAttribute("crossorigin") === "anonymous" && link.getAttribute("type") === "font/woff2")).toBe(true);
  // Marked, so that the hydration loader removes any still waiting for its file.
  expect(preloads.every((link) => link.hasAttribute(HEAD_SCRIPT_MARK))).toBe(true);
  for (const link of preloads) link.dispatchEvent(new Event("load"));
  expect(document.head.querySelectorAll("link")).toHaveLength(0);
});

/** `fetch` answering each URL with `status`, or failing when `status` is null; returns the URLs asked. */
function stubFetch(status: (url: string) => number | null): string[] {
  const asked: string[] = [];
  vi.stubGlobal("fetch", (url: string) => {
    asked.push(url);
    const code = status(url);
    return code === null ? Promise.reject(new TypeError("network")) : Promise.resolve(new Response("wOF2", { status: code }));
  });
  return asked;
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test("without the font, the head script fetches its files once the page has loaded and notes them for the next page, leaving this one as it is", async () => {
  const asked = stubFetch(() => 200);
  const loads: string[] = [];
  // The files go to the HTTP cache, not to the page's fonts: a face loaded there makes Chromium
  // lay the whole page out again (issue 28).
  Object.defineProperty(document, "fonts", { configurable: true, value: { load: (font: string) => (loads.push(font), Promise.resolve([])) } });
  runScript();
  expect(asked).toEqual([]);
  window.dispatchEvent(new Event("load"));
  expect(asked).toEqual(["/f.woff2", "/i.woff2"]);
  await settled();
  expect(localStorage.getItem(WEB_FONT_STORAGE_KEY)).toBe("Geist");
  expect(root.hasAttribute("data-webfont")).toBe(false);
  expect(loads).toEqual([]);
});

test.each([
  ["fails", () => null],
  ["is not found", (url: string) => (url === "/i.woff2" ? 404 : 200)],
])("a font file that %s is not noted", async (_, status) => {
  stubFetch(status);
  runScript();
  window.dispatchEvent(new Event("load"));
  await settled();
  expect(localStorage.getItem(WEB_FONT_STORAGE_KEY)).toBeNull();
});
