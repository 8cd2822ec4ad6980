import type { consoleText } from "./console-text";
import type { Limits, RealmMessage } from "./protocol";

/**
 * Readies the global scope it runs in (a worker's, or the sandbox's document) for a reader's
 * code: the console prints lines to `post`, the first `limits.lines` of them (each cut to
 * `limits.length`), then only counts; `alert`, `confirm` and `prompt` print a line and return at
 * once (nothing may block, there is nobody to answer); uncaught errors and rejections become
 * "Uncaught …" lines, as in Chrome's console. Timers and fetches are counted, so that the run is
 * "done" when the code has run (`ran()`) and none of them is still waiting.
 *
 * Self-contained (a worker gets it as source text, runner/sandbox.ts): it uses nothing but its
 * arguments and the global scope.
 */
export function realm(post: (message: RealmMessage) => void, text: typeof consoleText, limits: Limits) {
  const scope = globalThis as unknown as Record<string, unknown> & typeof globalThis;
  const later = scope.setTimeout.bind(scope);
  const waiting = new Set<unknown>();
  let fetching = 0;
  let lines = 0;
  let cut = 0;
  let ran = false;
  let over = false;

  const print = (line: string) => {
    if (over) return;
    if (lines < limits.lines) {
      lines++;
      post({ t: "line", text: line.length > limits.length ? `${line.slice(0, limits.length)}…` : line });
    } else if (cut++ % 1000 === 0) post({ t: "cut", n: cut });
  };
  const uncaught = (error: unknown, how = "Uncaught") => print(text([error], how));
  // Twice: a rejection nobody handles is reported a task after it happens.
  const settle = () =>
    later(() =>
      later(() => {
        if (!ran || waiting.size > 0 || fetching > 0 || over) return;
        over = true;
        post({ t: "done", cut });
      }),
    );

  const log = (...values: unknown[]) => print(text(values));
  for (const name of ["log", "info", "warn", "error", "debug", "dir", "table", "trace"]) (scope.console as unknown as Record<string, unknown>)[name] = log;
  scope.alert = (...message: unknown[]) => print(`[alert] ${message.length ? String(message[0]) : ""}`);
  scope.confirm = (message?: unknown) => (print(`[confirm] ${String(message ?? "")}`), false);
  scope.prompt = (message?: unknown) => (print(`[prompt] ${String(message ?? "")}`), null);

  const timer =
    (start: (handler: unknown, ms?: number) => unknown, repeats: boolean) =>
    (handler: unknown, ms?: number, ...args: unknown[]) => {
      // A string is code the browser evaluates itself: not waited for.
      if (typeof handler !== "function") return start(handler, ms);
      const id = start(() => {
        if (!repeats) waiting.delete(id);
        try {
          // A browser calls it with the global object as `this`, strict or not (HTML's timers).
          handler.apply(scope, args);
        } finally {
          settle();
        }
      }, ms);
      waiting.add(id);
      return id;
    };
  const clear = (stop: (id: unknown) => void) => (id: unknown) => {
    waiting.delete(id);
    stop(id);
    settle();
  };
  scope.setTimeout = timer(scope.setTimeout.bind(scope) as never, false) as never;
  scope.setInterval = timer(scope.setInterval.bind(scope) as never, true) as never;
  scope.clearTimeout = clear(scope.clearTimeout.bind(scope) as never) as never;
  scope.clearInterval = clear(scope.clearInterval.bind(scope) as never) as never;
  if (typeof scope.fetch === "function") {
    const fetch = scope.fetch.bind(scope);
    scope.fetch = ((...args: Parameters<typeof fetch>) => {
      fetching++;
      return fetch(...args).finally(() => {
        fetching--;
        settle();
      });
    }) as typeof fetch;
  }

  scope.addEventListener("error", (event) => {
    event.preventDefault();
    uncaught(event.error ?? event.message);
  });
  scope.addEventListener("unhandledrejection", (event) => {
    event.preventDefault();
    uncaught(event.reason, "Uncaught (in promise)");
  });

  return {
    /** Just before the reader's code. */
    begin: () => post({ t: "start" }),
    uncaught,
    /** The code (and its clicks) ran to its end. */
    ran() {
      ran = true;
      post({ t: "ran" });
      settle();
    },
  };
}
