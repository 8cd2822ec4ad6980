import { expect, test } from "vitest";
import { coverWidth, mainColumnSizes, spanWidth } from "./sizes";

test("sizes list every breakpoint from the widest and end with a bare default", () => {
  const sizes = mainColumnSizes((main) => `${main} / 2`);
  const parts = sizes.split(/,\s(?=\(min-width|calc)/);
  expect(parts).toEqual([
    "(min-width: 1280px) calc(min(1200px, 100vw - 411px) / 2)",
    "(min-width: 1024px) calc(min(1200px, 100vw - 379px) / 2)",
    "(min-width: 768px) calc(min(1200px, 100vw - 79px) / 2)",
    "calc(min(1200px, 100vw - 32px) / 2)",
  ]);
});

test("a span of grid tracks includes the gaps it crosses", () => {
  expect(spanWidth("800px", 12, 4, 12)).toBe("((800px) - 132px) * 4 / 12 + 36px");
  // 800px wide, 12 columns, gap 12: one track is 55.67px, four tracks and three gaps 258.67px
  const evaluate = (expr: string) => Function(`return ${expr.replace(/px/g, "")}`)() as number;
  expect(evaluate(spanWidth("800px", 12, 4, 12))).toBeCloseTo(258.67, 1);
  expect(evaluate(spanWidth("800px", 12, 12, 12))).toBeCloseTo(800, 5);
});

test("a covering image is at least as wide as its box", () => {
  expect(coverWidth("300px", "200px", 16 / 9)).toBe("max(300px, (200px) * 1.7778)");
});
