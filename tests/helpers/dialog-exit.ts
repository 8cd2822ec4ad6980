import type { Page } from "playwright-core";

/** What a dialog did as it closed (see `recordDialogExit`). */
export type DialogExit = {
  /** The `data-state` values it went through after `act` began. */
  states: string[];
  /** Animation frames between its `data-state="closed"` and its removal: 0 means the same task. */
  frames: number;
  /** Its heading and the length of its text when it turned closed (what it showed while fading). */
  heading: string;
  textLength: number;
};

/**
 * Closes the open dialog by `act` while the page records, frame by frame, how it leaves: its
 * states, what it showed when it turned closed, and the frames until it was removed.
 *
 * @example const exit = await recordDialogExit(page, () => page.keyboard.press("Escape"));
 */
export async function recordDialogExit(page: Page, act: () => Promise<unknown>): Promise<DialogExit> {
  await page.evaluate(() => {
    const dialog = document.querySelector("[role=dialog]")!;
    const seen = { states: [] as string[], heading: "", textLength: 0, frames: -1, frame: 0, closedAt: -1 };
    (window as unknown as { dialogExit: typeof seen }).dialogExit = seen;
    const count = () => {
      seen.frame += 1;
      if (seen.frames < 0) requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    new MutationObserver(() => {
      const state = dialog.getAttribute("data-state") ?? "";
      if (dialog.isConnected && seen.states.at(-1) !== state) seen.states.push(state);
      if (state === "closed" && seen.closedAt < 0) {
        seen.closedAt = seen.frame;
        seen.heading = dialog.querySelector("h2")?.textContent ?? "";
        seen.textLength = dialog.textContent?.length ?? 0;
      }
      if (!dialog.isConnected && seen.frames < 0) seen.frames = seen.frame - seen.closedAt;
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-state"] });
  });
  // A busy machine can run a whole fade between two steps of a test (the page's work goes on while
  // the test waits for its turn): while the dialog closes, the page's animations run at a tenth of
  // their speed, so the fade spans many frames however slow the machine, and what the test reads
  // "during the fade" is read during it. The dialog unmounts when its animations finish
  // (modal-dialog.tsx), so the fade's end is still the page's own.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: SLOWED });
  try {
    await act();
    await page.waitForFunction(() => (window as unknown as { dialogExit: { frames: number } }).dialogExit.frames >= 0);
  } finally {
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await cdp.detach();
  }
  return page.evaluate(() => {
    const { states, frames, heading, textLength } = (window as unknown as { dialogExit: DialogExit }).dialogExit;
    return { states, frames, heading, textLength };
  });
}

/** The animations' speed while a dialog closes: the modal's 180 ms fade takes 1.8 s. */
const SLOWED = 0.1;
