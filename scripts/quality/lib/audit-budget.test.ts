import { expect, test } from "vitest";
import { BUDGETS, type Figures, loadedMachine, misses } from "./audit-budget.ts";

const good: Figures = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, fcp: 700, lcp: 750, tbt: 0, cls: 0, transfer: 100 * 1024, js: 80 * 1024, failed: [] };
const floor = { fcp: 700, lcp: 700 };

test("a phone's page within 1.4x the floor misses nothing", () => {
  expect(misses("/", "mobile", good, floor)).toEqual([]);
  expect(misses("/", "mobile", { ...good, fcp: 980, lcp: 980 }, floor)).toEqual([]);
});

test("a phone's paint past 1.4x the floor's is missed, each metric on its own", () => {
  expect(misses("/", "mobile", { ...good, lcp: 1050 }, floor)).toEqual(["LCP 1.50x the floor (1.05 s)"]);
  expect(misses("/", "mobile", { ...good, fcp: 1120, lcp: 1120 }, floor)).toEqual(["FCP 1.60x the floor (1.12 s)", "LCP 1.60x the floor (1.12 s)"]);
});

test("the ratio moves with the machine: the same page passes beside a slow floor and misses beside a fast one", () => {
  const page = { ...good, fcp: 1100, lcp: 1150 };
  expect(misses("/", "mobile", page, { fcp: 1000, lcp: 1000 })).toEqual([]);
  expect(misses("/", "mobile", page, { fcp: 600, lcp: 600 })).toHaveLength(2);
});

test("desktop rows and the floor itself are not compared with a floor", () => {
  expect(misses("/", "desktop", { ...good, lcp: 5000 }, floor)).toEqual([]);
  expect(misses("/__floor", "mobile", { ...good, lcp: 5000 })).toEqual([]);
});

test("the absolute budgets: score, categories, blocking time, shift, script and transfer", () => {
  const bad = { ...good, performance: 97, seo: 92, tbt: 101, cls: 0.001, js: 101 * 1024, transfer: 301 * 1024, failed: ["seo: meta-description"] };
  expect(misses("/", "mobile", bad, floor)).toEqual(["performance 97 < 98", "SEO 92", "CLS 0.001", "TBT 101 ms", "JS 101.0 KiB", "transfer 301 KiB", "seo: meta-description"]);
  expect(misses("/", "mobile", { ...good, performance: 98, tbt: 100, js: 100 * 1024 }, floor)).toEqual([]);
  expect(misses("/woodwork", "desktop", { ...good, performance: BUDGETS.performance.desktop, transfer: 900 * 1024 })).toEqual([]);
});

test("a machine is loaded when its load average passes one process per core beside Lighthouse", () => {
  expect(loadedMachine([0.6, 2.4, 2.9], 2)).toBe(false);
  expect(loadedMachine([0.6, 3.1], 2)).toBe(true);
  expect(loadedMachine([5], 2, 6)).toBe(false);
});
