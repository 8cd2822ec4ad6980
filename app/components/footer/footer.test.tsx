// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { Footer } from "./footer";
import { useCurrentYear, yearOf } from "./use-current-year";

test("yearOf reads the calendar year of a date", () => {
  expect(yearOf(new Date(2031, 0, 1, 0, 0, 1))).toBe(2031);
  expect(yearOf(new Date(2030, 11, 31, 23, 59, 59))).toBe(2030);
});

test("the server renders the year it was given", () => {
  const html = renderToString(<Footer renderedYear={2024} owner="Ada" />);
  expect(html).toContain("2024");
  expect(html).toContain("All Rights Reserved");
});

test("after hydration the footer shows the visitor's current year", () => {
  vi.useFakeTimers({ now: new Date(2031, 5, 1) });
  render(<Footer renderedYear={2024} owner="Ada" />);
  expect(screen.getByRole("contentinfo").textContent).toMatch(/^© 2031 Ada\. All Rights Reserved · /);
  vi.useRealTimers();
});

test("the footer leads to the widgets' documentation, a plain link outside the navigation", () => {
  render(<Footer renderedYear={2024} owner="Ada" />);
  expect(screen.getByRole("link", { name: "The widgets' documentation" }).getAttribute("href")).toBe("/widgets");
});

test("useCurrentYear takes the clock it is given", () => {
  function Probe() {
    return <span>{useCurrentYear(2020, () => new Date(2027, 2, 3))}</span>;
  }
  const { container } = render(<Probe />);
  expect(container.textContent).toBe("2027");
});
