import { expect, test } from "vitest";
import { nestToc, readingTime } from "./toc";

test("nestToc puts each h3 under the h2 before it", () => {
  const h2a = { depth: 2, id: "a", text: "A" };
  const h3b = { depth: 3, id: "b", text: "B" };
  const h3c = { depth: 3, id: "c", text: "C" };
  const h2d = { depth: 2, id: "d", text: "D" };
  expect(nestToc([h2a, h3b, h3c, h2d])).toEqual([
    { ...h2a, children: [h3b, h3c] },
    { ...h2d, children: [] },
  ]);
});

test("an h3 before any h2 stays at the top level", () => {
  const h3 = { depth: 3, id: "x", text: "X" };
  expect(nestToc([h3])).toEqual([{ ...h3, children: [] }]);
});

test("readingTime agrees in number", () => {
  expect(readingTime(1)).toBe("circa 1 minuto");
  expect(readingTime(9)).toBe("circa 9 minuti");
});
