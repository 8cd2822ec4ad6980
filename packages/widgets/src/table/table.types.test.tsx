// @vitest-environment jsdom
// The Table's column definitions are typed by the row: `npm run typecheck` compiles this file,
// where every expected-error directive must meet a type error.
import { isValidElement } from "react";
import { expect, test } from "vitest";
import { Table } from "./table.js";
import { readTableState } from "./table-url.js";

type Item = { id: string; name: string; price: number };
const items: Item[] = [{ id: "a", name: "Oak", price: 3 }];

test("a column definition's key is a key of the row type, and its cell gets that field's type", () => {
  const elements = [
    <Table
      key="ok"
      data={items}
      caption="Items"
      columns={["name", { key: "price", cell: ({ value }) => value.toFixed(2) }, { key: "name", cell: ({ value, row }) => `${value.toUpperCase()} ${row.id}` }]}
    />,
    // @ts-expect-error: a misspelt key in a definition
    <Table key="typo" data={items} caption="Items" columns={[{ key: "prise" }]} />,
    // @ts-expect-error: price is a number, not a string
    <Table key="value" data={items} caption="Items" columns={[{ key: "price", cell: ({ value }) => value.toUpperCase() }]} />,
    <Table
      key="selection"
      data={items}
      caption="Items"
      columns={["name"]}
      selectable={(item) => item.price > 2}
      onSelectionChange={(keys, details) => (details.reason === "row" ? details.row.name : keys.length)}
    />,
  ];
  expect(elements.every((element) => isValidElement(element))).toBe(true);
});

// An interface has no index signature: 2.0's `Record<string, unknown>` constraint refused it.
interface Order {
  id: number;
  customer: { name: string };
  placed: Date;
  total: number | null;
  buttons?: OrderAction[];
}
type OrderAction = { label: string; title?: string; kind: "refund" | "print" };

test("rows of an interface type, actions of the app's own type, headers that are elements, and readTableState over the same columns", () => {
  const orders: Order[] = [{ id: 1, customer: { name: "Giulia" }, placed: new Date(2024, 0, 1), total: 12.5 }];
  const columns = [
    { key: "placed", header: <abbr title="Placed on">Date</abbr>, label: "Placed on", compare: (a: Date, b: Date) => a.getTime() - b.getTime() },
    { key: "total", format: (total: number | null) => (total === null ? "—" : total.toFixed(2)), filter: "equals" },
    { id: "customer", value: (order: Order) => order.customer.name, filter: "contains" },
  ] as const;
  const elements = [
    <Table
      key="ok"
      data={orders}
      caption="Orders"
      columns={columns}
      state={readTableState(new URLSearchParams("t.sort=customer:asc"), columns)}
      onAction={(action: OrderAction, order) => `${action.kind} ${order.id}`}
      renderIcon={(icon, action) => `${icon} ${action.kind}`}
      onClick={(event) => event.currentTarget.tagName}
      title="All orders"
      hidden={false}
    />,
    // @ts-expect-error: a nested field is not a key: read it through an accessor ({ id, value })
    <Table key="nested" data={orders} caption="Orders" columns={["customer.name"]} />,
    // @ts-expect-error: the app's action type has no `tone`
    <Table key="action" data={orders} caption="Orders" columns={["id"]} onAction={(action: OrderAction) => action.tone} />,
    // @ts-expect-error: compare gets the field's type (a Date), never an empty value
    <Table key="compare" data={orders} caption="Orders" columns={[{ key: "placed", compare: (a: string, b: string) => a.localeCompare(b) }]} />,
    // @ts-expect-error: a div's onClick gets a mouse event on a div, not a string
    <Table key="dom" data={orders} caption="Orders" columns={["id"]} onClick={(text: string) => text} />,
  ];
  expect(elements.every((element) => isValidElement(element))).toBe(true);
});
