import type { IncomingMessage, ServerResponse } from "node:http";
import type { Writable } from "node:stream";

/** Lines of one kind written per second at most; the rest are counted and summed up in one line. */
export const LINES_PER_SECOND = 20;

/**
 * Bytes a log stream may hold unwritten (its reader is slow or has stopped reading) before lines
 * are dropped: about 10,000 request lines.
 */
export const LOG_BUFFER_LIMIT = 1024 * 1024;

/**
 * A stream that never takes the server down: once a write fails (EPIPE when the reader of the
 * log went away, EAGAIN, a closed file…) it is dropped and later lines are discarded. While more
 * than LOG_BUFFER_LIMIT waits for a reader that does not keep up, lines are dropped and counted,
 * and the count is written once the stream has drained.
 */
function guarded(stream: Writable): (text: string, lines?: number) => void {
  let broken = false;
  let dropped = 0;
  stream.on("error", () => {
    broken = true;
  });
  const write = (text: string) => {
    try {
      stream.write(text);
    } catch {
      broken = true;
    }
  };
  stream.on("drain", () => {
    if (!dropped || broken) return;
    const n = dropped;
    dropped = 0;
    write(`${new Date().toISOString()} ${n} log line${n === 1 ? "" : "s"} dropped: the log's reader did not keep up\n`);
  });
  return (text, lines = 1) => {
    if (broken || stream.destroyed || !stream.writable) return;
    if (stream.writableLength > LOG_BUFFER_LIMIT) {
      dropped += lines;
      return;
    }
    write(text);
  };
}

/**
 * A budget of `limit` lines per second: `take()` says whether a line may be written now, and
 * `dropped()` how many were refused since the last call. `now` gives milliseconds.
 * @example lineBudget(1, () => 0).take() // true
 */
export function lineBudget(limit: number, now: () => number): { take(): boolean; dropped(): number } {
  let windowStart = -Infinity;
  let used = 0;
  let refused = 0;
  return {
    take() {
      const t = now();
      if (t - windowStart >= 1000) {
        windowStart = t;
        used = 0;
      }
      if (used < limit) {
        used++;
        return true;
      }
      refused++;
      return false;
    },
    dropped() {
      const n = refused;
      refused = 0;
      return n;
    },
  };
}

export type LogOptions = { out?: Writable; err?: Writable; requests?: boolean; now?: () => number };

export type Log = {
  /** Whether each request gets a line (LOG_REQUESTS). */
  readonly requests: boolean;
  /** One line for this request once its response is sent. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /** A request Node could not parse (bad request line, headers too large, too slow). */
  clientError(what: string): void;
  /** Something on our side failed: always worth a line, never a stack trace. */
  serverError(what: string): void;
  /** Writes what is batched and the summary of what the budgets held back. */
  flush(): void;
};

/**
 * The server's log. With `requests` on, one line per request, batched after the response is on
 * its way; client errors (4xx) beyond LINES_PER_SECOND a second are counted, not written, so a
 * flood of bad requests cannot flood the log. Server errors always get one line on `err`, never a
 * stack trace, under the same budget. A log stream that breaks is dropped, never fatal.
 */
export function createLog({ out = process.stdout, err = process.stderr, requests = false, now = () => performance.now() }: LogOptions = {}): Log {
  const writeOut = guarded(out);
  const writeErr = guarded(err);
  const clientErrors = lineBudget(LINES_PER_SECOND, now);
  const serverErrors = lineBudget(LINES_PER_SECOND, now);
  let lines: string[] = [];
  let scheduled = false;
  let summary: NodeJS.Timeout | undefined;

  const flush = () => {
    scheduled = false;
    if (lines.length) writeOut(lines.join(""), lines.length);
    lines = [];
  };
  const push = (line: string) => {
    lines.push(line);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  // Once a second at most, say how many lines the budgets held back.
  const summarize = () => {
    summary = undefined;
    const clients = clientErrors.dropped();
    const servers = serverErrors.dropped();
    if (clients) push(`${new Date().toISOString()} ${clients} more client error${clients === 1 ? "" : "s"} (4xx) not logged\n`);
    if (servers) writeErr(`${new Date().toISOString()} ${servers} more server error${servers === 1 ? "" : "s"} not logged\n`);
  };
  const held = () => {
    summary ??= setTimeout(summarize, 1000);
    summary.unref?.();
  };

  return {
    requests,
    track(req, res) {
      if (!requests) return;
      const start = now();
      res.once("finish", () => {
        const status = res.statusCode;
        if (status >= 400 && status < 500 && !clientErrors.take()) return held();
        push(`${new Date().toISOString()} ${req.method} ${String(req.url).slice(0, 200)} ${status} ${(now() - start).toFixed(1)}ms\n`);
      });
    },
    clientError(what) {
      if (!requests) return;
      if (!clientErrors.take()) return held();
      push(`${new Date().toISOString()} client error: ${what}\n`);
    },
    serverError(what) {
      if (!serverErrors.take()) return held();
      writeErr(`${new Date().toISOString()} error: ${what}\n`);
    },
    flush() {
      if (summary) {
        clearTimeout(summary);
        summarize();
      }
      flush();
    },
  };
}
