import { expect, test } from "vitest";
import {
  cellText,
  clampPageIndex,
  describeFilters,
  describePage,
  describeSearch,
  describeSort,
  filterRows,
  initialTableState,
  matchesFilters,
  nextDirection,
  pageCount,
  pageIndexForSize,
  paginateRows,
  rangeLabel,
  removeFilter,
  sortedAll,
  sortRows,
  tableView,
  toggleSort,
  upsertFilter,
  valueText,
  type ColumnLogic,
} from "./table-state.js";

const people = [
  { name: "Giulia", surname: "Rossi", gender: "female" },
  { name: "Marco", surname: "Bianchi", gender: "male" },
  { name: "Chiara", surname: "Esposito", gender: "female" },
  { name: "Luca", surname: "Romano", gender: "male" },
  { name: "Francesca", surname: "Colombo", gender: "female" },
  { name: "Alessandro", surname: "Ricci", gender: "male" },
];
const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name);

test("the starting state has no filters, no sort, the first page and page size 5", () => {
  expect(initialTableState()).toEqual({ filters: [], sort: { active: "", direction: "" }, pageIndex: 0, pageSize: 5 });
});

test("Enter adds a column's entry with the value trimmed", () => {
  expect(upsertFilter([], "name", "  Gi  ")).toEqual([{ col: "name", value: "Gi" }]);
});

test("Enter again on the same column replaces its entry and keeps the others' order", () => {
  const filters = [
    { col: "name", value: "a" },
    { col: "gender", value: "m" },
  ];
  expect(upsertFilter(filters, "name", "b")).toEqual([
    { col: "name", value: "b" },
    { col: "gender", value: "m" },
  ]);
});

test("blank filter text removes the column's entry rather than adding an empty chip", () => {
  expect(upsertFilter([{ col: "name", value: "a" }], "name", "   ")).toEqual([]);
});

test("removing a column's entry leaves the other columns' entries", () => {
  const filters = [
    { col: "name", value: "a" },
    { col: "gender", value: "m" },
  ];
  expect(removeFilter(filters, "name")).toEqual([{ col: "gender", value: "m" }]);
});

test("a row matches when its value starts with the text, ignoring case", () => {
  expect(matchesFilters(people[0], [{ col: "name", value: "gIU" }])).toBe(true);
  expect(matchesFilters(people[0], [{ col: "name", value: "iul" }])).toBe(false);
});

test("all active filters must match", () => {
  const filters = [
    { col: "gender", value: "male" },
    { col: "surname", value: "r" },
  ];
  expect(names(filterRows(people, filters))).toEqual(["Luca", "Alessandro"]);
  // 'male' is a prefix of 'male' only, not of 'female'
  expect(names(filterRows(people, [{ col: "gender", value: "male" }]))).toEqual(["Marco", "Luca", "Alessandro"]);
});

test("no filters keeps every row, as a copy", () => {
  const rows = filterRows(people, []);
  expect(rows).toEqual(people);
  expect(rows).not.toBe(people);
});

test("cells are read by column name; numbers and missing fields become text", () => {
  expect(cellText({ age: 42 }, "age")).toBe("42");
  expect(cellText({}, "age")).toBe("");
  expect(filterRows([{ age: 42 }, { age: 7 }, {}], [{ col: "age", value: "4" }])).toEqual([{ age: 42 }]);
});

test("sort cycles asc, desc, none", () => {
  expect(nextDirection("")).toBe("asc");
  expect(nextDirection("asc")).toBe("desc");
  expect(nextDirection("desc")).toBe("");
});

test("with clearing disabled sort toggles between asc and desc", () => {
  expect(nextDirection("desc", true)).toBe("asc");
  let sort = toggleSort({ active: "", direction: "" }, "name", true);
  sort = toggleSort(sort, "name", true);
  sort = toggleSort(sort, "name", true);
  expect(sort).toEqual({ active: "name", direction: "asc" });
});

test("activating another column's header starts it at asc", () => {
  expect(toggleSort({ active: "name", direction: "desc" }, "surname")).toEqual({ active: "surname", direction: "asc" });
  expect(toggleSort({ active: "name", direction: "desc" }, "name")).toEqual({ active: "", direction: "" });
});

test("sorting orders text naturally and case-insensitively, in both directions", () => {
  const rows = [{ v: "b" }, { v: "A" }, { v: "item 10" }, { v: "item 9" }, { v: "c" }];
  expect(sortRows(rows, { active: "v", direction: "asc" }).map((r) => r.v)).toEqual(["A", "b", "c", "item 9", "item 10"]);
  expect(sortRows(rows, { active: "v", direction: "desc" }).map((r) => r.v)).toEqual(["item 10", "item 9", "c", "b", "A"]);
});

test("sorting numbers compares them as numbers, and empty cells go last in both directions", () => {
  const rows = [{ n: 10 }, { n: null }, { n: 2 }, {}, { n: Number.NaN }, { n: 33 }];
  const asc = sortRows(rows, { active: "n", direction: "asc" });
  expect(asc.map((row) => row.n)).toEqual([2, 10, 33, null, undefined, Number.NaN]);
  expect(sortRows(rows, { active: "n", direction: "desc" }).map((row) => row.n)).toEqual([33, 10, 2, null, undefined, Number.NaN]);
});

const day = (d: number, hour = 0) => new Date(2024, 0, d, hour);
const events = [
  { title: "Fri", when: day(5) },
  { title: "Mon", when: day(8) },
  { title: "none", when: null },
  { title: "Wed", when: day(3, 9) },
  { title: "bad", when: new Date(Number.NaN) },
  { title: "Tue", when: day(9) },
];
const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

test("a Date column sorts by time, not by its text (which starts with the weekday), empty and invalid dates last", () => {
  expect(titles(sortRows(events, { active: "when", direction: "asc" }))).toEqual(["Wed", "Fri", "Mon", "Tue", "none", "bad"]);
  expect(titles(sortRows(events, { active: "when", direction: "desc" }))).toEqual(["Tue", "Mon", "Fri", "Wed", "none", "bad"]);
});

test("a value's default text: a date as its local day (and time of day, when it has one), nothing for empty ones", () => {
  expect(events.map((event) => valueText(event.when))).toEqual(["2024-01-05", "2024-01-08", "", "2024-01-03 09:00", "", "2024-01-09"]);
  expect([valueText(true), valueText(0), valueText(undefined), valueText("x")]).toEqual(["true", "0", "", "x"]);
});

test("a Date column filters by the text its cells show: its own format, else the default", () => {
  expect(titles(filterRows(events, [{ col: "when", value: "2024-01-0" }]))).toEqual(["Fri", "Mon", "Wed", "Tue"]);
  const weekday: ColumnLogic<(typeof events)[number]> = {
    key: "when",
    format: (date: Date | null) => date?.toLocaleDateString("en-GB", { weekday: "long", day: "numeric" }) ?? "",
  };
  expect(titles(filterRows(events, [{ col: "when", value: "monday" }], [weekday]))).toEqual(["Mon"]);
  expect(cellText(events[1], "when", weekday)).toBe("Monday 8");
});

test("booleans sort false before true, and filter by their text", () => {
  const rows = [{ id: 1, ok: true }, { id: 2, ok: false }, { id: 3 }, { id: 4, ok: true }, { id: 5, ok: false }];
  expect(sortRows(rows, { active: "ok", direction: "asc" }).map((row) => row.id)).toEqual([2, 5, 1, 4, 3]);
  expect(sortRows(rows, { active: "ok", direction: "desc" }).map((row) => row.id)).toEqual([1, 4, 2, 5, 3]);
  expect(filterRows(rows, [{ col: "ok", value: "TRUE" }], [{ key: "ok", filter: "equals" }]).map((row) => row.id)).toEqual([1, 4]);
});

type Person = { name: string; email: string; address?: { city: string } };
const staff: Person[] = [
  { name: "Giulia", email: "giulia.rossi@example.com", address: { city: "Torino" } },
  { name: "Marco", email: "marco@rossi.it", address: { city: "bari" } },
  { name: "Chiara", email: "chiara@example.com" },
  { name: "Rossana", email: "r@example.com", address: { city: "Ancona" } },
];
const city: ColumnLogic<Person> = { key: "city", value: (person) => person.address?.city };

test("an accessor column sorts and filters by the nested value it reads, missing values last", () => {
  expect(names(sortRows(staff, { active: "city", direction: "asc" }, city))).toEqual(["Rossana", "Marco", "Giulia", "Chiara"]);
  expect(names(sortRows(staff, { active: "city", direction: "desc" }, city))).toEqual(["Giulia", "Marco", "Rossana", "Chiara"]);
  expect(names(filterRows(staff, [{ col: "city", value: "b" }], [city]))).toEqual(["Marco"]);
});

test("a column's own compare orders the values that are not empty; descending reverses it, ties keep their order", () => {
  const byLength: ColumnLogic<Person> = { key: "name", compare: (a: string, b: string) => a.length - b.length };
  expect(names(sortRows(staff, { active: "name", direction: "asc" }, byLength))).toEqual(["Marco", "Giulia", "Chiara", "Rossana"]);
  expect(names(sortRows(staff, { active: "name", direction: "desc" }, byLength))).toEqual(["Rossana", "Giulia", "Chiara", "Marco"]);
  const cityLength: ColumnLogic<Person> = { ...city, compare: (a: string, b: string) => a.length - b.length };
  expect(names(sortRows(staff, { active: "city", direction: "desc" }, cityLength))).toEqual(["Giulia", "Rossana", "Marco", "Chiara"]);
});

test("filters start with the text by default; a column may match text it contains, equals, or by a function", () => {
  const email = (filter: ColumnLogic<Person>["filter"]): ColumnLogic<Person>[] => [{ key: "email", filter }];
  expect(names(filterRows(staff, [{ col: "email", value: "rossi" }]))).toEqual([]);
  expect(names(filterRows(staff, [{ col: "email", value: "ROSSI" }], email("contains")))).toEqual(["Giulia", "Marco"]);
  expect(names(filterRows(staff, [{ col: "email", value: "R@Example.com" }], email("equals")))).toEqual(["Rossana"]);
  expect(
    names(
      filterRows(
        staff,
        [{ col: "email", value: "it" }],
        email((value: string, text) => value.endsWith(`.${text}`)),
      ),
    ),
  ).toEqual(["Marco"]);
});

test("the search keeps the rows where some column's text contains it, ignoring case, beside the filters", () => {
  const columns: ColumnLogic<Person>[] = [{ key: "name" }, { key: "email" }, city];
  expect(names(filterRows(staff, [], columns, " ROSS "))).toEqual(["Giulia", "Marco", "Rossana"]);
  expect(names(filterRows(staff, [], columns, "tor"))).toEqual(["Giulia"]);
  expect(names(filterRows(staff, [{ col: "name", value: "r" }], columns, "ross"))).toEqual(["Rossana"]);
  expect(filterRows(staff, [], columns, "  ")).toEqual(staff);
  expect(names(tableView(staff, { ...initialTableState(), search: "example" }, columns).page)).toEqual(["Giulia", "Chiara", "Rossana"]);
});

test("sorting is stable and no sort keeps the given order", () => {
  const sorted = sortRows(people, { active: "gender", direction: "asc" });
  expect(names(sorted)).toEqual(["Giulia", "Chiara", "Francesca", "Marco", "Luca", "Alessandro"]);
  expect(sortRows(people, { active: "", direction: "" })).toEqual(people);
});

test("paging counts pages, clamps the index and slices the page", () => {
  expect(pageCount(6, 5)).toBe(2);
  expect(pageCount(0, 5)).toBe(1);
  expect(clampPageIndex(9, 6, 5)).toBe(1);
  expect(clampPageIndex(-1, 6, 5)).toBe(0);
  expect(paginateRows([1, 2, 3, 4, 5, 6], 1, 5)).toEqual([6]);
});

test("the range label reads '{from} – {to} of {total}', or '0 of {total}' when empty", () => {
  expect(rangeLabel(0, 5, 6)).toBe("1 – 5 of 6");
  expect(rangeLabel(1, 5, 6)).toBe("6 – 6 of 6");
  expect(rangeLabel(0, 5, 0)).toBe("0 of 0");
  expect(rangeLabel(0, 0, 6)).toBe("0 of 6");
});

test("changing the page size keeps the first visible row on the new page", () => {
  // Row 16 (index 15) is first on page 4 of 5; with 10 per page it is on page 2.
  expect(pageIndexForSize(3, 5, 10)).toBe(1);
  // Row 11 (index 10) is first on page 2 of 10; with 5 per page it is first on page 3.
  expect(pageIndexForSize(1, 10, 5)).toBe(2);
  expect(pageIndexForSize(0, 15, 5)).toBe(0);
});

test("the pipeline filters, then sorts, then pages", () => {
  const view = tableView(people, {
    filters: [{ col: "gender", value: "female" }],
    sort: { active: "name", direction: "asc" },
    pageIndex: 0,
    pageSize: 2,
  });
  expect(names(view.sorted)).toEqual(["Chiara", "Francesca", "Giulia"]);
  expect(names(view.page)).toEqual(["Chiara", "Francesca"]);
  expect(view.length).toBe(3);
});

test("the pipeline clamps a page that no longer exists after filtering", () => {
  const view = tableView(people, { ...initialTableState(), pageIndex: 1, filters: [{ col: "name", value: "m" }] });
  expect(view.pageIndex).toBe(0);
  expect(names(view.page)).toEqual(["Marco"]);
});

test("an empty filtered list has no rows and one empty page", () => {
  const view = tableView(people, { ...initialTableState(), filters: [{ col: "name", value: "zz" }] });
  expect(view.page).toEqual([]);
  expect(view.length).toBe(0);
  expect(rangeLabel(view.pageIndex, 5, view.length)).toBe("0 of 0");
});

test("announcements describe the sort, the filter results and the page", () => {
  expect(describeSort({ active: "name", direction: "asc" })).toBe("Sorted by name, ascending");
  expect(describeSort({ active: "name", direction: "desc" }, (c) => c.toUpperCase())).toBe("Sorted by NAME, descending");
  expect(describeSort({ active: "", direction: "" })).toBe("Sorting cleared");
  expect(describeFilters([{ col: "name", value: "gi" }], 1)).toBe("1 result for name starting with gi");
  expect(
    describeFilters(
      [
        { col: "name", value: "a" },
        { col: "gender", value: "m" },
      ],
      2,
    ),
  ).toBe("2 results for name starting with a and gender starting with m");
  expect(describeFilters([{ col: "name", value: "zz" }], 0)).toBe("No results for name starting with zz");
  expect(describeFilters([], 6)).toBe("Filters cleared, 6 results");
  const modes = { email: "contains", gender: "equals", age: "custom" } as const;
  expect(
    describeFilters(
      [
        { col: "email", value: "rossi" },
        { col: "gender", value: "f" },
        { col: "age", value: "30" },
      ],
      1,
      undefined,
      (col) => modes[col as keyof typeof modes],
    ),
  ).toBe("1 result for email containing rossi and gender equal to f and age matching 30");
  expect(describeSearch(" rossi ", 2)).toBe("2 results for rossi");
  expect(describeSearch("", 6)).toBe("Search cleared, 6 results");
  expect(describePage(1, 5, 6)).toBe("Page 2 of 2, showing 6 – 6 of 6");
});

test("the cached whole-list sort gives the same rows as filtering then sorting, and follows new data", () => {
  const state = { ...initialTableState(), filters: [{ col: "gender", value: "m" }], sort: { active: "surname", direction: "desc" as const }, pageSize: 10 };
  const expected = sortRows(filterRows(people, state.filters), state.sort);
  expect(tableView(people, state).sorted).toEqual(expected);
  expect(tableView(people, state).sorted).toEqual(expected); // second call answers from the cache
  const changed = [...people, { name: "Mario", surname: "Zanetti", gender: "male" }];
  expect(names(tableView(changed, state).sorted)).toEqual(["Mario", "Luca", "Alessandro", "Marco"]);
});

test("sortedAll keeps the given array when nothing is sorted, and sorts again for a column's new compare", () => {
  expect(sortedAll(people, { active: "", direction: "" })).toBe(people);
  expect(sortedAll(people, { active: "name", direction: "asc" })).toBe(sortedAll(people, { active: "name", direction: "asc" }));
  const byLength = { key: "name", compare: (a: string, b: string) => a.length - b.length };
  expect(names(sortedAll(people, { active: "name", direction: "asc" }, byLength))).toEqual(["Luca", "Marco", "Giulia", "Chiara", "Francesca", "Alessandro"]);
  expect(names(sortedAll(people, { active: "name", direction: "asc" }))[0]).toBe("Alessandro");
});

test.each([
  ["text with keys", ["Giulia", "giulia", "Élodie", "elodie", "item 9", "item 10", "item 010", "", "Zoe", "zoé", "a-b", "a b", "O'Neil"]],
  ["text partly without keys", ["Giulia", "item 9", "item 10", "", "Zoe", "zoé", "Straße", "Strasse", "Ørsted", "Orsted", "東京"]],
])("the keyed sort gives the collator's order, empty cells and ties included, in both directions: %s", (_name, words) => {
  let seed = 7;
  const next = () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296;
  const rows = Array.from({ length: 400 }, (_, id) => ({ id, name: next() < 0.05 ? undefined : words[Math.floor(next() * words.length)] }));
  const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
  const empty = (v: unknown) => v === undefined || v === "";
  const reference = (sign: number) =>
    rows.slice().sort((a, b) => {
      if (empty(a.name) || empty(b.name)) return empty(a.name) === empty(b.name) ? 0 : empty(a.name) ? 1 : -1;
      return sign * collator.compare(a.name!, b.name!);
    });
  expect(sortRows(rows, { active: "name", direction: "asc" })).toEqual(reference(1));
  expect(sortRows(rows, { active: "name", direction: "desc" })).toEqual(reference(-1));
});

test("text the keys cannot order, and columns mixing numbers with text, still sort as before", () => {
  const names = [{ v: "Straße" }, { v: "Strasse" }, { v: "Stra" }, { v: "strb" }];
  expect(sortRows(names, { active: "v", direction: "asc" }).map((r) => r.v)).toEqual(["Stra", "Straße", "Strasse", "strb"]);
  const mixed = [{ v: 10 }, { v: "9" }, { v: 2 }, { v: "abc" }];
  expect(sortRows(mixed, { active: "v", direction: "asc" }).map((r) => r.v)).toEqual([2, "9", 10, "abc"]);
});

test("server mode: the rows are the page as sent, counted by rowCount; nothing is filtered, sorted or cut", () => {
  const page = people.slice(0, 3);
  const state = { filters: [{ col: "name", value: "zz" }], sort: { active: "name", direction: "desc" as const }, pageIndex: 4, pageSize: 3 };
  const view = tableView(page, state, [], 42);
  expect(names(view.page)).toEqual(["Giulia", "Marco", "Chiara"]);
  expect(view.length).toBe(42);
  expect(view.pageIndex).toBe(4);
  expect(rangeLabel(view.pageIndex, state.pageSize, view.length)).toBe("13 – 15 of 42");
  // A page past the count is clamped for display; a count that is not a number counts the rows.
  expect(tableView(page, { ...state, pageIndex: 99 }, [], 7).pageIndex).toBe(2);
  expect(tableView(page, state, [], Number.NaN).length).toBe(3);
  expect(tableView([], state, [], -5)).toMatchObject({ page: [], length: 0, pageIndex: 0 });
});

test("a format that gives a number (an app without types) is read as text, not a crash", () => {
  const doubled = { key: "n", format: (n: number) => (n * 2) as unknown as string };
  expect(cellText({ n: 21 }, "n", doubled)).toBe("42");
  expect(filterRows([{ n: 21 }, { n: 5 }], [{ col: "n", value: "4" }], [doubled])).toEqual([{ n: 21 }]);
});
