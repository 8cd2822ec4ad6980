import { expect, test } from "vitest";
import { resolveColumns } from "./columns.js";

type Person = { name: string; age: number };

test("a key is a column with its key as header, sortable and filterable, drawn as text", () => {
  const [name] = resolveColumns<Person>(["name"]);
  expect(name).toEqual({ key: "name", header: "name", cell: undefined, sortable: true, filterable: true });
});

test("the header comes from the definition, else columnLabels, else the key", () => {
  const columns = resolveColumns<Person>([{ key: "name", header: "Full name" }, "age"], { name: "Name", age: "Age" });
  expect(columns.map((column) => column.header)).toEqual(["Full name", "Age"]);
});

test("a definition keeps its cell renderer and can turn sorting and filtering off", () => {
  const cell = ({ value }: { value: number }) => `${value} years`;
  const [age] = resolveColumns<Person>([{ key: "age", cell, sortable: false, filterable: false }]);
  expect(age).toMatchObject({ key: "age", sortable: false, filterable: false });
  expect(age!.cell).toBe(cell);
});
