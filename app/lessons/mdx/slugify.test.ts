import { expect, test } from "vitest";
import { createSlugger, slugify } from "./slugify";

test("slugify drops accents, punctuation and case", () => {
  expect(slugify("Cos'è l'hoisting?")).toBe("cos-e-l-hoisting");
  expect(slugify("Temporale vuol dire “nel tempo”")).toBe("temporale-vuol-dire-nel-tempo");
  expect(slugify("Scegliere this: call, apply e bind")).toBe("scegliere-this-call-apply-e-bind");
});

test("a slugger never repeats an id, and avoids reserved ones", () => {
  const next = createSlugger(["main"]);
  expect(next("Esempio")).toBe("esempio");
  expect(next("Esempio")).toBe("esempio-2");
  expect(next("Main")).toBe("main-2");
  expect(next("???")).toBe("sezione");
});
