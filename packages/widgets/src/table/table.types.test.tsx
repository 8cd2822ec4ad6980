// @vitest-environment jsdom
// The Table's column definitions are typed by the row: `npm run typecheck` compiles this file,
// where every expected-error directive must meet a type error.
import { isValidElement } from "react";
import { expect, test } from "vitest";
import { Table } from "./table.js";

type Item = { id: string; name: string; price: number };
const items: Item[] = [{ id: "a", name: "Oak", price: 3 }];

test("a column definition's key is a key of the row type, and its cell gets that field's type", () => {
  const elements = [
    <Table key="ok" data={items} caption="Items" columns={["name", { key: "price", cell: ({ value }) => value.toFixed(2) }, { key: "name", cell: ({ value, row }) => `${value.toUpperCase()} ${row.id}` }]} />,
    // @ts-expect-error: a misspelt key in a definition
    <Table key="typo" data={items} caption="Items" columns={[{ key: "prise" }]} />,
    // @ts-expect-error: price is a number, not a string
    <Table key="value" data={items} caption="Items" columns={[{ key: "price", cell: ({ value }) => value.toUpperCase() }]} />,
    <Table key="selection" data={items} caption="Items" columns={["name"]} selectable={(item) => item.price > 2} onSelectionChange={(keys, details) => (details.reason === "row" ? details.row.name : keys.length)} />,
  ];
  expect(elements.every((element) => isValidElement(element))).toBe(true);
});
