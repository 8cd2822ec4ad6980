import { expect, test } from "vitest";
import { collator, sortKey } from "./sort-key.js";

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
const compareKeys = (a: string, b: string) => {
  const x = sortKey(a)!;
  const y = sortKey(b)!;
  return x < y ? -1 : x > y ? 1 : 0;
};

// A seeded generator, so a failure names strings that fail again.
function random(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
}

test("keys order text as the collator does: naturally, ignoring case and accents", () => {
  expect(compareKeys("item 9", "item 10")).toBe(-1);
  expect(compareKeys("Giulia", "giulia")).toBe(0);
  expect(compareKeys("Élodie", "elodie")).toBe(0);
  expect(compareKeys("a", "ab")).toBe(-1);
  expect(compareKeys("007", "7")).toBe(0);
  expect(compareKeys("x 0", "x 00")).toBe(0);
  expect(compareKeys("", "a")).toBe(-1);
});

test("text the keys cannot reproduce has none, and the table falls back to the collator", () => {
  expect(sortKey("Straße")).toBeNull();
  expect(sortKey("Ørsted")).toBeNull();
  expect(sortKey("東京")).toBeNull();
  expect(sortKey("tab\there")).toBeNull();
});

test("on 20,000 random pairs of ASCII and accented text, keys and the collator agree", () => {
  const next = random(42);
  const pool = "aAbBcCeEzZ  -_.,:;'!?/()[]{}@#&*+=<>|~^`$%\\\"0123456789éÈàñÜ";
  const text = () => Array.from({ length: Math.floor(next() * 8) }, () => pool[Math.floor(next() * pool.length)]).join("");
  const disagreements: string[] = [];
  for (let i = 0; i < 20_000; i++) {
    const a = text();
    const b = text();
    if (sign(collator.compare(a, b)) !== compareKeys(a, b)) disagreements.push(`${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
  }
  expect(disagreements.slice(0, 5)).toEqual([]);
});
