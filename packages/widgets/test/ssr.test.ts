// Every widget, from the built package, renders with renderToString where there is no window
// (as on a server), without a warning; browser-only work waits for effects.
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { Carousel, Counter, Modal, Paginator, ProgressRing, Slider, Table } from "@davide-marchetti/widgets";

const cards = [1, 2, 3].map((n) => ({ mediaSrc: `/${n}.jpg`, tag: `Tag ${n}`, title: `Card ${n}`, description: "Text", link: `https://example.com/${n}` }));
const cases: [string, ReactElement, RegExp][] = [
  ["Counter", createElement(Counter, { startDate: "2024/01/01 00:00", endDate: "2024/01/02 00:00", initialNow: Date.parse("2024-01-01T12:00:00") }), /role="timer"/],
  ["Paginator", createElement(Paginator, { totalPages: 12 }), /1 of 12/],
  ["Slider", createElement(Slider, { slideList: cards, maxVisibleSlides: 2 }), /aria-roledescription="carousel"/],
  ["Table", createElement(Table, { data: [{ name: "Giulia" }, { name: "Marco" }], columns: ["name"], caption: "People" }), /<td[^>]*>Giulia<\/td>/],
  ["ProgressRing", createElement(ProgressRing, { percent: 70, label: "css" }), /data-state="static"/],
  ["Carousel", createElement(Carousel, { ariaLabel: "Photos", children: [createElement("p", { key: 1 }, "a"), createElement("p", { key: 2 }, "b")] }), /aria-label="1 of 2"/],
  // A modal renders nothing until it opens on the client, so hydration always matches.
  ["Modal", createElement(Modal, { open: true, title: "Hello", children: "body" }), /^$/],
];

for (const [name, element, expected] of cases) {
  test(`${name} renders on the server`, () => {
    expect(typeof window).toBe("undefined");
    const error = vi.spyOn(console, "error");
    const warn = vi.spyOn(console, "warn");
    expect(renderToString(element)).toMatch(expected);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
}

test("no control renders usable on the server: they work only once the page has hydrated", () => {
  for (const [name, element] of cases) {
    const html = renderToString(element);
    const controls = html.match(/<(button|select)\b[^>]*>/g) ?? [];
    expect(
      controls.filter((control) => !/\sdisabled=""/.test(control)),
      name,
    ).toEqual([]);
  }
});
