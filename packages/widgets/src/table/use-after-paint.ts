"use client";

import { useEffect, useState } from "react";

/**
 * `value`, but when `defer` is on, each new one only once the browser has painted the frame that
 * followed it: the state that made the change shows at once (a header's new sort), and work that
 * depends on the returned value (sorting a long list) runs in a task of its own after that paint,
 * rather than delay it. (React's useDeferredValue may render before the browser paints.)
 *
 * @example const shown = useAfterPaint(state, data.length > 1000);
 */
export function useAfterPaint<T>(value: T, defer: boolean): T {
  const [painted, setPainted] = useState(value);
  // Not deferring, it keeps up during render (as React advises for state that follows a prop), so
  // that turning deferral on later starts from the value last shown.
  if (!defer && !Object.is(painted, value)) setPainted(value);
  useEffect(() => {
    if (!defer || Object.is(painted, value)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(value));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, defer, painted]);
  return defer ? painted : value;
}
