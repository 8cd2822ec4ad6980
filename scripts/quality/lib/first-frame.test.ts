import { expect, test } from "vitest";
import { blockingTime, firstFrame, longTasks, type TraceEvent } from "./first-frame.ts";

const URL = "http://127.0.0.1:1/page";
const MAIN = { pid: 7, tid: 7 };
const span = (name: string, ts: number, dur: number, args?: TraceEvent["args"]): TraceEvent => ({ name, ph: "X", ts: ts * 1000, dur: dur * 1000, ...MAIN, args });
const mark = (name: string, ts: number): TraceEvent => ({ name, ph: "R", ts: ts * 1000, ...MAIN });
const pump = (ts: number, dur: number, tokens: number) => span("ParseHTML", ts, dur, { beginData: { url: URL }, parsed_tokens: tokens });
const layout = (ts: number, dur: number, objects: number) => span("Layout", ts, dur, { beginData: { totalObjects: objects } });

test("a head that outlasts the parser's budget: an empty first frame, then the contentful one", () => {
  const events = [
    // about:blank before the navigation: not this document's
    span("ParseHTML", 1, 1, { beginData: { url: "" }, parsed_tokens: 1 }),
    layout(2, 1, 1),
    pump(10, 20, 42),
    span("EvaluateScript", 11, 6),
    span("CSSParserImpl::parseStyleSheet", 18, 4),
    span("UpdateLayoutTree", 31, 5),
    // a paint never presented, before the first paint: no frame the visitor saw
    span("LocalFrameView::RunPaintLifecyclePhase", 30, 0.5),
    layout(36, 2, 4),
    span("LocalFrameView::RunPaintLifecyclePhase", 38, 1),
    mark("firstPaint", 40),
    pump(50, 10, 110),
    span("UpdateLayoutTree", 61, 20),
    layout(81, 10, 12),
    // laid out again in the same frame (content-visibility's first check, a font): one frame still
    layout(91, 8, 30),
    span("LocalFrameView::RunPaintLifecyclePhase", 100, 2),
    mark("firstContentfulPaint", 105),
    // after the first contentful paint: not counted
    layout(120, 80, 833),
  ];
  expect(firstFrame(events, URL)).toEqual({
    contentfulFirstFrame: false,
    emptyFrames: 1,
    firstPump: { ms: 20, tokens: 42, scriptMs: 6, cssMs: 4 },
    styleMs: 25,
    layoutMs: 20,
    contentfulFrameObjects: 30,
    fcpAt: 95,
  });
});

test("a first frame with content, as the floor's", () => {
  const events = [pump(10, 2, 30), span("LocalFrameView::RunPaintLifecyclePhase", 11, 0.5), span("UpdateLayoutTree", 13, 1), layout(14, 3, 8), span("LocalFrameView::RunPaintLifecyclePhase", 18, 1), mark("firstPaint", 20), mark("firstContentfulPaint", 20)];
  expect(firstFrame(events, URL)).toMatchObject({ contentfulFirstFrame: true, emptyFrames: 0, firstPump: { ms: 2, tokens: 30, scriptMs: 0, cssMs: 0 }, contentfulFrameObjects: 8 });
});

test("no parse of the document, or no contentful paint: no figures", () => {
  expect(firstFrame([mark("firstContentfulPaint", 5)], URL)).toBeNull();
  expect(firstFrame([pump(10, 2, 30), layout(14, 3, 8)], URL)).toBeNull();
});

test("long tasks: those over 50 ms from the first pump on, with their parse, script, style, layout and outermost font lookups", () => {
  const task = (ts: number, dur: number) => span("RunTask", ts, dur);
  const events = [
    // the navigation's commit, before the first pump: every document has it, the floor's too
    task(0, 90),
    task(100, 20),
    pump(101, 10, 40),
    task(130, 80),
    pump(130, 4, 200),
    span("EvaluateScript", 131, 2),
    span("UpdateLayoutTree", 134, 1),
    layout(135, 60, 30),
    span("FontCache::GetFontPlatformData", 140, 12),
    // a lookup inside another is counted once
    span("FontCache::GetFontPlatformData", 141, 5),
    span("FontCache::GetFontPlatformData", 160, 8),
    // 50 ms exactly is not long
    task(300, 50),
    task(400, 51),
    // a module evaluated, its microtasks inside it counted once, and the style of a hydrated page
    span("v8.evaluateModule", 401, 30),
    span("RunMicrotasks", 420, 10),
    span("FunctionCall", 432, 6),
    span("UpdateLayoutTree", 440, 9),
    // another thread's task is not the page's
    { ...task(500, 200), tid: 8 },
  ];
  expect(longTasks(events, URL)).toEqual([
    { at: 29, ms: 80, parseMs: 4, scriptMs: 2, styleMs: 1, layoutMs: 60, fontMs: 20 },
    { at: 299, ms: 51, parseMs: 0, scriptMs: 36, styleMs: 9, layoutMs: 0, fontMs: 0 },
  ]);
  expect(longTasks([task(0, 90)], URL)).toBeNull();
});

test("blocking time counts a long task's part after the first contentful paint, less 50 ms", () => {
  // ends before the paint; straddles it with 40 ms after (not long once cut); 90 after; all after
  const tasks = [{ at: 0, ms: 100 }, { at: 100, ms: 120 }, { at: 150, ms: 120 }, { at: 400, ms: 51 }];
  expect(blockingTime(tasks, 180)).toBe(40 + 1);
  expect(blockingTime(tasks, 0)).toBe(50 + 70 + 70 + 1);
  expect(blockingTime([], 10)).toBe(0);
});
