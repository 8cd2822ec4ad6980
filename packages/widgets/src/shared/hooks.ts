"use client";

// What every widget shares: one controlled/uncontrolled state, one "is the page interactive yet",
// one merged ref, focus that follows a move, the class and inert helpers, the reading direction.
// One module, so that a page using any widget loads them as one small file, whichever it imports
// (utils.ts only points here).
// The slider's dragging is in use-drag.ts, the carousel's swipe in its own folder: a module both
// shared would be one more file on each of their pages.
import {
  useCallback,
  useEffect,
  useInsertionEffect,
  useRef,
  useState,
  useSyncExternalStore,
  version,
  type MutableRefObject,
  type Ref,
  type RefCallback,
  type RefObject,
} from "react";

/** Joins the truthy class names. `cx("a", false, "b")` is `"a b"` */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

/** Props that make an element inert (or not), on React 18 and 19 alike. `<div {...inertProps(hidden)} />` */
export function inertProps(inert: boolean): Record<string, unknown> {
  if (!inert) return {};
  // React 19 knows `inert` as a boolean attribute and drops an empty string; React 18 does not know
  // it, passes strings through and warns about `true`. Each gets the form it renders as `inert=""`.
  // Read here rather than once at the top, so an entry that never makes anything inert drops it.
  return { inert: Number.parseInt(version, 10) >= 19 ? true : "" };
}

/**
 * One handler from the app's and the widget's for the same event on the root: the app's first,
 * then the widget's unless the app's called `preventDefault()`.
 *
 * @example <section onKeyDown={composeHandlers(props.onKeyDown, onKeyDown)} />
 */
export function composeHandlers<E extends { defaultPrevented: boolean }>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** Whether the element reads right to left (`dir="rtl"` on it or an ancestor). */
export const isRtl = (element: Element) => getComputedStyle(element).direction === "rtl";

/**
 * The way an arrow key moves through slides, following the reading direction: ArrowRight is
 * forward (1) left to right and back (-1) right to left; other keys 0.
 *
 * @example arrowStep("ArrowLeft", true) // 1
 */
export function arrowStep(key: string, rtl: boolean): number {
  const step = key === "ArrowRight" ? 1 : key === "ArrowLeft" ? -1 : 0;
  return rtl && step ? -step : step;
}

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

/** A move a widget asked for, and what should take focus once it is shown. */
export type FocusFollow<T> = { from: number; to: number; target: T };

/**
 * Focus that follows a move the widget itself asked for. A key or a swipe made with focus inside
 * what the move hides (a slide that turns inert, an arrow that turns disabled) would drop focus to
 * the page. The widget calls `expect({ from, to, target })` just before asking for the move; when
 * the index it shows reaches `to`, `focus(target)` runs in the effects of the render that shows it
 * (which React runs before the browser paints when a key or a pointer made the move). The owner of
 * a controlled index may take its time: focus follows whenever the index gets there. The move is
 * forgotten once the index went anywhere else (the owner chose another), and by `expect(null)`,
 * which a widget calls for a move of another kind (a click on a control that keeps its focus), so
 * that a move the owner refused never takes focus later.
 *
 * @example const expect = useFocusFollow(index, (card: number) => cards[card]?.focus()); expect({ from: index, to: index + 1, target: index + 1 }); onIndexChange(index + 1);
 */
export function useFocusFollow<T>(index: number, focus: (target: T) => void): (move: FocusFollow<T> | null) => void {
  const pending = useRef<FocusFollow<T> | null>(null);
  // Runs after every render, with this render's index and callback.
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted) return;
    if (index === wanted.to) focus(wanted.target);
    if (index !== wanted.from || index === wanted.to) pending.current = null;
  });
  return (move) => {
    pending.current = move;
  };
}

// The widgets on the page that go by a default landmark name, by that name: each one's element.
const byName = new Map<string, Set<RefObject<Element | null>>>();
const nameListeners = new Set<() => void>();
const subscribeNames = (listener: () => void) => {
  nameListeners.add(listener);
  return () => {
    nameListeners.delete(listener);
  };
};

/**
 * A default landmark name that stays unique on the page: alone, `name` as it is; beside others
 * with the same default (two Paginators, two Sliders) each gets its number in document order,
 * "Pagination 1", "Pagination 2", so a screen reader's list of landmarks tells them apart (axe's
 * landmark-unique). The server and hydration render `name`; the numbers come once the widgets are
 * mounted. With `use` false (the app gave a name of its own) nothing is registered.
 *
 * @example const name = useUniqueName("Pagination", !props["aria-label"], navRef);
 */
export function useUniqueName(name: string, use: boolean, element: RefObject<Element | null>): string {
  useEffect(() => {
    if (!use) return;
    const same = byName.get(name) ?? new Set();
    byName.set(name, same.add(element));
    nameListeners.forEach((listener) => listener());
    return () => {
      same.delete(element);
      nameListeners.forEach((listener) => listener());
    };
  }, [name, use, element]);
  const position = useSyncExternalStore(
    subscribeNames,
    () => {
      const mine = element.current;
      const same = byName.get(name);
      if (!use || !mine || !same || same.size < 2) return 0;
      // How many of them come before this one, plus itself.
      let before = 1;
      for (const other of same) if (other.current && other.current !== mine && other.current.compareDocumentPosition(mine) & Node.DOCUMENT_POSITION_FOLLOWING) before++;
      return before;
    },
    () => 0,
  );
  return position ? `${name} ${position}` : name;
}
