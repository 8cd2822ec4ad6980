// What a document's load did on the renderer's main thread up to its first contentful paint, read
// from a Chromium trace (categories in TRACE_CATEGORIES). For `npm run bench:first-frame`.
//
// Chromium's HTML parser works in pumps of about 10 ms. Inside <head> it never yields; after the
// first token of <body> it yields as soon as the pump has run past its budget, and the browser
// then renders a frame of what has been parsed. A head whose work (scripts, stylesheets parsed,
// preloads dispatched) outlasts the budget therefore gets a first frame with nothing in it, and
// the first contentful paint waits for the next pump and the next frame.

export const TRACE_CATEGORIES = ["devtools.timeline", "loading", "blink", "disabled-by-default-devtools.timeline", "v8.execute", "fonts"].join(",");

export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & { name?: string; parsed_tokens?: number; beginData?: { url?: string; totalObjects?: number } };
};

export type FirstFrame = {
  /** Whether the first frame painted already had content (first paint = first contentful paint). */
  contentfulFirstFrame: boolean;
  /** Frames shown before the contentful one: the first paint's, and any painted after it (a frame may lay out more than once). */
  emptyFrames: number;
  /** The first parser pump: its length, the tokens it took, and the script and stylesheet work in it (ms). */
  firstPump: { ms: number; tokens: number; scriptMs: number; cssMs: number };
  /** Style and layout work on the main thread before the first contentful paint (ms). */
  styleMs: number;
  layoutMs: number;
  /** Layout objects in the frame that painted first content. */
  contentfulFrameObjects: number;
  /** When the first contentful paint came, from the document's first parser pump (ms). */
  fcpAt: number;
};

const ms = (us: number) => Math.round(us / 100) / 10;

/** The parser's pumps of `url`'s document, in order: the first starts its main thread's work. */
const parserPumps = (events: TraceEvent[], url: string) => events.filter((e) => e.name === "ParseHTML" && e.ph === "X" && e.args?.beginData?.url === url).sort((a, b) => a.ts - b.ts);

/**
 * The figures of one load of `url`, or null when the trace holds no parse of it or no contentful paint.
 * @example firstFrame([], "http://x/").toString() // "null"
 */
export function firstFrame(events: TraceEvent[], url: string): FirstFrame | null {
  const pumps = parserPumps(events, url);
  if (!pumps.length) return null;
  const { pid, tid } = pumps[0];
  const main = events.filter((e) => e.pid === pid && e.tid === tid);
  const mark = (name: string) => events.find((e) => e.name === name && e.pid === pid && e.ts >= pumps[0].ts);
  const fcp = mark("firstContentfulPaint");
  const fp = mark("firstPaint") ?? fcp;
  if (!fcp || !fp) return null;
  const complete = (name: string, from: number, to: number) => main.filter((e) => e.name === name && e.ph === "X" && e.ts >= from && e.ts < to);
  const sum = (list: TraceEvent[]) => ms(list.reduce((total, e) => total + (e.dur ?? 0), 0));
  const start = pumps[0].ts;
  const pumpEnd = start + (pumps[0].dur ?? 0);
  const layouts = complete("Layout", start, fcp.ts);
  return {
    contentfulFirstFrame: fp.ts === fcp.ts,
    // Paints Chromium ran but did not present (before the first paint) are not frames the visitor saw.
    emptyFrames: complete("LocalFrameView::RunPaintLifecyclePhase", fp.ts, fcp.ts).length,
    firstPump: {
      ms: ms(pumps[0].dur ?? 0),
      tokens: pumps[0].args?.parsed_tokens ?? 0,
      scriptMs: sum(complete("EvaluateScript", start, pumpEnd)),
      cssMs: sum(complete("CSSParserImpl::parseStyleSheet", start, pumpEnd)),
    },
    styleMs: sum(complete("UpdateLayoutTree", start, fcp.ts)),
    layoutMs: sum(layouts),
    contentfulFrameObjects: layouts.at(-1)?.args?.beginData?.totalObjects ?? 0,
    fcpAt: ms(fcp.ts - start),
  };
}

/** A task of the renderer's main thread over the long-task threshold, and what its work was (the parts overlap: a script the parser runs counts as parse and as script). */
export type LongTask = {
  /** When it started, from the document's first parser pump (ms). */
  at: number;
  ms: number;
  /** The HTML parser's pumps inside it. */
  parseMs: number;
  /** Script: evaluated, compiled, called back (timers, events, frames, microtasks). */
  scriptMs: number;
  /** Style recalculation. */
  styleMs: number;
  layoutMs: number;
  /** Chromium's font lookups inside it (`FontCache::GetFontPlatformData`, the outermost ones): on Linux, calls to fontconfig in the browser process. */
  fontMs: number;
};

const SCRIPT = new Set(["EvaluateScript", "v8.evaluateModule", "v8.compile", "v8.compileModule", "FunctionCall", "TimerFire", "EventDispatch", "FireAnimationFrame", "RunMicrotasks"]);

/** Over this a task is long: the Long Tasks API's threshold, and Lighthouse's for blocking time. */
export const LONG_TASK_MS = 50;

/**
 * The long tasks of `url`'s document, from its first parser pump to the end of the trace, or null
 * when the trace holds no parse of it. The navigation's commit comes before the first pump and is
 * not counted: it runs before any byte of the document is read, for the floor as for any page.
 * @example longTasks([], "http://x/") // null
 */
export function longTasks(events: TraceEvent[], url: string): LongTask[] | null {
  const pumps = parserPumps(events, url);
  if (!pumps.length) return null;
  const { pid, tid, ts: start } = pumps[0];
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X").sort((a, b) => a.ts - b.ts);
  const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
  const within = (outer: TraceEvent, names: string | Set<string>) =>
    main.filter((e) => (typeof names === "string" ? e.name === names : names.has(e.name)) && e.ts >= outer.ts && end(e) <= end(outer));
  const outermost = (list: TraceEvent[]) => list.filter((e) => !list.some((other) => other !== e && other.ts <= e.ts && end(e) <= end(other) && (other.ts < e.ts || end(e) < end(other))));
  const total = (list: TraceEvent[]) => ms(list.reduce((sum, e) => sum + (e.dur ?? 0), 0));
  return main
    .filter((e) => e.name === "RunTask" && e.ts >= start && (e.dur ?? 0) > LONG_TASK_MS * 1000)
    .map((task) => ({
      at: ms(task.ts - start),
      ms: ms(task.dur ?? 0),
      parseMs: total(outermost(within(task, "ParseHTML"))),
      scriptMs: total(outermost(within(task, SCRIPT))),
      styleMs: total(outermost(within(task, "UpdateLayoutTree"))),
      layoutMs: total(outermost(within(task, "Layout"))),
      fontMs: total(outermost(within(task, "FontCache::GetFontPlatformData"))),
    }));
}

/**
 * Blocking time as Lighthouse counts it, from the first contentful paint on: each long task's part
 * after `fcpAt`, less 50 ms, when that part is itself over 50 ms (both in ms from the first pump).
 * @example blockingTime([{ at: 0, ms: 120 } as LongTask], 40) // 30
 */
export function blockingTime(tasks: Pick<LongTask, "at" | "ms">[], fcpAt: number): number {
  return tasks.reduce((sum, { at, ms: length }) => {
    const after = at + length - Math.max(at, fcpAt);
    return after > LONG_TASK_MS ? sum + after - LONG_TASK_MS : sum;
  }, 0);
}
