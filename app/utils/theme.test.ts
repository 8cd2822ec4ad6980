// @vitest-environment jsdom
import { afterEach, expect, test } from "vitest";
import { applyTheme, headScript, parseStoredTheme, shownPreference, storePreference, THEME_STORAGE_KEY } from "./theme";

const root = document.documentElement;
const runScript = () => new Function(headScript())();

afterEach(() => {
  localStorage.clear();
  root.removeAttribute("data-theme");
  root.removeAttribute("data-js");
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
  Object.defineProperty(window, "localStorage", {
    configurable: true,
    get: () => {
      throw new DOMException("denied", "SecurityError");
    },
  });
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
  const full = {
    setItem: () => {
      throw new DOMException("full", "QuotaExceededError");
    },
    removeItem: () => undefined,
  };
  expect(storePreference(full, "dark")).toBe(false);
});
