import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { WIDGET_IDS } from "~/content/widget-ids";
import { EXAMPLES } from "./examples.server";
import { EXAMPLE_COMPONENTS } from "./parts";

test("every example file is on a page, and every example on a page has its file", () => {
  const files = readdirSync(new URL("./examples", import.meta.url))
    .filter((name) => /\.tsx$/.test(name))
    .map((name) => name.replace(/\.tsx$/, ""))
    .sort();
  const listed = Object.values(EXAMPLES)
    .flatMap((examples) => examples.map((example) => example.id))
    .sort();
  expect(listed).toEqual(files);
  expect(Object.keys(EXAMPLE_COMPONENTS).sort()).toEqual(files);
});

test("every widget has examples, each under its own widget's name", () => {
  for (const id of WIDGET_IDS) {
    expect(EXAMPLES[id].length).toBeGreaterThan(0);
    for (const example of EXAMPLES[id]) expect(example.id.startsWith(`${id}-`)).toBe(true);
  }
});

test("each example's file gives a component to the bundle", () => {
  for (const example of Object.values(EXAMPLES).flat()) expect(typeof EXAMPLE_COMPONENTS[example.id]).toBe("function");
});
