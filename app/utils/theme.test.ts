// @vitest-environment jsdom
import { afterEach, expect, test } from "vitest";
import { applyTheme, headScript, parseStoredTheme, shownPreference, storePreference, THEME_STORAGE_KEY, WEB_FONT_STORAGE_KEY } from "./theme";

const root = document.documentElement;
const runScript = () => new Function(headScript("Geist", ["/f.woff2", "/i.woff2"]))();

afterEach(() => {
  localStorage.clear();
  root.removeAttribute("data-theme");
  root.removeAttribute("data-js");
  root.removeAttribute("data-webfont");
  delete (document as { fonts?: unknown }).fonts;
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
  for (const link of preloads) link.dispatchEvent(new Event("load"));
  expect(document.head.querySelectorAll("link")).toHaveLength(0);
});

test("without the font, the head script fetches it once the page has loaded and notes it for the next page, leaving this one as it is", async () => {
  const loads: string[] = [];
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { load: (font: string) => (loads.push(font), Promise.resolve(font.startsWith("italic") ? [] : [{}])) },
  });
  runScript();
  expect(loads).toEqual([]);
  window.dispatchEvent(new Event("load"));
  expect(loads).toEqual(['1em "Geist"', 'italic 1em "Geist"']);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(localStorage.getItem(WEB_FONT_STORAGE_KEY)).toBe("Geist");
  expect(root.hasAttribute("data-webfont")).toBe(false);
});

test("a font that fails to load is not noted", async () => {
  Object.defineProperty(document, "fonts", { configurable: true, value: { load: () => Promise.reject(new Error("network")) } });
  runScript();
  window.dispatchEvent(new Event("load"));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(localStorage.getItem(WEB_FONT_STORAGE_KEY)).toBeNull();
});
