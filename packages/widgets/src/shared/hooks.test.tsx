// @vitest-environment jsdom
import { act, render, renderHook, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { arrowStep, cx, inertProps, isRtl, useControllableState, useFocusFollow, useHydrated } from "./hooks.js";

test("uncontrolled: starts at the default, keeps its own value and reports each real change once", () => {
  const onChange = vi.fn();
  const { result } = renderHook(() => useControllableState<number, [string]>(undefined, 1, onChange));
  expect(result.current[0]).toBe(1);
  act(() => result.current[1](2, "next"));
  expect(result.current[0]).toBe(2);
  expect(onChange).toHaveBeenCalledExactlyOnceWith(2, "next");
  act(() => result.current[1](2, "again"));
  expect(onChange).toHaveBeenCalledTimes(1);
});

test("two changes in one event: the second compares against the first", () => {
  const onChange = vi.fn();
  const { result } = renderHook(() => useControllableState<number>(undefined, 1, onChange));
  act(() => {
    result.current[1](2);
    result.current[1](2);
    result.current[1](3);
  });
  expect(onChange.mock.calls).toEqual([[2], [3]]);
  expect(result.current[0]).toBe(3);
});

test("controlled: shows the owner's value, asks through onChange, and asks again when refused", () => {
  const onChange = vi.fn();
  const { result, rerender } = renderHook(({ value }) => useControllableState(value, 1, onChange), { initialProps: { value: 5 } });
  expect(result.current[0]).toBe(5);
  act(() => result.current[1](6));
  expect(result.current[0]).toBe(5);
  act(() => result.current[1](6));
  expect(onChange.mock.calls).toEqual([[6], [6]]);
  rerender({ value: 6 });
  expect(result.current[0]).toBe(6);
  act(() => result.current[1](6));
  expect(onChange).toHaveBeenCalledTimes(2);
});

test("the setter is stable and always calls the latest callback", () => {
  const first = vi.fn();
  const second = vi.fn();
  const { result, rerender } = renderHook(({ onChange }) => useControllableState<number>(undefined, 0, onChange), { initialProps: { onChange: first } });
  const setter = result.current[1];
  rerender({ onChange: second });
  expect(result.current[1]).toBe(setter);
  act(() => setter(1));
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledWith(1);
});

test("an owner can take control by keeping the state itself", () => {
  function Owner() {
    const [value, setValue] = useState("a");
    const [shown, set] = useControllableState(value, "z", setValue);
    return (
      <button type="button" onClick={() => set(shown === "a" ? "b" : "a")}>
        {shown}
      </button>
    );
  }
  render(<Owner />);
  act(() => screen.getByRole("button").click());
  expect(screen.getByRole("button").textContent).toBe("b");
});

test("renders on the server without a warning", () => {
  const error = vi.spyOn(console, "error");
  function Widget() {
    const [value] = useControllableState(undefined, "server", undefined);
    return <p>{value}</p>;
  }
  expect(renderToString(<Widget />)).toBe("<p>server</p>");
  expect(error).not.toHaveBeenCalled();
});

function HydrationProbe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? "hydrated" : "server"}</p>;
}

test("false on the server, false while hydrating (no mismatch), true right after", async () => {
  const html = renderToString(<HydrationProbe seen={[]} />);
  expect(html).toBe("<p>server</p>");
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const seen: boolean[] = [];
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <HydrationProbe seen={seen} />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(seen[0]).toBe(false);
  expect(seen.at(-1)).toBe(true);
  expect(container.textContent).toBe("hydrated");
  container.remove();
});

test("a component mounted after hydration (a client navigation) is hydrated from its first render", () => {
  const seen: boolean[] = [];
  const { container } = render(<HydrationProbe seen={seen} />);
  expect(seen).toEqual([true]);
  expect(container.textContent).toBe("hydrated");
  // The server never is, whatever happened in this module before.
  expect(renderToString(<HydrationProbe seen={[]} />)).toBe("<p>server</p>");
});

test("arrow keys move through slides in the reading direction", () => {
  expect(arrowStep("ArrowRight", false)).toBe(1);
  expect(arrowStep("ArrowLeft", false)).toBe(-1);
  expect(arrowStep("ArrowLeft", true)).toBe(1);
  expect(arrowStep("ArrowRight", true)).toBe(-1);
  expect(arrowStep("Home", true)).toBe(0);
});

test("the reading direction is the element's computed one", () => {
  const element = document.createElement("div");
  document.body.append(element);
  expect(isRtl(element)).toBe(false);
  element.style.direction = "rtl";
  expect(isRtl(element)).toBe(true);
  element.remove();
});

test("cx joins the class names given; inertProps makes an element inert on this React", () => {
  expect(cx("a", false, null, undefined, "b")).toBe("a b");
  expect(inertProps(false)).toEqual({});
  // React 18 renders inert="" from an empty string (it does not know the attribute).
  expect(inertProps(true)).toEqual({ inert: "" });
});

test("focus follows a move once the index gets there, however late, and only that move", () => {
  const focused: string[] = [];
  const { result, rerender } = renderHook(({ index }) => useFocusFollow(index, (target: string) => focused.push(target)), { initialProps: { index: 0 } });
  // An owner who answers later: nothing happens until the index is the one asked for.
  result.current({ from: 0, to: 1, target: "card 2" });
  rerender({ index: 0 });
  expect(focused).toEqual([]);
  rerender({ index: 1 });
  expect(focused).toEqual(["card 2"]);
  // Once only.
  rerender({ index: 1 });
  expect(focused).toEqual(["card 2"]);
  // An owner who chose another index: the move is forgotten, even if the index comes there later.
  result.current({ from: 1, to: 2, target: "card 3" });
  rerender({ index: 3 });
  rerender({ index: 2 });
  expect(focused).toEqual(["card 2"]);
  // A move the owner refused, then a move of another kind (expect(null)) to the same index: focus stays where it is.
  result.current({ from: 2, to: 3, target: "card 4" });
  rerender({ index: 2 });
  result.current(null);
  rerender({ index: 3 });
  expect(focused).toEqual(["card 2"]);
});
