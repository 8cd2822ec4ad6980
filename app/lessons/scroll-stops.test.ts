// @vitest-environment jsdom
import { afterEach, expect, test, vi } from "vitest";
import { scrollsSideways, watchScrollStops } from "./scroll-stops";

test("a box scrolls sideways only when its content is wider by more than a pixel of rounding", () => {
  expect(scrollsSideways({ scrollWidth: 640, clientWidth: 320 })).toBe(true);
  expect(scrollsSideways({ scrollWidth: 321, clientWidth: 320 })).toBe(false);
  expect(scrollsSideways({ scrollWidth: 320, clientWidth: 320 })).toBe(false);
});

/** A ResizeObserver the test triggers by hand, as the browser does after a layout. */
class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(private callback: ResizeObserverCallback) {
    FakeResizeObserver.last = this;
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire() {
    this.callback(
      this.observed.map((target) => ({ target }) as ResizeObserverEntry),
      this as unknown as ResizeObserver,
    );
  }
}

function box(scrollWidth: number, clientWidth = 300): HTMLElement {
  const el = document.createElement("pre");
  Object.defineProperty(el, "scrollWidth", { configurable: true, value: scrollWidth });
  Object.defineProperty(el, "clientWidth", { configurable: true, value: clientWidth });
  el.tabIndex = 0; // as a stale server render might have it
  return el;
}

afterEach(() => vi.unstubAllGlobals());

test("only the boxes that scroll become Tab stops, and a resize re-decides", () => {
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  const wide = box(900);
  const narrow = box(200);
  const stop = watchScrollStops([wide, narrow]);
  FakeResizeObserver.last!.fire();
  expect(wide.getAttribute("tabindex")).toBe("0");
  expect(narrow.hasAttribute("tabindex")).toBe(false);

  // A wider window: the long line fits now, so the box stops being a Tab stop.
  Object.defineProperty(wide, "clientWidth", { configurable: true, value: 1000 });
  FakeResizeObserver.last!.fire();
  expect(wide.hasAttribute("tabindex")).toBe(false);

  stop();
  expect(FakeResizeObserver.last!.disconnected).toBe(true);
});

test("every box is decided at once, before the browser reports any size: those it has not laid out yet included", () => {
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  const wide = box(900);
  const narrow = box(200);
  watchScrollStops([wide, narrow]);
  expect(wide.getAttribute("tabindex")).toBe("0");
  expect(narrow.hasAttribute("tabindex")).toBe(false);
});

test("without ResizeObserver every box stays reachable", () => {
  vi.stubGlobal("ResizeObserver", undefined);
  const narrow = box(200);
  narrow.removeAttribute("tabindex");
  watchScrollStops([narrow]);
  expect(narrow.getAttribute("tabindex")).toBe("0");
});
