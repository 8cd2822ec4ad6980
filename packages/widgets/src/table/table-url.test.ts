import { expect, test } from "vitest";
import { initialTableState, type TableState } from "./table-state.js";
import { readTableState, writeTableState } from "./table-url.js";

const columns = ["name", "surname", "gender"];

test("a state survives the round trip through the URL", () => {
  const state: TableState = {
    filters: [
      { col: "name", value: "gi:ul ia" },
      { col: "gender", value: "f" },
    ],
    sort: { active: "surname", direction: "desc" },
    pageIndex: 2,
    pageSize: 10,
  };
  const params = writeTableState(new URLSearchParams("other=1"), state);
  expect(params.get("other")).toBe("1");
  expect(params.get("t.page")).toBe("3");
  expect(readTableState(new URLSearchParams(params.toString()), columns)).toEqual(state);
});

test("defaults are left out of the URL", () => {
  expect(writeTableState(new URLSearchParams(), initialTableState()).toString()).toBe("");
});

test("a hand-edited URL cannot break the table: unknown columns, bad sizes and pages fall back", () => {
  const params = new URLSearchParams("t.sort=age:up&t.filter=age:3&t.filter=name:&t.filter=name:gi&t.filter=name:ma&t.page=-4&t.size=7");
  expect(readTableState(params, columns)).toEqual({ ...initialTableState(), filters: [{ col: "name", value: "gi" }] });
});

test("the search box's text goes in t.q, and comes back trimmed", () => {
  const params = writeTableState(new URLSearchParams(), { ...initialTableState(), search: "rossi" });
  expect(params.toString()).toBe("t.q=rossi");
  expect(readTableState(new URLSearchParams("t.q=%20rossi%20"), columns).search).toBe("rossi");
  expect(readTableState(new URLSearchParams("t.q=%20"), columns)).toEqual(initialTableState());
});

test("it takes the Table's own columns, keys and definitions alike: a sort only where a column sorts, a filter only where it filters", () => {
  const defined = ["name", { key: "surname", sortable: false }, { id: "city", value: () => "", filterable: false }];
  const params = new URLSearchParams("t.sort=surname:asc&t.filter=city:to&t.filter=surname:ro");
  expect(readTableState(params, defined)).toMatchObject({ sort: { active: "", direction: "" }, filters: [{ col: "surname", value: "ro" }] });
  expect(readTableState(new URLSearchParams("t.sort=city:desc"), defined).sort).toEqual({ active: "city", direction: "desc" });
});

test("two tables on one page keep apart by prefix", () => {
  const a = writeTableState(new URLSearchParams(), { ...initialTableState(), pageIndex: 1 }, "a");
  const both = writeTableState(a, { ...initialTableState(), pageIndex: 4 }, "b");
  expect(readTableState(both, columns, { prefix: "a" }).pageIndex).toBe(1);
  expect(readTableState(both, columns, { prefix: "b" }).pageIndex).toBe(4);
});
