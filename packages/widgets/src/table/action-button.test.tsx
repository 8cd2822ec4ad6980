// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { ActionButton } from "./action-button.js";

const view = { label: "View", title: "View Giulia Rossi", disable: false };

function setup(action = view) {
  const onClick = vi.fn();
  render(<ActionButton action={action} onClick={onClick} />);
  const button = screen.getByRole("button", { name: action.label });
  const tooltip = () => screen.queryByRole("tooltip");
  return { onClick, button, tooltip, anchor: button.parentElement! };
}

test("the title describes the button and is hidden until asked for", () => {
  const { button } = setup();
  const tooltip = document.getElementById(button.getAttribute("aria-describedby")!)!;
  expect(tooltip.getAttribute("role")).toBe("tooltip");
  expect(tooltip.textContent).toBe("View Giulia Rossi");
  expect(tooltip.hidden).toBe(true);
});

test("hover shows the tooltip and leaving hides it", () => {
  const { anchor, tooltip } = setup();
  fireEvent.pointerEnter(anchor, { pointerType: "mouse" });
  expect(tooltip()?.textContent).toBe("View Giulia Rossi");
  fireEvent.pointerLeave(anchor, { pointerType: "mouse" });
  expect(tooltip()).toBeNull();
});

test("focus shows the tooltip, Escape hides it and keeps the focus", () => {
  const { button, tooltip } = setup();
  act(() => button.focus());
  expect(tooltip()).toBeTruthy();
  fireEvent.keyDown(button, { key: "Escape" });
  expect(tooltip()).toBeNull();
  expect(document.activeElement).toBe(button);
});

test("a disabled button still shows why on hover, and cannot be clicked", () => {
  const { anchor, button, tooltip, onClick } = setup({ label: "Delete", title: "Marco Bianchi cannot be deleted", disable: true });
  expect(button).toHaveProperty("disabled", true);
  fireEvent.pointerEnter(anchor, { pointerType: "mouse" });
  expect(tooltip()?.textContent).toBe("Marco Bianchi cannot be deleted");
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

test("on touch the tooltip appears after a 500 ms press, without firing the action", () => {
  vi.useFakeTimers();
  const { anchor, button, tooltip, onClick } = setup();
  fireEvent.pointerDown(button, { pointerType: "touch" });
  act(() => vi.advanceTimersByTime(499));
  expect(tooltip()).toBeNull();
  act(() => vi.advanceTimersByTime(1));
  expect(tooltip()).toBeTruthy();
  fireEvent.pointerUp(anchor, { pointerType: "touch" });
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1500));
  expect(tooltip()).toBeNull();
  vi.useRealTimers();
});

test("a short tap fires the action and shows no tooltip", () => {
  vi.useFakeTimers();
  const { anchor, button, tooltip, onClick } = setup();
  fireEvent.pointerDown(button, { pointerType: "touch" });
  act(() => vi.advanceTimersByTime(120));
  fireEvent.pointerUp(anchor, { pointerType: "touch" });
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  act(() => vi.advanceTimersByTime(600));
  expect(tooltip()).toBeNull();
  vi.useRealTimers();
});
