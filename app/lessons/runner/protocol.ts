// What the page and the sandbox say to each other when a reader runs an example (README.md here).

/** The sandbox's document: a static page with its own Content-Security-Policy (server/csp.ts). */
export const SANDBOX_PATH = "/generated/lesson-sandbox.html";

/** How much of a run's output is kept: the first lines, each cut to a length; the rest is counted. */
export const LIMITS = { lines: 100, length: 2000 } as const;
export type Limits = { lines: number; length: number };

/** How long a reader's code may run, from its first line, before it is stopped. */
export const TIME_LIMIT_MS = 2000;

/** What the page asks the sandbox to run. With `page`, the code runs in a document holding that HTML, then `clicks` are clicked. */
export type Job = { code: string; page?: string | undefined; clicks: string[] };

/** What the sandbox reports, in order: start, lines (and counts of those cut), ran, done. */
export type RealmMessage =
  /** The reader's code starts now: the time limit counts from here. */
  | { t: "start" }
  | { t: "line"; text: string }
  /** Lines cut so far (sent now and then: a run stopped early still says about how many). */
  | { t: "cut"; n: number }
  /** The code, and the clicks after it, ran to their end. */
  | { t: "ran" }
  /** Nothing the code started (a timer, a fetch) is still waiting: the run is over. */
  | { t: "done"; cut: number };
