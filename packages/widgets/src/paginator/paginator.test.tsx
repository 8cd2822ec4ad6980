// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
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

test("each arrow calls back with the zero-based page index and details: reason, direction and the 1-based page", async () => {
  const user = userEvent.setup();
  const onPageIndexChange = vi.fn();
  const onNext = vi.fn();
  const onPrev = vi.fn();
  const onFirst = vi.fn();
  const onLast = vi.fn();
  render(<Paginator totalPages={5} onPageIndexChange={onPageIndexChange} onNext={onNext} onPrev={onPrev} onFirst={onFirst} onLast={onLast} />);
  await user.click(button("Next page"));
  expect(onNext).toHaveBeenLastCalledWith({ reason: "next", direction: "next", page: 2, pageIndex: 1 });
  await user.click(button("Last page"));
  expect(onLast).toHaveBeenLastCalledWith({ reason: "last", direction: "last", page: 5, pageIndex: 4 });
  expect(announced()).toBe("5 of 5");
  expect(button("Next page").disabled).toBe(true);
  expect(button("Last page").disabled).toBe(true);
  await user.click(button("Previous page"));
  expect(onPrev).toHaveBeenLastCalledWith({ reason: "prev", direction: "prev", page: 4, pageIndex: 3 });
  await user.click(button("First page"));
  expect(onFirst).toHaveBeenLastCalledWith({ reason: "first", direction: "first", page: 1, pageIndex: 0 });
  expect(onPageIndexChange.mock.calls.map(([pageIndex, details]) => [pageIndex, details.reason])).toEqual([
    [1, "next"],
    [4, "last"],
    [3, "prev"],
    [0, "first"],
  ]);
});

test("the 'of' word, the arrows' names and the nav's name are labels; an aria-label still wins", () => {
  const { rerender } = render(<Paginator totalPages={3} labels={{ of: "di", next: "Avanti", nav: "Pagine" }} />);
  expect(announced(screen.getByRole("navigation", { name: "Pagine" }))).toBe("1 di 3");
  expect(screen.getAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent)).toEqual(["First page", "Previous page", "Avanti", "Last page"]);
  rerender(<Paginator totalPages={3} labels={{ nav: "Pagine" }} aria-label="Risultati" />);
  expect(screen.getByRole("navigation").getAttribute("aria-label")).toBe("Risultati");
});

test("templateTwo shows a sliding window and marks the current page", async () => {
  const user = userEvent.setup();
  const onPageIndexChange = vi.fn();
  render(<Paginator totalPages={10} template="templateTwo" maxVisiblePages={5} onPageIndexChange={onPageIndexChange} />);
  const numbers = () => screen.getAllByRole("button", { name: /^Page / }).map((b) => b.textContent);
  expect(numbers()).toEqual(["1", "2", "3", "4", "5"]);
  expect(button("Page 1").getAttribute("aria-current")).toBe("page");
  await user.click(button("Page 4"));
  expect(onPageIndexChange).toHaveBeenLastCalledWith(3, { reason: "page", direction: "page", page: 4, pageIndex: 3 });
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

test("controlled: shows the pageIndex prop (zero-based) and only moves when the parent updates it", async () => {
  const user = userEvent.setup();
  const onPageIndexChange = vi.fn();
  const { rerender } = render(<Paginator totalPages={5} pageIndex={2} onPageIndexChange={onPageIndexChange} />);
  await user.click(button("Next page"));
  expect(onPageIndexChange).toHaveBeenCalledWith(3, { reason: "next", direction: "next", page: 4, pageIndex: 3 });
  expect(announced()).toBe("3 of 5");
  rerender(<Paginator totalPages={5} pageIndex={3} onPageIndexChange={onPageIndexChange} />);
  expect(announced()).toBe("4 of 5");

  function Parent() {
    const [pageIndex, setPageIndex] = useState(1);
    return <Paginator totalPages={5} pageIndex={pageIndex} onPageIndexChange={setPageIndex} aria-label="Controlled" />;
  }
  render(<Parent />);
  const nav = screen.getByRole("navigation", { name: "Controlled" });
  expect(nav.textContent).toContain("2 of 5");
  await user.click(nav.querySelector<HTMLButtonElement>("[data-direction=next]")!);
  expect(nav.textContent).toContain("3 of 5");
});

test("edge input: 0 pages, 1 page, fractions and a window larger than the total never crash", async () => {
  const user = userEvent.setup();
  const onPageIndexChange = vi.fn();
  const { rerender } = render(<Paginator totalPages={0} onPageIndexChange={onPageIndexChange} />);
  expect(announced()).toBe("0 of 0");
  for (const name of ["First page", "Previous page", "Next page", "Last page"]) expect(button(name).disabled).toBe(true);
  rerender(<Paginator totalPages={1} template="templateTwo" onPageIndexChange={onPageIndexChange} />);
  expect(screen.getAllByRole("button", { name: /^Page / })).toHaveLength(1);
  expect(button("Next page").disabled).toBe(true);
  rerender(<Paginator totalPages={3.7} template="templateTwo" maxVisiblePages={10} onPageIndexChange={onPageIndexChange} />);
  expect(screen.getAllByRole("button", { name: /^Page / }).map((b) => b.textContent)).toEqual(["1", "2", "3"]);
  await user.click(button("Page 1"));
  expect(onPageIndexChange).not.toHaveBeenCalled();
  rerender(<Paginator totalPages={Number.NaN} pageIndex={6.5} />);
  expect(announced()).toBe("0 of 0");
  rerender(<Paginator totalPages={4} pageIndex={6.5} />);
  expect(announced()).toBe("4 of 4");
  rerender(<Paginator totalPages={4} pageIndex={-3} />);
  expect(announced()).toBe("1 of 4");
  rerender(<Paginator totalPages={4} pageIndex={Number.NaN} />);
  expect(announced()).toBe("1 of 4");
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

test("in the toolbar layout, focus goes to the nearest usable arrow of the row instead", async () => {
  const user = userEvent.setup();
  render(<Paginator totalPages={3} layout="toolbar" />);
  button("Last page").focus();
  await user.keyboard("{Enter}");
  expect(document.activeElement).toBe(button("Previous page"));
  await user.click(button("First page"));
  expect(document.activeElement).toBe(button("Next page"));
});

test("an arrow's move the owner refused does not take focus later, when a page number makes that move", async () => {
  const user = userEvent.setup();
  function ArrowsRefused() {
    const [pageIndex, setPageIndex] = useState(0);
    return <Paginator totalPages={2} template="templateTwo" pageIndex={pageIndex} onPageIndexChange={(next, { reason }) => reason === "page" && setPageIndex(next)} />;
  }
  render(<ArrowsRefused />);
  button("Next page").focus();
  await user.keyboard("{Enter}");
  expect(button("Page 1").getAttribute("aria-current")).toBe("page");
  await user.click(button("Page 2"));
  expect(button("Page 2").getAttribute("aria-current")).toBe("page");
  expect(document.activeElement).toBe(button("Page 2"));
});

test("custom icons replace the default arrows", () => {
  render(<Paginator totalPages={3} nextIcon={<span data-testid="my-next">→</span>} />);
  expect(button("Next page").querySelector("[data-testid=my-next]")).toBeTruthy();
});

test("templateTwo with boundaryCount: the first and last pages stay reachable, an ellipsis marks skipped pages", async () => {
  const user = userEvent.setup();
  render(<Paginator totalPages={20} template="templateTwo" maxVisiblePages={3} boundaryCount={1} defaultPageIndex={9} />);
  const items = () => [...screen.getByRole("list").children].map((li) => (li.getAttribute("aria-hidden") ? "…" : li.textContent));
  expect(items()).toEqual(["1", "…", "9", "10", "11", "…", "20"]);
  // Screen readers meet the pages only, each named.
  expect(screen.getAllByRole("listitem")).toHaveLength(5);
  await user.click(button("Page 1"));
  expect(items()).toEqual(["1", "2", "3", "4", "5", "…", "20"]);
  await user.click(button("Page 20"));
  expect(items()).toEqual(["1", "…", "16", "17", "18", "19", "20"]);
  expect(button("Page 20").getAttribute("aria-current")).toBe("page");
});

describe("getHref: real links", () => {
  const href = (pageIndex: number) => `/results?page=${pageIndex + 1}`;
  const link = (name: string) => screen.getByRole("link", { name }) as HTMLAnchorElement;

  test("every page control is a link to its page; the current one has aria-current; a disabled arrow is no link", () => {
    render(<Paginator totalPages={12} template="templateTwo" boundaryCount={1} getHref={href} />);
    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(link("Page 1").getAttribute("href")).toBe("/results?page=1");
    expect(link("Page 1").getAttribute("aria-current")).toBe("page");
    expect(link("Page 12").getAttribute("href")).toBe("/results?page=12");
    expect(link("Next page").getAttribute("href")).toBe("/results?page=2");
    expect(link("Last page").getAttribute("href")).toBe("/results?page=12");
    for (const name of ["First page", "Previous page"]) {
      const arrow = link(name);
      expect(arrow.hasAttribute("href")).toBe(false);
      expect(arrow.getAttribute("aria-disabled")).toBe("true");
    }
  });

  test("on the server (before hydration) the links are already usable: nothing is disabled but the arrows that lead nowhere", () => {
    const html = renderToString(<Paginator totalPages={5} defaultPageIndex={2} getHref={href} />);
    expect(html).not.toContain("disabled");
    expect(html).toContain('href="/results?page=2"');
    expect(html).toContain('href="/results?page=4"');
  });

  test("with onPageIndexChange a plain click stays in the page and reports the move; without it the browser follows and the page it loads shows the move", async () => {
    const user = userEvent.setup();
    const followed: string[] = [];
    const spy = (event: Event) => {
      followed.push(`${(event.target as Element).closest("a")?.getAttribute("href")} ${event.defaultPrevented ? "handled" : "followed"}`);
      // jsdom does not navigate; stop it from logging that it would.
      event.preventDefault();
    };
    document.addEventListener("click", spy);
    try {
      const onPageIndexChange = vi.fn();
      const { unmount } = render(<Paginator totalPages={5} getHref={href} onPageIndexChange={onPageIndexChange} />);
      await user.click(link("Next page"));
      expect(onPageIndexChange).toHaveBeenLastCalledWith(1, { reason: "next", direction: "next", page: 2, pageIndex: 1 });
      expect(announced()).toBe("2 of 5");
      expect(link("Previous page").getAttribute("href")).toBe("/results?page=1");
      // A click that opens a new tab is the browser's alone.
      await user.keyboard("{Control>}");
      await user.click(link("Last page"));
      await user.keyboard("{/Control}");
      expect(onPageIndexChange).toHaveBeenCalledTimes(1);
      unmount();

      render(<Paginator totalPages={5} getHref={href} />);
      await user.click(link("Last page"));
      // The arrow kept its address for the browser to follow: nothing moved under it.
      expect(followed).toEqual(["/results?page=2 handled", "/results?page=5 followed", "/results?page=5 followed"]);
      expect(link("Last page").getAttribute("href")).toBe("/results?page=5");
      expect(announced()).toBe("1 of 5");
    } finally {
      document.removeEventListener("click", spy);
    }
  });

  test("when a click disables the focused arrow, focus goes to a usable one, links as buttons", async () => {
    const user = userEvent.setup();
    render(<Paginator totalPages={2} getHref={href} onPageIndexChange={() => {}} />);
    link("Next page").focus();
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(link("Previous page"));
  });
});

test("unnamed paginators on one page get unique landmark names, numbered in document order; a named one keeps its name", async () => {
  function Page({ three }: { three: boolean }) {
    return (
      <>
        <Paginator totalPages={3} />
        <Paginator totalPages={3} aria-label="Results" />
        <Paginator totalPages={5} />
        {three ? <Paginator totalPages={7} /> : null}
      </>
    );
  }
  const names = () => screen.getAllByRole("navigation").map((nav) => nav.getAttribute("aria-label"));
  const { rerender, unmount } = render(<Page three />);
  await waitFor(() => expect(names()).toEqual(["Pagination 1", "Results", "Pagination 2", "Pagination 3"]));
  rerender(<Page three={false} />);
  await waitFor(() => expect(names()).toEqual(["Pagination 1", "Results", "Pagination 2"]));
  unmount();
  render(<Paginator totalPages={3} />);
  expect(names()).toEqual(["Pagination"]);
  // The server renders the plain name; the numbers come once the page is live.
  const served = new DOMParser().parseFromString(renderToString(<Page three />), "text/html");
  expect([...served.querySelectorAll("nav")].map((nav) => nav.getAttribute("aria-label"))).toEqual(["Pagination", "Results", "Pagination", "Pagination"]);
});
