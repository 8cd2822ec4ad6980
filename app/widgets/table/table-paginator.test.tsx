import { fireEvent, render, screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { TablePaginator } from "./table-paginator";

test("used on its own with no page size, the paginator uses 50 per page", () => {
  const onPage = vi.fn();
  render(<TablePaginator length={120} pageIndex={0} onPage={onPage} />);
  expect(screen.getByText("1 – 50 of 120")).toBeTruthy();
  expect(screen.getByRole("combobox", { name: "Items per page:" })).toHaveProperty("value", "50");
  fireEvent.click(screen.getByRole("button", { name: "Last page" }));
  expect(onPage).toHaveBeenCalledWith({ previousPageIndex: 0, pageIndex: 2, pageSize: 50, length: 120 });
});

test("labels are the spec's and can be replaced", () => {
  render(<TablePaginator length={0} pageIndex={0} pageSize={5} onPage={() => {}} labels={{ nextPage: "Avanti", range: (_i, _s, n) => `${n} righe` }} />);
  expect(screen.getByRole("button", { name: "Avanti" })).toHaveProperty("disabled", true);
  for (const name of ["First page", "Previous page", "Last page"]) expect(screen.getByRole("button", { name })).toBeTruthy();
  expect(screen.getByText("0 righe")).toBeTruthy();
});
