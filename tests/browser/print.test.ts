// Issue 23: what paper gets. Each page is printed to PDF by Chromium (A4, the browser's Print
// command), and the PDF is read back by poppler's pdftotext: how many sheets, what they say, and
// that no title is left alone at the foot of a sheet.
import { execFileSync } from "node:child_process";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import cv from "../../app/content/cv.json";
import lessons from "../../app/content/lessons.json";
import projects from "../../app/content/projects.json";
import skills from "../../app/content/skills.json";
import site from "../../app/content/site.json";
import { browserForFile, hydrated, watchedPage } from "../helpers/browser";

const browser = browserForFile();

/** The sheets of the page as printed: the text of each, its lines trimmed, blank lines dropped. */
async function printed(page: Page): Promise<string[][]> {
  const pdf = await page.pdf({ format: "A4", margin: { top: "15mm", bottom: "15mm", left: "15mm", right: "15mm" } });
  const text = execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString();
  const sheets = text.split("\f").map((sheet) =>
    sheet
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
  // pdftotext ends the last sheet with a form feed too.
  while (sheets.length && sheets.at(-1)!.length === 0) sheets.pop();
  return sheets;
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();
/** Whether the sheets hold `text` as one run, whatever the line breaks: for what must not be printed. */
const holds = (sheets: string[][], text: string) => squash(sheets.flat().join(" ")).includes(squash(text));

/**
 * Whether the sheets show `text`: its words in their order, each within a few words of the one
 * before. A text in a narrow column wraps, and the PDF's reading order may put the second line of
 * a label after the text beside it; a line of code too long for the sheet breaks mid-word.
 */
function shows(sheets: string[][], text: string): boolean {
  const printedText = sheets.flat().join(" ");
  const words = text.split(/\s+/).filter(Boolean);
  const compact = printedText.replace(/\s+/g, "");
  // A single long token (a line of code) may be broken anywhere: compare without spaces.
  if (words.length === 1 || text.length > 60) return compact.includes(text.replace(/\s+/g, ""));
  const all = printedText.split(/\s+/);
  return all.some((word, start) => {
    if (word !== words[0]) return false;
    let at = start;
    for (const next of words.slice(1)) {
      const found = all.slice(at + 1, at + 40).indexOf(next);
      if (found === -1) return false;
      at += found + 1;
    }
    return true;
  });
}

/** The page's titles, as the printed text shows them. */
const titles = (page: Page) =>
  page.locator("main :is(h1, h2, h3, h4), [role=dialog] :is(h2, h3, h4)").evaluateAll((all) => all.map((h) => (h.textContent ?? "").replace(/\s+/g, " ").trim()));

/** Sheets whose last line is one of the titles: a title orphaned at a sheet's foot. */
function orphans(sheets: string[][], headings: string[]) {
  return sheets.slice(0, -1).flatMap((sheet, index) => {
    const last = squash(sheet.at(-1)!);
    return headings.some((heading) => heading && (heading === last || heading.endsWith(last))) ? [`sheet ${index + 1} ends with "${last}"`] : [];
  });
}

const entries = cv.sections.flatMap((section) => section.list.map((entry) => entry.title ?? entry.label));

test("/curriculum prints the curriculum alone, every entry, no title at a sheet's foot", async () => {
  const { page, context, problems } = await watchedPage(browser(), { viewport: { width: 1280, height: 900 } });
  try {
    await page.goto("/curriculum");
    await hydrated(page);
    const sheets = await printed(page);
    expect(sheets.length).toBeGreaterThan(1);
    for (const entry of entries) expect(shows(sheets, entry), entry).toBe(true);
    for (const section of cv.sections) expect(shows(sheets, section.title), section.title).toBe(true);
    for (const shell of [site.profile, "All Rights Reserved", "Skip to main content", "Download the PDF"]) expect(holds(sheets, shell), shell).toBe(false);
    expect(orphans(sheets, await titles(page))).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("printing the home page with the curriculum modal open prints the curriculum, on as many sheets as /curriculum", async () => {
  const { page, context, problems } = await watchedPage(browser(), { viewport: { width: 1280, height: 900 } });
  try {
    await page.goto("/curriculum");
    await hydrated(page);
    const asPage = await printed(page);
    await page.goto("/?cv");
    await hydrated(page);
    await page.getByRole("dialog", { name: "Curriculum vitae" }).waitFor();
    const sheets = await printed(page);
    // Before issue 23: one sheet's worth of the modal's first screen, on nine identical sheets.
    expect(sheets.length).toBe(asPage.length);
    expect(new Set(sheets.map((sheet) => sheet.join("\n"))).size).toBe(sheets.length);
    for (const entry of entries) expect(shows(sheets, entry), entry).toBe(true);
    // The page under the dialog and the dialog's own controls stay on the screen.
    for (const screenOnly of [site.profile, "Interfaces that load fast", "All Rights Reserved", "Printable version"]) {
      expect(holds(sheets, screenOnly), screenOnly).toBe(false);
    }
    expect(orphans(sheets, await titles(page))).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("/ printed without scrolling first: every skill ring at its value, the buttons legible, no project tile split across sheets", async () => {
  const { page, context, problems } = await watchedPage(browser(), { viewport: { width: 1280, height: 900 } });
  try {
    await page.goto("/");
    await hydrated(page);
    const sheets = await printed(page);
    const text = sheets.flat().join(" ");
    // A ring draws its value as text beside its arc: at 0 it printed "0%" eight times.
    for (const skill of skills) expect(text, skill.tecnology).toContain(`${skill.percent}%`);
    expect(text).not.toMatch(/(^|\s)0%/);
    // Each tile's title and technologies on one sheet.
    for (const project of projects) {
      const sheet = sheets.findIndex((lines) => shows([lines], project.title));
      expect(sheet, project.title).toBeGreaterThanOrEqual(0);
      expect(shows([sheets[sheet]!], project.technologies.slice(0, 3).join(" · ")), `${project.title}'s technologies on its sheet`).toBe(true);
    }
    // Paper has no backgrounds: a filled button must read as its text, dark on white.
    await page.emulateMedia({ media: "print" });
    const buttons = await page
      .locator("main a[href='/curriculum'], main a[href$='.pdf']")
      .evaluateAll((links) => links.map((link) => ({ text: (link.textContent ?? "").trim(), color: getComputedStyle(link).color })));
    expect(buttons.length).toBeGreaterThan(1);
    for (const { text, color } of buttons) expect(contrastOnWhite(color), `${text} (${color})`).toBeGreaterThanOrEqual(4.5);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

/** The contrast ratio of an `rgb(…)` colour against white (WCAG 2). */
function contrastOnWhite(color: string): number {
  const [r, g, b] = color
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map((channel) => {
      const c = Number(channel) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05);
}

for (const lesson of lessons) {
  test(`/js-doc/${lesson.slug} prints the lesson without the shell, every section, no title at a sheet's foot`, { timeout: 60_000 }, async () => {
    const { page, context, problems } = await watchedPage(browser(), { viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(`/js-doc/${lesson.slug}`);
      await hydrated(page);
      const sheets = await printed(page);
      expect(squash(sheets[0]!.slice(0, 3).join(" ")), "the first lines").toMatch(new RegExp(`^${lesson.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      const headings = await titles(page);
      for (const heading of headings) expect(shows(sheets, heading), heading).toBe(true);
      // Not the sidebar, the footer, the lesson list beside the lesson, nor the links to the next one.
      for (const shell of [site.profile, "All Rights Reserved", "Skip to main content", "Le Basi di Javascript", "Lezione successiva", "Copia il codice"]) {
        expect(holds(sheets, shell), shell).toBe(false);
      }
      // Code does not scroll on paper: its longest line is printed whole (wrapped).
      const longest = await page
        .locator("main article pre")
        .evaluateAll((blocks) => blocks.flatMap((block) => (block.textContent ?? "").split("\n")).reduce((a, b) => (b.trim().length > a.length ? b.trim() : a), ""));
      expect(shows(sheets, longest), longest).toBe(true);
      expect(orphans(sheets, headings)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
