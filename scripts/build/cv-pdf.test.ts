import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { validateContent } from "../../app/content/validate";
import { pdfText } from "../../tests/helpers/pdf-text";
import { renderCvPdf, writeCvPdf } from "./cv-pdf";

/** Compares text as a reader sees it: line breaks may fall between any two words or after a dash. */
const squash = (text: string) => text.replace(/\s+/g, "");

const content = (() => {
  const result = validateContent();
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return result.content;
})();

let pdf: Buffer;
let text: string;
beforeAll(async () => {
  pdf = await renderCvPdf({ site: content.site, cv: content.cv });
  text = pdfText(pdf);
});

test("the PDF holds every CV entry's title, label and description as text", () => {
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const flat = squash(text);
  for (const section of content.cv.sections) {
    for (const entry of section.list) {
      if (entry.title) expect(flat, `title of "${entry.label}"`).toContain(squash(entry.title));
      expect(flat, `label "${entry.label}"`).toContain(squash(entry.label));
      expect(flat, `description of "${entry.label}"`).toContain(squash(entry.description));
      if (entry.github) expect(flat).toContain(squash(entry.github));
    }
  }
});

test("the sections come in the modal's order, after the owner's name", () => {
  const positions = content.cv.sections.map((section) => text.indexOf(section.title));
  expect(positions.every((p) => p > text.indexOf(content.site.name))).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(positions).not.toContain(-1);
});

test("the CV runs to a few pages at most and carries its title", () => {
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page\b/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages.length).toBeLessThanOrEqual(3);
  expect(pdf.toString("latin1")).toContain(`(${content.site.name} - Curriculum vitae)`);
});

test("the text extraction is not vacuous: a title missing from the data is missing from the text", async () => {
  const cv = structuredClone(content.cv);
  const removed = cv.sections[1]!.list[2]!.title!;
  cv.sections[1]!.list[2]!.title = null;
  const other = pdfText(await renderCvPdf({ site: content.site, cv }));
  expect(squash(other)).not.toContain(squash(removed));
});

let dir: string;
afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));

test("the build step writes the PDF at the path the modal links to", async () => {
  dir = mkdtempSync(path.join(tmpdir(), "cv-pdf-"));
  const file = await writeCvPdf(dir);
  expect(path.relative(dir, file)).toBe(path.join("assets", "cv", "davide-marchetti-cv.pdf"));
  expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
});
