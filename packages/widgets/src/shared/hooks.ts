"use client";

// The React hooks the widgets share: one controlled/uncontrolled state, one swipe detector, one
// "is the page interactive yet". One module, so that a page using several widgets loads them as one small file.
import { useCallback, useInsertionEffect, useRef, useState, useSyncExternalStore, type MutableRefObject, type Ref, type RefCallback, type TouchEvent } from "react";
import { swipeDirection } from "./utils.js";
/**
 * One piece of a widget's state that its owner may control. Controlled when `value` is not
 * `undefined`: the widget shows `value` and only asks for changes through `onChange`. Otherwise
 * the widget keeps its own copy, starting at `defaultValue`, and still reports every change.
 * `onChange` runs once per real change (never for the value already shown), with any details
 * the widget passes along.
 *
 * @example const [pageIndex, setPageIndex] = useControllableState(props.pageIndex, props.defaultPageIndex ?? 0, props.onPageIndexChange);
 */
export function useControllableState<T, Details extends unknown[] = []>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T, ...details: Details) => void,
): readonly [T, (next: T, ...details: Details) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  // The latest value and callback, read when the setter runs: a setter held by an effect or a
  // timer must neither report against a stale value nor call an old callback. Updated in the
  // commit (before any other effect of it), never during render, and silently skipped on the server.
  const latest = useRef({ current, controlled, onChange });
  useInsertionEffect(() => {
    latest.current = { current, controlled, onChange };
  });
  const set = useCallback((next: T, ...details: Details) => {
    const { current: shown, controlled: isControlled, onChange: notify } = latest.current;
    if (Object.is(next, shown)) return;
    if (!isControlled) {
      setOwn(next);
      // Two changes in one event compare against the first; a controlled value changes only
      // when the owner renders it, so an ignored request is made again on the next try.
      latest.current = { ...latest.current, current: next };
    }
    notify?.(next, ...details);
  }, []);
  return [current, set] as const;
}


/**
 * Touch handlers to spread on an element: a finished one-finger horizontal swipe calls
 * `onSwipe("next" | "prev")`. Vertical moves stay the page's (pair it with `touch-action: pan-y`).
 *
 * @example <div {...useSwipe((direction) => (direction === "next" ? next() : prev()))} />
 */
export function useSwipe(onSwipe: (direction: "next" | "prev") => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      // A second finger means a pinch or a scroll, not a swipe.
      start.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y);
      if (direction) onSwipe(direction);
    },
  };
}

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true from then on (and at once in a tree
 * first rendered in the browser). Controls that only work with JavaScript render disabled until
 * it runs, so a page read without it shows no button that does nothing, and hydration matches
 * the server's HTML exactly.
 *
 * @example const hydrated = useHydrated(); <button disabled={!hydrated}>Next</button>
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * One stable callback ref that sets every ref given: a widget's own and the one its user passed.
 * `<div ref={useMergedRef(ownRef, forwardedRef)} />`
 */
export function useMergedRef<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  const latest = useRef(refs);
  latest.current = refs;
  return useCallback((node: T | null) => {
    for (const ref of latest.current) {
      if (typeof ref === "function") ref(node);
      else if (ref) (ref as MutableRefObject<T | null>).current = node;
    }
  }, []);
}
