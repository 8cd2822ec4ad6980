import { useCallback, useInsertionEffect, useRef, useState } from "react";

/**
 * One piece of a widget's state that its owner may control. Controlled when `value` is not
 * `undefined`: the widget shows `value` and only asks for changes through `onChange`. Otherwise
 * the widget keeps its own copy, starting at `defaultValue`, and still reports every change.
 * `onChange` runs once per real change (never for the value already shown), with any details
 * the widget passes along.
 *
 * @example const [page, setPage] = useControllableState(props.page, props.defaultPage ?? 1, props.onPageChange);
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
