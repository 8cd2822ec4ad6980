// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { useAfterPaint } from "./use-after-paint.js";

beforeEach(() => vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "setTimeout", "clearTimeout"] }));
afterEach(() => vi.useRealTimers());

test("deferred, a new value comes back only after the next frame and a task", () => {
  const { result, rerender } = renderHook(({ value }) => useAfterPaint(value, true), { initialProps: { value: 1 } });
  rerender({ value: 2 });
  expect(result.current).toBe(1);
  // The frame callback queues a task; the value arrives in that task, after the paint.
  act(() => vi.advanceTimersToNextFrame());
  expect(result.current).toBe(1);
  act(() => vi.runOnlyPendingTimers());
  expect(result.current).toBe(2);
});

test("a value that changes again before the paint skips the one in between", () => {
  const { result, rerender } = renderHook(({ value }) => useAfterPaint(value, true), { initialProps: { value: "a" } });
  rerender({ value: "b" });
  rerender({ value: "c" });
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
  });
  expect(result.current).toBe("c");
});

test("not deferred, the value is the one given, at once", () => {
  const { result, rerender } = renderHook(({ value }) => useAfterPaint(value, false), { initialProps: { value: 1 } });
  rerender({ value: 2 });
  expect(result.current).toBe(2);
});

test("turned on later, it starts from the value last shown", () => {
  const { result, rerender } = renderHook(({ value, defer }) => useAfterPaint(value, defer), { initialProps: { value: 1, defer: false } });
  rerender({ value: 2, defer: false });
  rerender({ value: 2, defer: true });
  expect(result.current).toBe(2);
  rerender({ value: 3, defer: true });
  expect(result.current).toBe(2);
});
