import { expect, test } from "vitest";
import { resolveColumns } from "./columns.js";

type Person = { name: string; age: number };

test("a key is a column with its key as header and label, sortable and filterable, drawn as text", () => {
  const [name] = resolveColumns<Person>(["name"]);
  expect(name).toMatchObject({ key: "name", header: "name", label: "name", cell: undefined, value: undefined, sortable: true, filterable: true });
});

test("the header comes from the definition, else columnLabels, else the key", () => {
  const columns = resolveColumns<Person>([{ key: "name", header: "Full name" }, "age"], { name: "Name", age: "Age" });
  expect(columns.map((column) => column.header)).toEqual(["Full name", "Age"]);
  expect(columns.map((column) => column.label)).toEqual(["Full name", "Age"]);
});

test("a header that is an element names the column by its label, else columnLabels, else the key", () => {
  const header = <abbr title="Years">Age</abbr>;
  const [labelled, named, bare] = resolveColumns<Person>(
    [
      { key: "age", header, label: "Age in years" },
      { key: "name", header },
      { key: "age", header },
    ],
    { name: "Name" },
  );
  expect(labelled).toMatchObject({ header, label: "Age in years" });
  expect(named!.label).toBe("Name");
  expect(bare!.label).toBe("age");
});

test("an accessor column is named by its id and keeps its value, format, compare and filter", () => {
  const value = (person: Person) => person.name.length;
  const compare = (a: unknown, b: unknown) => Number(a) - Number(b);
  const [length] = resolveColumns<Person>([{ id: "length", value, format: String, compare, filter: "equals" }]);
  expect(length).toMatchObject({ key: "length", header: "length", value, format: String, compare, filter: "equals" });
});

test("a definition keeps its cell renderer and can turn sorting and filtering off", () => {
  const cell = ({ value }: { value: number }) => `${value} years`;
  const [age] = resolveColumns<Person>([{ key: "age", cell, sortable: false, filterable: false }]);
  expect(age).toMatchObject({ key: "age", sortable: false, filterable: false });
  expect(age!.cell).toBe(cell);
});
