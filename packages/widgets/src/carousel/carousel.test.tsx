// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { Carousel } from "./carousel.js";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const carousel = (props: Partial<React.ComponentProps<typeof Carousel>> = {}) => (
  <Carousel aria-label="Photos of Etna" {...props}>
    <p>first</p>
    <p>second</p>
    <p>third</p>
  </Carousel>
);
const renderCarousel = (props: Partial<React.ComponentProps<typeof Carousel>> = {}) => render(carousel(props));
/** Slides that hold focus of their own: a link each. */
const renderLinks = (props: Partial<React.ComponentProps<typeof Carousel>> = {}) =>
  render(
    <Carousel ariaLabel="Photos of Etna" {...props}>
      <a href="#a">first</a>
      <a href="#b">second</a>
      <a href="#c">third</a>
    </Carousel>,
  );

const current = () =>
  screen
    .getAllByRole("group", { hidden: true })
    .find((g) => g.getAttribute("data-state") === "active")
    ?.getAttribute("aria-label");
const region = () => screen.getByRole("region", { name: "Photos of Etna" });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

test("is a labelled carousel region whose slides are named n of N", () => {
  renderCarousel();
  expect(region().getAttribute("aria-roledescription")).toBe("carousel");
  const slides = screen.getAllByRole("group", { hidden: true }).filter((g) => g.getAttribute("aria-roledescription") === "slide");
  expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
  // Hidden slides are inert: out of the tab order and of the accessibility tree, also while they fade out.
  expect(slides.map((s) => s.hasAttribute("inert"))).toEqual([false, true, true]);
});

test("advances every 5000 ms and wraps around to the first slide", () => {
  renderCarousel();
  tick(4999);
  expect(current()).toBe("1 of 3");
  tick(1);
  expect(current()).toBe("2 of 3");
  tick(5000);
  expect(current()).toBe("3 of 3");
  tick(5000);
  expect(current()).toBe("1 of 3");
});

test("starts at defaultIndex and reports changes", () => {
  const onIndexChange = vi.fn();
  renderCarousel({ defaultIndex: 2, onIndexChange });
  expect(current()).toBe("3 of 3");
  expect(onIndexChange).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
  expect(onIndexChange).toHaveBeenCalledWith(0, { reason: "next" });
  tick(5000);
  expect(onIndexChange).toHaveBeenLastCalledWith(1, { reason: "auto" });
  fireEvent.click(screen.getByRole("button", { name: "Show slide 3 of 3" }));
  expect(onIndexChange).toHaveBeenLastCalledWith(2, { reason: "page" });
  fireEvent.keyDown(region(), { key: "ArrowLeft" });
  expect(onIndexChange).toHaveBeenLastCalledWith(1, { reason: "key" });
  fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
  expect(onIndexChange).toHaveBeenLastCalledWith(0, { reason: "prev" });
});

test("arrows, pickers and arrow keys move between slides", () => {
  renderCarousel();
  fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
  expect(current()).toBe("3 of 3");
  fireEvent.click(screen.getByRole("button", { name: "Show slide 2 of 3" }));
  expect(current()).toBe("2 of 3");
  expect(screen.getByRole("button", { name: "Show slide 2 of 3" }).getAttribute("aria-current")).toBe("true");
  expect(screen.getByRole("button", { name: "Show slide 1 of 3" }).hasAttribute("aria-current")).toBe(false);
  fireEvent.keyDown(screen.getByRole("button", { name: "Next slide" }), { key: "ArrowRight" });
  expect(current()).toBe("3 of 3");
  fireEvent.keyDown(screen.getByRole("button", { name: "Next slide" }), { key: "ArrowLeft" });
  expect(current()).toBe("2 of 3");
});

test("a manual move restarts the full interval", () => {
  renderCarousel();
  tick(4000);
  fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
  tick(4000);
  expect(current()).toBe("2 of 3");
  tick(1000);
  expect(current()).toBe("3 of 3");
});

test("hovering with a mouse pauses rotation; leaving resumes it", () => {
  renderCarousel();
  fireEvent.pointerEnter(region(), { pointerType: "mouse" });
  expect(region().getAttribute("data-state")).toBe("paused");
  tick(20000);
  expect(current()).toBe("1 of 3");
  fireEvent.pointerLeave(region(), { pointerType: "mouse" });
  tick(5000);
  expect(current()).toBe("2 of 3");
});

test("focus anywhere inside pauses rotation, the rotation control included, and leaving resumes it", () => {
  renderCarousel();
  act(() => screen.getByRole("button", { name: "Next slide" }).focus());
  expect(region().getAttribute("data-state")).toBe("paused");
  tick(20000);
  expect(current()).toBe("1 of 3");
  // Moving within the carousel keeps it paused: the rotation control, a picker.
  act(() => screen.getByRole("button", { name: "Stop automatic slide show" }).focus());
  expect(region().getAttribute("data-state")).toBe("paused");
  act(() => screen.getByRole("button", { name: "Show slide 3 of 3" }).focus());
  tick(20000);
  expect(current()).toBe("1 of 3");
  // Out of the carousel: the rotation runs again, a full interval later.
  act(() => (document.activeElement as HTMLElement).blur());
  expect(region().getAttribute("data-state")).toBe("playing");
  tick(5000);
  expect(current()).toBe("2 of 3");
});

test("pressing start with focus on the rotation control turns rotation on, to run when focus leaves", () => {
  renderCarousel({ autoplay: false });
  const control = screen.getByRole("button", { name: "Start automatic slide show" });
  act(() => control.focus());
  fireEvent.click(control);
  expect(screen.getByRole("button", { name: "Stop automatic slide show" })).toBe(control);
  expect(region().getAttribute("data-state")).toBe("paused");
  tick(20000);
  expect(current()).toBe("1 of 3");
  act(() => control.blur());
  tick(5000);
  expect(current()).toBe("2 of 3");
});

test("with pauseOnFocus off, focus inside does not hold the rotation", () => {
  renderCarousel({ pauseOnFocus: false });
  act(() => screen.getByRole("button", { name: "Next slide" }).focus());
  expect(region().getAttribute("data-state")).toBe("playing");
});

test("the live region is off while rotating and polite while not", () => {
  renderCarousel();
  const live = () => document.getElementById(screen.getByRole("button", { name: "Next slide" }).getAttribute("aria-controls")!)!;
  expect(live().getAttribute("aria-live")).toBe("off");
  fireEvent.pointerEnter(region(), { pointerType: "mouse" });
  expect(live().getAttribute("aria-live")).toBe("polite");
});

test("the rotation control stops and restarts rotation", () => {
  renderCarousel();
  fireEvent.click(screen.getByRole("button", { name: "Stop automatic slide show" }));
  expect(region().getAttribute("data-state")).toBe("stopped");
  tick(20000);
  expect(current()).toBe("1 of 3");
  fireEvent.click(screen.getByRole("button", { name: "Start automatic slide show" }));
  tick(5000);
  expect(current()).toBe("2 of 3");
});

test("a hidden tab pauses rotation", () => {
  renderCarousel();
  const hidden = vi.spyOn(document, "hidden", "get").mockReturnValue(true);
  act(() => void document.dispatchEvent(new Event("visibilitychange")));
  tick(20000);
  expect(current()).toBe("1 of 3");
  hidden.mockReturnValue(false);
  act(() => void document.dispatchEvent(new Event("visibilitychange")));
  tick(5000);
  expect(current()).toBe("2 of 3");
});

test("prefers-reduced-motion keeps it still until the user presses start", () => {
  const listeners: (() => void)[] = [];
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("reduce"),
    addEventListener: (_: string, fn: () => void) => listeners.push(fn),
    removeEventListener: () => {},
  }));
  renderCarousel();
  expect(region().getAttribute("data-state")).toBe("stopped");
  tick(20000);
  expect(current()).toBe("1 of 3");
  fireEvent.click(screen.getByRole("button", { name: "Start automatic slide show" }));
  tick(5000);
  expect(current()).toBe("2 of 3");
  vi.unstubAllGlobals();
});

test("a swipe by mouse, pen or finger changes slide; a short or vertical one does not, nor does the click that ends it", () => {
  const onIndexChange = vi.fn();
  const onClick = vi.fn();
  render(
    <Carousel ariaLabel="Photos of Etna" onIndexChange={onIndexChange}>
      <a href="#one" onClick={onClick}>
        first
      </a>
      <p>second</p>
      <p>third</p>
    </Carousel>,
  );
  const slides = document.getElementById(screen.getByRole("button", { name: "Next slide" }).getAttribute("aria-controls")!)!;
  const swipe = (x0: number, x1: number, y1 = 100, pointerType = "mouse", target: Element = slides) => {
    const at = (x: number, y: number) => ({ pointerId: 2, isPrimary: true, button: 0, pointerType, clientX: x, clientY: y });
    fireEvent.pointerDown(target, at(x0, 100));
    fireEvent.pointerMove(target, at((x0 + x1) / 2, (100 + y1) / 2));
    fireEvent.pointerUp(target, at(x1, y1));
  };
  swipe(300, 200, 110, "mouse", screen.getByText("first"));
  expect(current()).toBe("2 of 3");
  expect(onIndexChange).toHaveBeenLastCalledWith(1, { reason: "drag" });
  fireEvent.click(screen.getByText("first"));
  expect(onClick).not.toHaveBeenCalled();
  swipe(200, 300, 100, "touch");
  expect(current()).toBe("1 of 3");
  // Under the 40 px threshold a press stays a click; a mostly vertical move is the page's scroll.
  swipe(200, 230, 100, "pen");
  swipe(200, 250, 300);
  expect(current()).toBe("1 of 3");
  swipe(200, 100, 100, "mouse", screen.getByText("first"));
  fireEvent.pointerDown(screen.getByText("first"), { pointerId: 2, isPrimary: true, button: 0, clientX: 5, clientY: 5 });
  fireEvent.click(screen.getByText("first"));
  expect(onClick).toHaveBeenCalledTimes(1);
  // A second finger or another button is not a swipe.
  fireEvent.pointerDown(slides, { pointerId: 3, isPrimary: false, button: 0, clientX: 300, clientY: 100 });
  fireEvent.pointerUp(slides, { pointerId: 3, isPrimary: false, button: 0, clientX: 100, clientY: 100 });
  expect(current()).toBe("2 of 3");
});

test("right to left, ArrowLeft shows the next slide", () => {
  renderCarousel({ style: { direction: "rtl" } });
  fireEvent.keyDown(region(), { key: "ArrowLeft" });
  expect(current()).toBe("2 of 3");
  fireEvent.keyDown(region(), { key: "ArrowRight" });
  expect(current()).toBe("1 of 3");
});

test.each([{ loop: false }, { wrap: false }])("without looping (%o) the arrows disable at the ends and rotation stops at the last slide", (props) => {
  renderCarousel(props);
  expect(screen.getByRole("button", { name: "Previous slide" })).toHaveProperty("disabled", true);
  tick(5000);
  tick(5000);
  expect(current()).toBe("3 of 3");
  tick(5000);
  expect(current()).toBe("3 of 3");
  expect(screen.getByRole("button", { name: "Next slide" })).toHaveProperty("disabled", true);
});

test("ariaLabel, the older name of aria-label, still names the region", () => {
  render(
    <Carousel ariaLabel="Old name">
      <p>a</p>
    </Carousel>,
  );
  expect(screen.getByRole("region", { name: "Old name" })).toBeTruthy();
});

test("an arrow key pressed with focus inside the shown slide moves focus to the slide shown next, not to the page", () => {
  renderLinks({ autoplay: false });
  screen.getByRole("link", { name: "first" }).focus();
  fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
  expect(current()).toBe("2 of 3");
  // The slide that held focus is now inert; focus is on the slide shown, which names itself "2 of 3".
  expect(document.activeElement?.getAttribute("aria-label")).toBe("2 of 3");
  // With focus on a control outside the slides, it stays there.
  const next = screen.getByRole("button", { name: "Next slide" });
  next.focus();
  fireEvent.keyDown(next, { key: "ArrowRight" });
  expect(current()).toBe("3 of 3");
  expect(document.activeElement).toBe(next);
});

test("with pauseOnFocus off, a slide that turns while focus is in it takes focus along to the next one", () => {
  renderLinks({ pauseOnFocus: false });
  act(() => screen.getByRole("link", { name: "first" }).focus());
  tick(5000);
  expect(current()).toBe("2 of 3");
  expect(document.activeElement?.getAttribute("aria-label")).toBe("2 of 3");
  // Focus on a control outside the slides stays there while they turn.
  const next = screen.getByRole("button", { name: "Next slide" });
  act(() => next.focus());
  tick(5000);
  expect(current()).toBe("3 of 3");
  expect(document.activeElement).toBe(next);
});

test("with a controlled owner that shows the next slide later, focus still follows to it, and a move by a control keeps focus on the control", () => {
  function Later() {
    const [index, setIndex] = useState(0);
    return (
      <Carousel ariaLabel="Later" autoplay={false} index={index} onIndexChange={(next) => setTimeout(() => setIndex(next), 100)}>
        {["a", "b", "c"].map((text) => (
          <a key={text} href={`#${text}`}>
            {text}
          </a>
        ))}
      </Carousel>
    );
  }
  render(<Later />);
  act(() => screen.getByRole("link", { name: "a" }).focus());
  fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
  expect(current()).toBe("1 of 3");
  tick(100);
  expect(current()).toBe("2 of 3");
  expect(document.activeElement?.getAttribute("aria-label")).toBe("2 of 3");
  // A key press the owner has not answered yet, then the next arrow: focus stays on the arrow.
  fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
  const next = screen.getByRole("button", { name: "Next slide" });
  act(() => next.focus());
  fireEvent.click(next);
  tick(100);
  expect(current()).toBe("3 of 3");
  expect(document.activeElement).toBe(next);
});

test("a single slide has no controls and renders on the server without touching window", () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const html = renderToString(
    <Carousel ariaLabel="One">
      <p>only</p>
    </Carousel>,
  );
  expect(html).toContain('aria-roledescription="carousel"');
  expect(html).toContain('aria-label="1 of 1"');
  expect(html).not.toContain("<button");
  const three = renderToString(
    <Carousel ariaLabel="Three" defaultIndex={1}>
      <p>a</p>
      <p>b</p>
      <p>c</p>
    </Carousel>,
  );
  expect(three).toMatch(/aria-label="2 of 3"[^>]*data-state="active"/);
  // Rotation is on (autoplay), but nothing rotates before hydration: the root says it is held.
  expect(three).toMatch(/aria-roledescription="carousel" data-state="paused"/);
  expect(three).not.toContain('data-state="playing"');
  expect(errors).not.toHaveBeenCalled();
});

test("controlled: the owner's index is shown, and every move is a request to the owner", () => {
  const onIndexChange = vi.fn();
  const { rerender } = renderCarousel({ index: 1, onIndexChange, autoplay: false });
  expect(current()).toBe("2 of 3");
  fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
  expect(onIndexChange).toHaveBeenLastCalledWith(2, { reason: "next" });
  expect(current()).toBe("2 of 3");
  fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
  expect(onIndexChange).toHaveBeenCalledTimes(2);
  rerender(carousel({ index: 2, onIndexChange, autoplay: false }));
  expect(current()).toBe("3 of 3");
});

test("the controls' names are labels", () => {
  renderCarousel({ labels: { prev: "Indietro", next: "Avanti" }, autoplay: false });
  fireEvent.click(screen.getByRole("button", { name: "Avanti" }));
  expect(current()).toBe("2 of 3");
  fireEvent.click(screen.getByRole("button", { name: "Indietro" }));
  expect(current()).toBe("1 of 3");
});
