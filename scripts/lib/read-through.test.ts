import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { readThrough } from "./read-through";

// A stand-in for the one Page method readThrough calls and the URL it names: the browser's part
// (the scrolling and its frames) runs in the journeys; this holds the bound around it.
const pageWhoseEvaluate = (evaluate: () => Promise<unknown>) => ({ evaluate, url: () => "http://127.0.0.1:3000/outdoor" }) as unknown as Page;

test("a page whose frames never come fails the read, naming the page, once the bound has passed", async () => {
  const page = pageWhoseEvaluate(() => new Promise(() => {}));
  await expect(readThrough(page, { timeout: 20 })).rejects.toThrow("readThrough: http://127.0.0.1:3000/outdoor was not read through in 20 ms");
});

test("a read that ends in time returns, and one that fails in the page fails with the page's error", async () => {
  await expect(
    readThrough(
      pageWhoseEvaluate(async () => undefined),
      { timeout: 1_000 },
    ),
  ).resolves.toBeUndefined();
  await expect(readThrough(pageWhoseEvaluate(async () => Promise.reject(new Error("Target page, context or browser has been closed"))))).rejects.toThrow("has been closed");
});
