// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { Table, type TableProps } from "./table.js";
import { initialTableState, type TableState } from "./table-state.js";

type Person = { name: string; surname: string; gender: string; buttons: { label: string; title: string; disable: boolean; action: string }[] };

const person = (name: string, surname: string, gender: string, canDelete = true): Person => ({
  name,
  surname,
  gender,
  buttons: [
    { label: "View", title: `View ${name} ${surname}`, disable: false, action: "view" },
    { label: "Delete", title: canDelete ? `Delete ${name} ${surname}` : `${name} ${surname} cannot be deleted`, disable: !canDelete, action: "delete" },
  ],
});

const people = [
  person("Giulia", "Rossi", "female"),
  person("Marco", "Bianchi", "male", false),
  person("Chiara", "Esposito", "female"),
  person("Luca", "Romano", "male"),
  person("Francesca", "Colombo", "female", false),
  person("Alessandro", "Ricci", "male"),
];

function setup(props: Partial<TableProps<Person>> = {}) {
  const onAction = vi.fn();
  const onPage = vi.fn();
  const onFilterApplied = vi.fn();
  const utils = render(
    <Table
      data={people}
      columns={["name", "surname", "gender"]}
      caption="People"
      rowKey={(row) => row.name}
      onAction={onAction}
      onPage={onPage}
      onFilterApplied={onFilterApplied}
      {...props}
    />,
  );
  return { ...utils, onAction, onPage, onFilterApplied };
}

const bodyNames = () =>
  within(screen.getAllByRole("rowgroup")[1])
    .queryAllByRole("row")
    // The first cell that is not a selection checkbox's.
    .map(
      (row) =>
        within(row)
          .queryAllByRole("cell")
          .find((cell) => !cell.querySelector("input[type=checkbox]"))?.textContent,
    );

/** The footer's range label, beside the page-size select. */
const range = () => screen.getByRole("combobox", { name: "Items per page:" }).parentElement?.nextElementSibling?.textContent;
const openFilter = (col: string) => fireEvent.click(screen.getByRole("button", { name: `Filter ${col}` }));
const typeAndEnter = (col: string, text: string) => {
  const input = screen.getByRole("textbox", { name: `Find by ${col}` });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: "Enter" });
};

test("it shows the first page of 5 rows, named by its caption", () => {
  setup();
  expect(screen.getByRole("table", { name: "People" }).querySelector("caption")?.textContent).toBe("People");
  expect(bodyNames()).toEqual(["Giulia", "Marco", "Chiara", "Luca", "Francesca"]);
  expect(range()).toBe("1 – 5 of 6");
  expect(screen.getByRole("combobox", { name: "Items per page:" })).toHaveProperty("value", "5");
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["5", "10", "15"]);
});

test("an action click calls back with the action and its row; a disabled one is really disabled", () => {
  const { onAction } = setup();
  const marco = screen.getAllByRole("row")[2];
  fireEvent.click(within(marco).getByRole("button", { name: "View" }));
  expect(onAction).toHaveBeenCalledWith(people[1].buttons[0], people[1]);
  const remove = within(marco).getByRole("button", { name: "Delete" });
  expect(remove).toHaveProperty("disabled", true);
  fireEvent.click(remove);
  expect(onAction).toHaveBeenCalledTimes(1);
});

test("opening one filter box closes the others and focuses its input", () => {
  setup();
  openFilter("name");
  expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Find by name" }));
  openFilter("surname");
  expect(screen.queryByRole("textbox", { name: "Find by name" })).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Find by surname" }));
  expect(screen.getByRole("button", { name: "Filter surname" }).getAttribute("aria-expanded")).toBe("true");
  expect(screen.getByRole("button", { name: "Filter name" }).getAttribute("aria-expanded")).toBe("false");
});

test("the filter placeholder is 'Find by' and configurable", () => {
  setup({ labels: { filterPlaceholder: "Search" } });
  openFilter("name");
  expect(screen.getByRole("textbox", { name: "Search name" }).getAttribute("placeholder")).toBe("Search");
});

test("Enter filters by trimmed prefix ignoring case, shows a chip, returns to the first page and reports", () => {
  const { onFilterApplied, onPage } = setup();
  fireEvent.click(screen.getByRole("button", { name: "Next page" }));
  expect(bodyNames()).toEqual(["Alessandro"]);
  onPage.mockClear();
  openFilter("gender");
  typeAndEnter("gender", "  FEM ");
  expect(bodyNames()).toEqual(["Giulia", "Chiara", "Francesca"]);
  expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["gender: FEM×"]);
  expect(range()).toBe("1 – 3 of 3");
  expect(onFilterApplied).toHaveBeenCalledWith({
    filterValues: [{ col: "gender", value: "FEM" }],
    filteredData: [people[0], people[2], people[4]],
    length: 3,
  });
  expect(onPage).toHaveBeenCalledWith({ previousPageIndex: 1, pageIndex: 0, pageSize: 5, length: 3 });
});

test("Enter on the same column replaces its entry; all active filters must match", () => {
  setup();
  openFilter("gender");
  typeAndEnter("gender", "f");
  typeAndEnter("gender", "m");
  expect(screen.queryByText("gender: f")).toBeNull();
  openFilter("surname");
  typeAndEnter("surname", "r");
  expect(bodyNames()).toEqual(["Luca", "Alessandro"]);
  expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["gender: m×", "surname: r×"]);
});

test("an empty filtered list shows 'No results' and '0 of 0'", () => {
  setup();
  openFilter("name");
  typeAndEnter("name", "zz");
  expect(bodyNames()).toEqual(["No results"]);
  expect(range()).toBe("0 of 0");
  expect(screen.getByRole("button", { name: "Next page" })).toHaveProperty("disabled", true);
});

test("removing a chip removes that entry, closes that box and moves focus to the next chip", () => {
  const { onFilterApplied } = setup();
  openFilter("gender");
  typeAndEnter("gender", "m");
  openFilter("name");
  typeAndEnter("name", "l");
  expect(bodyNames()).toEqual(["Luca"]);
  fireEvent.click(screen.getByRole("button", { name: "Remove filter gender: m" }));
  expect(screen.queryByRole("textbox")).toBeTruthy(); // the name box stays open
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove filter name: l" }));
  fireEvent.click(screen.getByRole("button", { name: "Remove filter name: l" }));
  expect(screen.queryByRole("textbox")).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Filter name" }));
  expect(bodyNames()).toHaveLength(5);
  expect(onFilterApplied).toHaveBeenLastCalledWith(expect.objectContaining({ filterValues: [], length: 6 }));
});

test("clearing one column removes its entry, closes its box and returns focus to its toggle", () => {
  setup();
  openFilter("name");
  typeAndEnter("name", "g");
  fireEvent.click(screen.getByRole("button", { name: "Clear name filter" }));
  expect(screen.queryByRole("textbox")).toBeNull();
  expect(screen.queryByRole("list", { name: "Active filters" })).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Filter name" }));
});

test("Escape closes the box without applying and returns focus to its toggle", () => {
  setup();
  openFilter("name");
  const input = screen.getByRole("textbox", { name: "Find by name" });
  fireEvent.change(input, { target: { value: "zz" } });
  fireEvent.keyDown(input, { key: "Escape" });
  expect(screen.queryByRole("textbox")).toBeNull();
  expect(bodyNames()).toHaveLength(5);
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Filter name" }));
});

test("remove all clears every filter and closes every box", () => {
  setup();
  openFilter("gender");
  typeAndEnter("gender", "m");
  openFilter("name");
  typeAndEnter("name", "l");
  fireEvent.click(screen.getByRole("button", { name: "Remove all filters" }));
  expect(screen.queryByRole("textbox")).toBeNull();
  expect(screen.queryByRole("listitem")).toBeNull();
  expect(bodyNames()).toHaveLength(5);
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Filter gender" }));
});

test("a header sorts asc, desc, then none, carrying aria-sort", () => {
  setup();
  const header = () => screen.getByRole("columnheader", { name: /^name/ });
  const sort = () => fireEvent.click(screen.getByRole("button", { name: "name" }));
  sort();
  expect(header().getAttribute("aria-sort")).toBe("ascending");
  expect(bodyNames()).toEqual(["Alessandro", "Chiara", "Francesca", "Giulia", "Luca"]);
  sort();
  expect(header().getAttribute("aria-sort")).toBe("descending");
  expect(bodyNames()).toEqual(["Marco", "Luca", "Giulia", "Francesca", "Chiara"]);
  sort();
  expect(header().hasAttribute("aria-sort")).toBe(false);
  expect(bodyNames()).toEqual(["Giulia", "Marco", "Chiara", "Luca", "Francesca"]);
});

test("with sort clearing disabled a header toggles between asc and desc", () => {
  setup({ disableSortClear: true });
  const sort = () => fireEvent.click(screen.getByRole("button", { name: "name" }));
  sort();
  sort();
  sort();
  expect(screen.getByRole("columnheader", { name: /^name/ }).getAttribute("aria-sort")).toBe("ascending");
});

test("sort, filter and page changes are announced politely about 100 ms later", () => {
  vi.useFakeTimers();
  setup();
  const status = screen.getByRole("status");
  expect(status.getAttribute("aria-live")).toBe("polite");
  fireEvent.click(screen.getByRole("button", { name: "surname" }));
  expect(status.textContent).toBe("");
  act(() => vi.advanceTimersByTime(100));
  expect(status.textContent).toBe("Sorted by surname, ascending");
  fireEvent.click(screen.getByRole("button", { name: "Next page" }));
  act(() => vi.advanceTimersByTime(100));
  expect(status.textContent).toBe("Page 2 of 2, showing 6 – 6 of 6");
  openFilter("name");
  typeAndEnter("name", "zz");
  act(() => vi.advanceTimersByTime(100));
  expect(status.textContent).toBe("No results for name starting with zz");
  vi.useRealTimers();
});

test("paging: buttons, range label, disabled ends and the page event", () => {
  const { onPage } = setup();
  expect(screen.getByRole("button", { name: "First page" })).toHaveProperty("disabled", true);
  expect(screen.getByRole("button", { name: "Previous page" })).toHaveProperty("disabled", true);
  // A browser focuses a button it clicks; that focus must not fall to the page when it disables.
  screen.getByRole("button", { name: "Last page" }).focus();
  fireEvent.click(screen.getByRole("button", { name: "Last page" }));
  expect(onPage).toHaveBeenLastCalledWith({ previousPageIndex: 0, pageIndex: 1, pageSize: 5, length: 6 });
  expect(range()).toBe("6 – 6 of 6");
  expect(screen.getByRole("button", { name: "Next page" })).toHaveProperty("disabled", true);
  // Focus leaves the button that just disabled itself for one that still works.
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Previous page" }));
  fireEvent.click(screen.getByRole("button", { name: "Previous page" }));
  expect(onPage).toHaveBeenLastCalledWith({ previousPageIndex: 1, pageIndex: 0, pageSize: 5, length: 6 });
});

test("first and last buttons can be hidden", () => {
  setup({ showFirstLastButtons: false });
  expect(screen.queryByRole("button", { name: "First page" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Last page" })).toBeNull();
});

test("changing the page size keeps the first visible row in view", () => {
  const many = Array.from({ length: 40 }, (_, i) => ({ name: `row ${i + 1}` }));
  const onPage = vi.fn();
  render(<Table data={many} columns={["name"]} caption="Rows" onPage={onPage} defaultState={{ pageIndex: 3 }} />);
  expect(range()).toBe("16 – 20 of 40");
  fireEvent.change(screen.getByRole("combobox", { name: "Items per page:" }), { target: { value: "10" } });
  expect(onPage).toHaveBeenLastCalledWith({ previousPageIndex: 3, pageIndex: 1, pageSize: 10, length: 40 });
  expect(range()).toBe("11 – 20 of 40");
  expect(bodyNames()).toEqual(Array.from({ length: 10 }, (_, i) => `row ${i + 11}`));
});

test("controlled: the owner's state drives the table and hears every change", () => {
  const seen: TableState[] = [];
  function Owner() {
    const [state, setState] = useState<TableState>({ ...initialTableState(), sort: { active: "surname", direction: "desc" } });
    return (
      <Table
        data={people}
        columns={["name", "surname", "gender"]}
        caption="People"
        state={state}
        onStateChange={(next) => {
          seen.push(next);
          setState(next);
        }}
      />
    );
  }
  render(<Owner />);
  expect(bodyNames()).toEqual(["Giulia", "Luca", "Alessandro", "Chiara", "Francesca"]);
  fireEvent.click(screen.getByRole("button", { name: "Next page" }));
  expect(seen.at(-1)).toEqual({ filters: [], sort: { active: "surname", direction: "desc" }, pageIndex: 1, pageSize: 5 });
  expect(bodyNames()).toEqual(["Marco"]);
});

test("controlled without updates: the table shows only what its owner says", () => {
  render(<Table data={people} columns={["name"]} caption="People" state={{ ...initialTableState(), pageIndex: 1 }} />);
  fireEvent.click(screen.getByRole("button", { name: "Previous page" }));
  expect(bodyNames()).toEqual(["Alessandro"]);
});

test("every change reports its reason, with the spec's page and filter events as details", () => {
  const onStateChange = vi.fn();
  setup({ onStateChange });
  fireEvent.click(screen.getByRole("button", { name: "Next page" }));
  expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1 }), { reason: "page", previousPageIndex: 0, pageIndex: 1, pageSize: 5, length: 6 });
  fireEvent.change(screen.getByRole("combobox", { name: "Items per page:" }), { target: { value: "10" } });
  expect(onStateChange.mock.lastCall?.[1]).toEqual({ reason: "page-size", previousPageIndex: 1, pageIndex: 0, pageSize: 10, length: 6 });
  fireEvent.click(screen.getByRole("button", { name: "name" }));
  expect(onStateChange.mock.lastCall?.[1]).toEqual({ reason: "sort" });
  openFilter("gender");
  typeAndEnter("gender", "m");
  expect(onStateChange.mock.lastCall?.[1]).toEqual({
    reason: "filter",
    filterValues: [{ col: "gender", value: "m" }],
    filteredData: [people[5], people[3], people[1]],
    length: 3,
  });
});

type Priced = { id: string; item: string; price: number; stock: number };
const stock: Priced[] = [
  { id: "p1", item: "Oak board", price: 12.5, stock: 4 },
  { id: "p2", item: "Walnut oil", price: 9, stock: 0 },
  { id: "p3", item: "Beeswax", price: 6.25, stock: 12 },
];

test("column definitions draw custom cells from the value and row; sorting and filtering still use the value", () => {
  render(
    <Table
      data={stock}
      caption="Stock"
      rowKey={(row) => row.id}
      columns={[
        { key: "item", header: "Item", cell: ({ value, row }) => <a href={`/items/${row.id}`}>{value}</a> },
        { key: "price", header: "Price", cell: ({ value }) => <strong>{value.toFixed(2)} €</strong> },
        { key: "stock", header: "In stock", sortable: false, filterable: false },
      ]}
    />,
  );
  expect(screen.getByRole("link", { name: "Beeswax" }).getAttribute("href")).toBe("/items/p3");
  expect(screen.getByRole("table").querySelector("tbody tr td:nth-child(2)")?.innerHTML).toBe("<strong>12.50 €</strong>");
  expect(screen.getByRole("table").querySelector("tbody tr td:nth-child(2)")?.getAttribute("data-label")).toBe("Price");
  fireEvent.click(screen.getByRole("button", { name: "Price" }));
  expect(bodyNames()).toEqual(["Beeswax", "Walnut oil", "Oak board"]);
  // A column can opt out of sorting and filtering: its header is plain text.
  const header = screen.getByRole("columnheader", { name: "In stock" });
  expect(within(header).queryByRole("button")).toBeNull();
  openFilter("Item");
  typeAndEnter("Item", "wal");
  expect(bodyNames()).toEqual(["Walnut oil"]);
});

function Server({ onStateChange }: { onStateChange?: (state: TableState) => void }) {
  // The "server": 12 rows named row 1 … row 12, sorted and filtered by name, one page per request.
  const all = Array.from({ length: 12 }, (_, i) => ({ id: `r${i + 1}`, name: `row ${i + 1}` }));
  const [state, setState] = useState<TableState>(initialTableState(5));
  const matching = all.filter((row) => state.filters.every((f) => row[f.col as "name"].startsWith(f.value)));
  if (state.sort.direction === "desc") matching.reverse();
  const page = matching.slice(state.pageIndex * state.pageSize, (state.pageIndex + 1) * state.pageSize);
  return (
    <Table
      data={page}
      rowCount={matching.length}
      columns={["name"]}
      caption="Rows"
      rowKey={(row) => row.id}
      state={state}
      onStateChange={(next) => {
        onStateChange?.(next);
        setState(next);
      }}
    />
  );
}

test("server mode: the table shows the page it is given and counts pages from rowCount", () => {
  const seen: TableState[] = [];
  render(<Server onStateChange={(state) => seen.push(state)} />);
  expect(bodyNames()).toEqual(["row 1", "row 2", "row 3", "row 4", "row 5"]);
  expect(range()).toBe("1 – 5 of 12");
  fireEvent.click(screen.getByRole("button", { name: "Last page" }));
  expect(seen.at(-1)).toMatchObject({ pageIndex: 2 });
  expect(bodyNames()).toEqual(["row 11", "row 12"]);
  expect(range()).toBe("11 – 12 of 12");
  // A sort asks the server: the rows come back in its order, not re-sorted here (natural order would put row 9 first).
  fireEvent.click(screen.getByRole("button", { name: "name" }));
  fireEvent.click(screen.getByRole("button", { name: "name" }));
  expect(seen.at(-1)?.sort).toEqual({ active: "name", direction: "desc" });
  expect(bodyNames()).toEqual(["row 2", "row 1"]);
  openFilter("name");
  typeAndEnter("name", "row 1");
  expect(seen.at(-1)).toMatchObject({ filters: [{ col: "name", value: "row 1" }], pageIndex: 0 });
  expect(range()).toBe("1 – 4 of 4");
});

test("server mode: a filter's results are announced once the app has sent them", () => {
  vi.useFakeTimers();
  render(<Server />);
  openFilter("name");
  typeAndEnter("name", "row 1");
  act(() => vi.advanceTimersByTime(100));
  expect(screen.getByRole("status").textContent).toBe("4 results for name starting with row 1");
  vi.useRealTimers();
});

test("selection: a checkbox per row and one for the page, mixed when part of the page is selected, announced", () => {
  vi.useFakeTimers();
  const onSelectionChange = vi.fn();
  setup({ selectable: true, onSelectionChange });
  const all = screen.getByRole("checkbox", { name: "Select all rows on this page" }) as HTMLInputElement;
  expect(screen.getAllByRole("checkbox")).toHaveLength(6);
  fireEvent.click(screen.getByRole("checkbox", { name: "Select Marco" }));
  expect(onSelectionChange).toHaveBeenLastCalledWith(["Marco"], { reason: "row", row: people[1], selected: true });
  expect(all.indeterminate).toBe(true);
  expect(all.checked).toBe(false);
  expect(screen.getByRole("checkbox", { name: "Select Marco" }).closest("tr")?.getAttribute("data-state")).toBe("selected");
  act(() => vi.advanceTimersByTime(100));
  expect(screen.getByRole("status").textContent).toBe("1 row selected");
  fireEvent.click(all);
  expect(onSelectionChange.mock.lastCall?.[0]).toEqual(["Marco", "Giulia", "Chiara", "Luca", "Francesca"]);
  expect(onSelectionChange.mock.lastCall?.[1]).toMatchObject({ reason: "page", selected: true });
  expect(all.checked).toBe(true);
  expect(all.indeterminate).toBe(false);
  // The next page's row is not selected: select all covers the page on screen.
  fireEvent.click(screen.getByRole("button", { name: "Next page" }));
  expect(all.checked).toBe(false);
  expect((screen.getByRole("checkbox", { name: "Select Alessandro" }) as HTMLInputElement).checked).toBe(false);
  fireEvent.click(screen.getByRole("button", { name: "Previous page" }));
  fireEvent.click(all);
  expect(onSelectionChange.mock.lastCall?.[0]).toEqual([]);
  act(() => vi.advanceTimersByTime(100));
  expect(screen.getByRole("status").textContent).toBe("No rows selected");
  vi.useRealTimers();
});

test("selection survives sorting and filtering: keys follow the rows, not their places", () => {
  setup({ selectable: true, rowKey: undefined });
  fireEvent.click(screen.getByRole("checkbox", { name: "Select Chiara" }));
  fireEvent.click(screen.getByRole("button", { name: "name" }));
  expect(bodyNames()).toEqual(["Alessandro", "Chiara", "Francesca", "Giulia", "Luca"]);
  const checked = screen.getAllByRole("checkbox", { checked: true }).map((box) => box.getAttribute("aria-label"));
  expect(checked).toEqual(["Select Chiara"]);
});

test("selection, controlled: the owner's keys are shown, and rows the function refuses cannot be selected", () => {
  function Owner() {
    const [selection, setSelection] = useState<string[]>(["Luca"]);
    return (
      <>
        <Table
          data={people}
          columns={["name", "surname"]}
          caption="People"
          rowKey={(row) => row.name}
          rowName={(row) => `${row.name} ${row.surname}`}
          selectable={(row) => row.gender === "male"}
          selection={selection}
          onSelectionChange={setSelection}
        />
        <output>{selection.join(",")}</output>
      </>
    );
  }
  render(<Owner />);
  expect((screen.getByRole("checkbox", { name: "Select Luca Romano" }) as HTMLInputElement).checked).toBe(true);
  expect(screen.getByRole("checkbox", { name: "Select Giulia Rossi" })).toHaveProperty("disabled", true);
  const all = screen.getByRole("checkbox", { name: "Select all rows on this page" }) as HTMLInputElement;
  // Of the page's selectable rows (Marco, Luca), one is selected.
  expect(all.indeterminate).toBe(true);
  fireEvent.click(all);
  expect(document.querySelector("output")?.textContent).toBe("Luca,Marco");
  expect(all.checked).toBe(true);
});

test("selection, controlled without updates: the checkboxes show only the owner's keys", () => {
  render(<Table data={people} columns={["name"]} caption="People" rowKey={(row) => row.name} selectable selection={["Giulia"]} />);
  fireEvent.click(screen.getByRole("checkbox", { name: "Select Marco" }));
  expect(screen.getAllByRole("checkbox", { checked: true }).map((box) => box.getAttribute("aria-label"))).toEqual(["Select Giulia"]);
});

test("a sticky header puts the rows in a scroll box named by the caption, which the keyboard can reach", () => {
  const { unmount } = setup({ stickyHeader: true });
  const box = screen.getByRole("region", { name: "People" });
  expect(box.tabIndex).toBe(0);
  expect(box.querySelector("thead")).not.toBeNull();
  unmount();
  setup();
  expect(screen.queryByRole("region")).toBeNull();
});

test("served before its script runs, a filtered table's chips are disabled, as its header buttons are", () => {
  const html = renderToString(
    <Table data={people} columns={["name", "surname", "gender"]} caption="People" rowKey={(row) => row.name} defaultState={{ filters: [{ col: "gender", value: "female" }] }} />,
  );
  const served = new DOMParser().parseFromString(html, "text/html");
  const chips = served.querySelector("ul[aria-label]")!.closest("div")!;
  const buttons = [...chips.querySelectorAll("button")];
  expect(buttons.map((button) => button.textContent)).toEqual(["×", "Remove all filters"]);
  expect(buttons.every((button) => button.disabled)).toBe(true);
});

test("once hydrated, a filter chip's button removes its filter", async () => {
  render(
    <Table data={people} columns={["name", "surname", "gender"]} caption="People" rowKey={(row) => row.name} defaultState={{ filters: [{ col: "gender", value: "female" }] }} />,
  );
  const rows = () => screen.getAllByRole("row").length;
  const filtered = rows();
  const remove = screen.getByRole("button", { name: "Remove filter gender: female" });
  expect((remove as HTMLButtonElement).disabled).toBe(false);
  fireEvent.click(remove);
  expect(screen.queryByRole("button", { name: "Remove filter gender: female" })).toBeNull();
  expect(rows()).toBeGreaterThan(filtered);
});

// Rows of an interface type, with a Date, an e-mail and a nested value.
interface Member {
  id: number;
  name: string;
  email: string;
  joined: Date;
  active: boolean;
  address?: { city: string };
}
const members: Member[] = [
  { id: 1, name: "Giulia", email: "giulia.rossi@example.com", joined: new Date(2024, 2, 4), active: true, address: { city: "Torino" } },
  { id: 2, name: "Marco", email: "marco@rossi.it", joined: new Date(2023, 10, 20), active: false, address: { city: "Bari" } },
  { id: 3, name: "Chiara", email: "chiara@example.com", joined: new Date(2024, 0, 15), active: true },
];
const memberColumns = [
  "name",
  { key: "email", header: "E-mail", filter: "contains" },
  { key: "joined", header: "Joined" },
  { key: "active", header: "Active" },
  { id: "city", header: "City", value: (member: Member) => member.address?.city },
] as const;
const memberTable = (props: Partial<TableProps<Member>> = {}) => (
  <Table data={members} columns={memberColumns} caption="Members" rowKey={(member) => String(member.id)} {...props} />
);

test("a Date column shows its day, sorts by time and filters by the text it shows", () => {
  render(memberTable());
  const cells = (n: number) => [...screen.getByRole("table").querySelectorAll(`tbody tr td:nth-child(${n})`)].map((cell) => cell.textContent);
  expect(cells(3)).toEqual(["2024-03-04", "2023-11-20", "2024-01-15"]);
  fireEvent.click(screen.getByRole("button", { name: "Joined" }));
  expect(bodyNames()).toEqual(["Marco", "Chiara", "Giulia"]);
  fireEvent.click(screen.getByRole("button", { name: "Joined" }));
  expect(bodyNames()).toEqual(["Giulia", "Chiara", "Marco"]);
  openFilter("Joined");
  typeAndEnter("Joined", "2024-0");
  expect(bodyNames()).toEqual(["Giulia", "Chiara"]);
});

test("a column that filters by 'contains' finds 'rossi' inside e-mail addresses, and says so", () => {
  vi.useFakeTimers();
  render(memberTable());
  openFilter("E-mail");
  typeAndEnter("E-mail", "rossi");
  expect(bodyNames()).toEqual(["Giulia", "Marco"]);
  act(() => vi.advanceTimersByTime(100));
  expect(screen.getByRole("status").textContent).toBe("2 results for E-mail containing rossi");
  vi.useRealTimers();
});

test("booleans and an accessor's nested value sort like their values, missing ones last", () => {
  render(memberTable());
  fireEvent.click(screen.getByRole("button", { name: "Active" }));
  expect(bodyNames()).toEqual(["Marco", "Giulia", "Chiara"]);
  fireEvent.click(screen.getByRole("button", { name: "City" }));
  expect(bodyNames()).toEqual(["Marco", "Giulia", "Chiara"]);
  fireEvent.click(screen.getByRole("button", { name: "City" }));
  expect(bodyNames()).toEqual(["Giulia", "Marco", "Chiara"]);
});

test("the search box keeps the rows where any column contains its text, as you type, from the first page; announced and reported", () => {
  vi.useFakeTimers();
  const onStateChange = vi.fn();
  render(memberTable({ searchable: true, onStateChange, defaultState: { pageSize: 5 } }));
  const search = screen.getByRole("searchbox", { name: "Search" });
  fireEvent.change(search, { target: { value: "ROSSI" } });
  expect(bodyNames()).toEqual(["Giulia", "Marco"]);
  expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: "ROSSI", pageIndex: 0 }), expect.objectContaining({ reason: "filter", length: 2 }));
  fireEvent.change(search, { target: { value: "torino" } });
  expect(bodyNames()).toEqual(["Giulia"]);
  act(() => vi.advanceTimersByTime(100));
  expect(screen.getByRole("status").textContent).toBe("1 result for torino");
  fireEvent.change(search, { target: { value: "" } });
  expect(bodyNames()).toEqual(["Giulia", "Marco", "Chiara"]);
  vi.useRealTimers();
});

test("a header may be an element: its label names the column in the filter, the chip, the stacked cells and the announcements", () => {
  vi.useFakeTimers();
  render(<Table data={members} caption="Members" columns={[{ key: "name", header: <abbr title="Given name">GN</abbr>, label: "Given name" }, "email"]} />);
  expect(screen.getByRole("columnheader", { name: "GN" }).querySelector("abbr")).not.toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "GN" }));
  act(() => vi.advanceTimersByTime(100));
  expect(screen.getByRole("status").textContent).toBe("Sorted by Given name, ascending");
  expect(screen.getByRole("table").querySelector("tbody td")?.getAttribute("data-label")).toBe("Given name");
  openFilter("Given name");
  typeAndEnter("Given name", "ma");
  expect(screen.getByRole("button", { name: "Remove filter Given name: ma" })).toBeTruthy();
  vi.useRealTimers();
});

test("each table's page navigation is named after its caption, so two tables' navigations differ", () => {
  render(
    <>
      {memberTable()}
      <Table data={people} columns={["name"]} caption="People" />
      <Table data={people} columns={["name"]} caption={<b>Bold</b>} labels={{ pages: "Pagine delle persone" }} />
    </>,
  );
  expect(screen.getAllByRole("navigation").map((nav) => nav.getAttribute("aria-label"))).toEqual(["Members: pages", "People: pages", "Pagine delle persone"]);
});
