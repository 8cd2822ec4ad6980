// Reading a page through, as a visitor scrolling it would: shared by the browser journeys and
// `npm run screenshots`.
import type { Page } from "playwright-core";

export type ReadThroughOptions = {
  /** How far each step scrolls, in CSS px. */
  step?: number;
  /** Also come back up a step at a time from the very bottom (a reader going back). */
  back?: boolean;
  /** How long the whole read may take before it fails, naming the page, in ms. */
  timeout?: number;
};

/**
 * Scrolls `page` from the top to the very bottom a step at a time, with `back` up again the same
 * way, and ends at the top. Each position is held until the browser has rendered two frames
 * there, so intersection observers, lazy images and the long pages' deferred blocks have seen
 * it: a wait on the browser's frames, never on a fixed time, so a busy machine makes it slower,
 * not different. What loads because of it (images, island code) may still be on its way.
 * @example await readThrough(page); await page.waitForLoadState("networkidle");
 */
export async function readThrough(page: Page, { step = 500, back = false, timeout = 45_000 }: ReadThroughOptions = {}): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  const reading = page.evaluate(
    async ([step, back]) => {
      const positions: number[] = [];
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) positions.push(y);
      positions.push(document.documentElement.scrollHeight);
      if (back) for (let y = positions.at(-1)! - step; y > 0; y -= step) positions.push(y);
      positions.push(0);
      for (const y of positions) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    },
    [step, back] as const,
  );
  // page.evaluate has no timeout of its own: a page whose frames stop (a main thread that never
  // yields) would hold the caller until its test's own limit, with nothing said about where.
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`readThrough: ${page.url()} was not read through in ${timeout} ms (its frames stopped coming)`)), timeout);
  });
  try {
    await Promise.race([reading, stalled]);
  } finally {
    clearTimeout(timer);
  }
}
