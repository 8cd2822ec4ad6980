// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ProgressRing } from "./progress-ring.js";

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ callback: Callback; disconnected: boolean }> = [];

function stubObserver() {
  observers = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      record: { callback: Callback; disconnected: boolean };
      constructor(callback: Callback) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));
}

function scrollIntoView() {
  act(() => observers.filter((o) => !o.disconnected).forEach((o) => o.callback([{ isIntersecting: true }])));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance", "setTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const shown = () => screen.getByRole("progressbar").querySelector("text")!.textContent;

test("the ring waits at 0 until it scrolls into view, then counts up to its percent", () => {
  stubObserver();
  stubReducedMotion(false);
  render(<ProgressRing percent={80} label="angular" animationDuration={300} />);
  const ring = screen.getByRole("progressbar", { name: "angular 80%" });
  expect(ring.dataset.state).toBe("waiting");
  expect(shown()).toBe("0%");
  act(() => vi.advanceTimersByTime(1000));
  expect(ring.dataset.state).toBe("waiting");

  scrollIntoView();
  expect(ring.dataset.state).toBe("animating");
  act(() => vi.advanceTimersByTime(150));
  const midway = Number.parseInt(shown()!, 10);
  expect(midway).toBeGreaterThan(0);
  expect(midway).toBeLessThan(80);
  act(() => vi.advanceTimersByTime(200));
  expect(ring.dataset.state).toBe("done");
  expect(shown()).toBe("80%");
  expect(observers[0]!.disconnected).toBe(true);
});

test("the arc grows with the value", () => {
  stubObserver();
  stubReducedMotion(false);
  render(<ProgressRing percent={50} label="vue" radius={100} outerStrokeWidth={16} innerStrokeWidth={1} animationDuration={300} />);
  const arc = () => Number(screen.getByRole("progressbar").querySelectorAll("circle")[1]!.getAttribute("stroke-dashoffset"));
  const circumference = 2 * Math.PI * 100;
  expect(arc()).toBeCloseTo(circumference);
  scrollIntoView();
  act(() => vi.advanceTimersByTime(400));
  expect(arc()).toBeCloseTo(circumference / 2);
});

test("under reduced motion the final value shows at once and nothing is observed", () => {
  stubObserver();
  stubReducedMotion(true);
  render(<ProgressRing percent={40} label="vue" />);
  const ring = screen.getByRole("progressbar", { name: "vue 40%" });
  expect(ring.dataset.state).toBe("static");
  expect(shown()).toBe("40%");
  expect(observers).toHaveLength(0);
});

test("printing shows the final value of a ring never scrolled to, and of one counting up", () => {
  stubObserver();
  stubReducedMotion(false);
  render(
    <>
      <ProgressRing percent={80} label="angular" animationDuration={300} />
      <ProgressRing percent={40} label="vue" animationDuration={300} lazy={false} />
    </>,
  );
  const [waiting, counting] = screen.getAllByRole("progressbar");
  expect(waiting!.dataset.state).toBe("waiting");
  expect(counting!.dataset.state).toBe("animating");
  // The browser lays the page out for paper right after this event, before any timer or frame.
  window.dispatchEvent(new Event("beforeprint"));
  expect(waiting!.querySelector("text")!.textContent).toBe("80%");
  expect(counting!.querySelector("text")!.textContent).toBe("40%");
  expect(waiting!.dataset.state).toBe("done");
  // Scrolled to later, it stays at its value: no count from 0 again.
  scrollIntoView();
  expect(waiting!.dataset.state).toBe("done");
});

test("without IntersectionObserver the final value shows at once", () => {
  vi.stubGlobal("IntersectionObserver", undefined);
  stubReducedMotion(false);
  render(<ProgressRing percent={30} label="svelte" />);
  expect(screen.getByRole("progressbar").dataset.state).toBe("static");
  expect(shown()).toBe("30%");
});

test("the widget defaults: units '%', maximum 1000, 500 ms", () => {
  stubObserver();
  stubReducedMotion(false);
  render(<ProgressRing percent={1200} label="effort" />);
  const ring = screen.getByRole("progressbar", { name: "effort 1000%" });
  expect(ring.getAttribute("aria-valuenow")).toBe("1000");
  scrollIntoView();
  act(() => vi.advanceTimersByTime(450));
  expect(ring.dataset.state).toBe("animating");
  act(() => vi.advanceTimersByTime(100));
  expect(ring.dataset.state).toBe("done");
  expect(shown()).toBe("1000%");
});

test("a visible label repeats the name without being read twice", () => {
  render(<ProgressRing percent={100} label="html" showLabel labels={{ units: " pts" }} />);
  const ring = screen.getByRole("progressbar", { name: "html 100 pts" });
  const caption = ring.querySelector("span")!;
  expect(caption.textContent).toBe("html");
  expect(caption.getAttribute("aria-hidden")).toBe("true");
});

test("color paints the arc, through the ring's own custom property, beside the app's own style", () => {
  render(<ProgressRing percent={40} label="css" color="rebeccapurple" style={{ margin: 4 }} />);
  const ring = screen.getByRole("progressbar");
  expect(ring.style.getPropertyValue("--dmw-progress-ring-color")).toBe("rebeccapurple");
  expect(ring.style.margin).toBe("4px");
});
