// The widgets' focus rings stand out from what is around them (WCAG 2.4.13 / 1.4.11: at least 3:1),
// in the light and the dark theme: every Tab stop of the demo widgets, and the carousel's and the
// dialog's controls on /outdoor, where some sit over a photo.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { browserForFile, hydrated, layoutSettled, watchedPage } from "../helpers/browser";

const browser = browserForFile();

type Ring = { label: string; ratio: number | null; why: string };

/**
 * Presses Tab `presses` times and, at each stop inside `scope`, measures the focus ring's contrast
 * against the colour right outside it: a halo drawn with it (a box-shadow wider than the ring),
 * else the backgrounds behind the control composited down to an opaque one.
 */
async function ringsBy(page: Page, scope: string, presses: number): Promise<Ring[]> {
  const rings: Ring[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press("Tab");
    const ring = await page.evaluate((scopeSelector) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !el.closest(scopeSelector) || !el.matches(":focus-visible")) return null;
      const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      // Any CSS colour (rgb, color-mix, oklch) as sRGB bytes and alpha, through a canvas.
      const rgba = (color: string) => {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = "#000";
        canvas.fillStyle = color;
        canvas.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
        return [r!, g!, b!, a! / 255] as const;
      };
      const over = (top: readonly [number, number, number, number], under: readonly [number, number, number]) =>
        [0, 1, 2].map((k) => top[k]! * top[3] + under[k]! * (1 - top[3])) as unknown as [number, number, number];
      const luminance = ([r, g, b]: readonly number[]) => {
        const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
      };
      const style = getComputedStyle(el);
      const label = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
      const width = parseFloat(style.outlineWidth);
      if (style.outlineStyle === "none" || !(width > 0)) return { label, ratio: null, why: "no outline" };
      const offset = parseFloat(style.outlineOffset) || 0;
      // The layers behind, from the top: a halo first, then the backgrounds of the control (when
      // the ring is drawn inside it) or of its ancestors.
      const layers: string[] = [];
      const halo = /^(.*?)\s+0px\s+0px\s+0px\s+(\d+(?:\.\d+)?)px/.exec(style.boxShadow);
      if (halo && parseFloat(halo[2]!) >= offset + width) layers.push(halo[1]!);
      for (let up: Element | null = offset < 0 ? el : el.parentElement; up; up = up.parentElement) {
        const s = getComputedStyle(up);
        if (s.backgroundImage !== "none" && !layers.length) return { label, ratio: null, why: `a background image behind it (${up.tagName.toLowerCase()})` };
        layers.push(s.backgroundColor);
        if (rgba(s.backgroundColor)[3] === 1) break;
      }
      let behind: [number, number, number] = [255, 255, 255];
      for (const layer of layers.reverse()) behind = over(rgba(layer), behind);
      const ringColor = over(rgba(style.outlineColor), behind);
      const [hi, lo] = [luminance(ringColor), luminance(behind)].sort((a, b) => b - a);
      return { label, ratio: Math.round(((hi! + 0.05) / (lo! + 0.05)) * 100) / 100, why: "" };
    }, scope);
    if (ring && !seen.has(ring.label)) {
      seen.add(ring.label);
      rings.push(ring);
    }
  }
  return rings;
}

const weak = (rings: Ring[]) => rings.filter((ring) => ring.ratio === null || ring.ratio < 3).map((ring) => `${ring.label}: ${ring.ratio ?? ring.why}`);

describe.each(["light", "dark"] as const)("focus rings in the %s theme", (colorScheme) => {
  test("every demo widget's controls", async () => {
    const { page, problems, context } = await watchedPage(browser(), { colorScheme, viewport: { width: 1280, height: 800 } });
    await page.goto("/demo");
    await hydrated(page);
    await layoutSettled(page);
    const rings = await ringsBy(page, "main", 90);
    // The paginators', the sliders' (arrows, numbers, clickable cards) and the table's controls.
    for (const name of ['"Last page"', '"Next slide"', '"Filter gender"', '"name'])
      expect(
        rings.some((ring) => ring.label.includes(name)),
        name,
      ).toBe(true);
    expect(weak(rings)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the carousel's controls, over the photo and beside it, and the dialog's close button", async () => {
    const { page, problems, context } = await watchedPage(browser(), { colorScheme, viewport: { width: 1280, height: 900 } });
    await page.goto("/outdoor?location=dolomiti-tre-cime&photo=1");
    await hydrated(page);
    await page.getByRole("dialog").waitFor();
    const rings = await ringsBy(page, "[role=dialog]", 20);
    for (const name of ["Next slide", "Close", "Show slide 2"])
      expect(
        rings.some((ring) => ring.label.includes(name)),
        `${name} in ${rings.map((r) => r.label).join(", ")}`,
      ).toBe(true);
    expect(weak(rings)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
