import { readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { expect, test } from "vitest";
import { WIDGET_IDS } from "../../app/content/widget-ids";
import { EXAMPLES } from "../../app/widget-docs/examples.server";
import { referenceTables } from "../../packages/widgets/scripts/docs";

// The widgets' documentation pages as built, against the package's sources read now: a prop or a
// label added to a type, or an example file edited, shows on its page, and nothing else does.

const STATIC = join(process.cwd(), "build/static");
const page = (id: string) => new JSDOM(readFileSync(join(STATIC, `widgets/${id}.html`), "utf8")).window.document;
const tables = referenceTables();
const names = (rows: string[][]) => rows.map(([name]) => name!.replace(/^`+ ?| ?`+$/g, ""));

/** The first column of the page's table whose caption starts with `caption`. */
function column(document: Document, caption: string): string[] {
  const table = [...document.querySelectorAll("table")].find((candidate) => candidate.caption?.textContent?.startsWith(caption));
  if (!table) throw new Error(`no table captioned "${caption}…"`);
  return [...table.querySelectorAll("tbody tr > th")].map((cell) => cell.textContent ?? "");
}

test.each(WIDGET_IDS)("/widgets/%s lists every prop and label its types declare, in their order", (id) => {
  const document = page(id);
  const name = document.querySelector("h1")!.textContent!;
  expect(column(document, `${name}'s props`)).toEqual(names(tables[`props:${id}`]!.rows));
  expect(column(document, `${name}'s labels`)).toEqual(names(tables[`labels:${id}`]!.rows));
});

test.each(WIDGET_IDS)("/widgets/%s shows each of its examples' files as they are", (id) => {
  const document = page(id);
  for (const example of EXAMPLES[id]) {
    const section = document.querySelector(`section[aria-labelledby="example-${example.id}"]`);
    expect(section, example.id).not.toBeNull();
    const shown = section!.querySelector("figure code")!.textContent;
    expect(shown).toBe(readFileSync(join(process.cwd(), `app/widget-docs/examples/${example.id}.tsx`), "utf8").trimEnd());
    // And the example as it first renders, before its code loads.
    expect(section!.querySelector('[data-island="served"]')?.children.length, example.id).toBeGreaterThan(0);
  }
});
