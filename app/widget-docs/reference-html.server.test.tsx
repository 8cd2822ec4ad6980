import { expect, test } from "vitest";
import { getContent } from "~/content/content.server";
import { widgetReference } from "./docs-data.server";
import { referenceHtml } from "./reference-html.server";

const docOf = (id: string) => {
  const doc = getContent().widgets.find((widget) => widget.id === id);
  if (!doc) throw new Error(`no widget ${id} in the content`);
  return doc;
};
const keyboardSection = (html: string) => html.slice(html.indexOf('<section id="keyboard"'), html.indexOf('<section id="accessibility"'));

test("a widget's keys are a table, a row per key", () => {
  const doc = docOf("counter");
  const section = keyboardSection(referenceHtml(doc, widgetReference("counter")));
  expect(section).toContain("<table");
  expect(section.match(/<tr>/g)?.length).toBe(doc.keyboard.length + 1);
});

test("a widget that takes no keys says so, rather than showing a table with no rows", () => {
  const doc = { ...docOf("counter"), keyboard: [] };
  const section = keyboardSection(referenceHtml(doc, widgetReference("counter")));
  expect(section).not.toContain("<table");
  expect(section).toContain(`<p>${doc.name} takes no keys: nothing in it takes focus.</p>`);
});
