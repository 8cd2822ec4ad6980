import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { expect, test, vi } from "vitest";
import { Paginator } from "./paginator.js";

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
/** What the paginator's polite live region says to a screen reader: its text less the aria-hidden parts. */
const announced = (nav = screen.getByRole("navigation")) => {
  const live = nav.querySelector("[aria-live=polite]")?.cloneNode(true) as Element | undefined;
  live?.querySelectorAll("[aria-hidden=true]").forEach((hidden) => hidden.remove());
  return live?.textContent;
};

test("a nav with an accessible name and the four named arrows; starts at 1 showing 'N of TOTAL'", () => {
  render(<Paginator totalPages={12} />);
  expect(announced(screen.getByRole("navigation", { name: "Pagination" }))).toBe("1 of 12");
  expect(button("First page").disabled).toBe(true);
  expect(button("Previous page").disabled).toBe(true);
  expect(button("Next page").disabled).toBe(false);
  expect(button("Last page").disabled).toBe(false);
});

test("each arrow calls back with page, zero-based index and direction", async () => {
  const user = userEvent.setup();
  const onPageChange = vi.fn();
  const onNext = vi.fn();
  const onPrev = vi.fn();
  const onFirst = vi.fn();
  const onLast = vi.fn();
  render(<Paginator totalPages={5} onPageChange={onPageChange} onNext={onNext} onPrev={onPrev} onFirst={onFirst} onLast={onLast} />);
  await user.click(button("Next page"));
  expect(onNext).toHaveBeenLastCalledWith({ page: 2, index: 1, direction: "next" });
  await user.click(button("Last page"));
  expect(onLast).toHaveBeenLastCalledWith({ page: 5, index: 4, direction: "last" });
  expect(announced()).toBe("5 of 5");
  expect(button("Next page").disabled).toBe(true);
  expect(button("Last page").disabled).toBe(true);
  await user.click(button("Previous page"));
  expect(onPrev).toHaveBeenLastCalledWith({ page: 4, index: 3, direction: "prev" });
  await user.click(button("First page"));
  expect(onFirst).toHaveBeenLastCalledWith({ page: 1, index: 0, direction: "first" });
  expect(onPageChange.mock.calls.map(([page, c]) => [page, c.direction])).toEqual([
    [2, "next"],
    [5, "last"],
    [4, "prev"],
    [1, "first"],
  ]);
});

test("the 'di' word and the arrows' names are labels", () => {
  render(<Paginator totalPages={3} labels={{ of: "of", next: "Avanti" }} />);
  expect(announced()).toBe("1 of 3");
  expect(screen.getAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent)).toEqual(["First page", "Previous page", "Avanti", "Last page"]);
});

test("templateTwo shows a sliding window and marks the current page", async () => {
  const user = userEvent.setup();
  const onPageChange = vi.fn();
  render(<Paginator totalPages={10} template="templateTwo" maxVisiblePages={5} onPageChange={onPageChange} />);
  const numbers = () => screen.getAllByRole("button", { name: /^Page / }).map((b) => b.textContent);
  expect(numbers()).toEqual(["1", "2", "3", "4", "5"]);
  expect(button("Page 1").getAttribute("aria-current")).toBe("page");
  await user.click(button("Page 4"));
  expect(onPageChange).toHaveBeenLastCalledWith(4, { page: 4, index: 3, direction: "page" });
  expect(button("Page 4").getAttribute("aria-current")).toBe("page");
  expect(button("Page 2").getAttribute("aria-current")).toBeNull();
  expect(numbers()).toEqual(["2", "3", "4", "5", "6"]);
  await user.click(button("Last page"));
  expect(numbers()).toEqual(["6", "7", "8", "9", "10"]);
});

test("templateOne is the compact variant: previous and next around N/TOTAL", async () => {
  const user = userEvent.setup();
  render(<Paginator totalPages={4} template="templateOne" />);
  expect(screen.queryByRole("button", { name: "First page" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Last page" })).toBeNull();
  expect(screen.getByText("1/4").getAttribute("aria-hidden")).toBe("true");
  expect(announced()).toBe("1 of 4");
  await user.click(button("Next page"));
  expect(screen.getByText("2/4").getAttribute("aria-hidden")).toBe("true");
  expect(announced()).toBe("2 of 4");
});

test("controlled: shows the page prop and only moves when the parent updates it", async () => {
  const user = userEvent.setup();
  const onPageChange = vi.fn();
  const { rerender } = render(<Paginator totalPages={5} page={3} onPageChange={onPageChange} />);
  await user.click(button("Next page"));
  expect(onPageChange).toHaveBeenCalledWith(4, { page: 4, index: 3, direction: "next" });
  expect(announced()).toBe("3 of 5");
  rerender(<Paginator totalPages={5} page={4} onPageChange={onPageChange} />);
  expect(announced()).toBe("4 of 5");

  function Parent() {
    const [page, setPage] = useState(2);
    return <Paginator totalPages={5} page={page} onPageChange={setPage} ariaLabel="Controlled" />;
  }
  render(<Parent />);
  const nav = screen.getByRole("navigation", { name: "Controlled" });
  expect(nav.textContent).toContain("2 of 5");
  await user.click(nav.querySelector<HTMLButtonElement>("[data-direction=next]")!);
  expect(nav.textContent).toContain("3 of 5");
});

test("edge input: 0 pages, 1 page, fractions and a window larger than the total never crash", async () => {
  const user = userEvent.setup();
  const onPageChange = vi.fn();
  const { rerender } = render(<Paginator totalPages={0} onPageChange={onPageChange} />);
  expect(announced()).toBe("0 of 0");
  for (const name of ["First page", "Previous page", "Next page", "Last page"]) expect(button(name).disabled).toBe(true);
  rerender(<Paginator totalPages={1} template="templateTwo" onPageChange={onPageChange} />);
  expect(screen.getAllByRole("button", { name: /^Page / })).toHaveLength(1);
  expect(button("Next page").disabled).toBe(true);
  rerender(<Paginator totalPages={3.7} template="templateTwo" maxVisiblePages={10} onPageChange={onPageChange} />);
  expect(screen.getAllByRole("button", { name: /^Page / }).map((b) => b.textContent)).toEqual(["1", "2", "3"]);
  await user.click(button("Page 1"));
  expect(onPageChange).not.toHaveBeenCalled();
  rerender(<Paginator totalPages={Number.NaN} page={7.5} />);
  expect(announced()).toBe("0 of 0");
  rerender(<Paginator totalPages={4} page={7.5} />);
  expect(announced()).toBe("4 of 4");
});

test("when a move disables the focused arrow, focus goes to its counterpart", async () => {
  const user = userEvent.setup();
  render(<Paginator totalPages={2} />);
  button("Next page").focus();
  await user.keyboard("{Enter}");
  expect(document.activeElement).toBe(button("Previous page"));
  await user.click(button("First page"));
  expect(document.activeElement).toBe(button("Last page"));
});

test("custom icons replace the default arrows", () => {
  render(<Paginator totalPages={3} nextIcon={<span data-testid="my-next">→</span>} />);
  expect(button("Next page").querySelector("[data-testid=my-next]")).toBeTruthy();
});
