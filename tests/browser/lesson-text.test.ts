import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { baseURL, browserForFile, hydrated, LIGHTHOUSE_SCREENS, watchedPage } from "../helpers/browser";

// A lesson's text never changes in the browser, so React does not hydrate it
// (app/lessons/components/lesson-prose.tsx): on a phone, hydrating its thousand elements was the
// long task of the lesson pages (issue 28). The copy buttons are not React's either: a portal into
// each code block's caption gave every caption all of React's event listeners, another long task
// (app/lessons/components/copy-buttons.ts). Which elements React owns or listens on is a count,
// not a time: it holds on any machine. So are an example's Run and Edit buttons (issue 57), added
// with its copy button.

const browser = browserForFile();
const LESSONS = ["/js-doc/variabili-in-javascript", "/js-doc/this-in-javascript"];

/** The lesson's text: its elements, those React owns, its code blocks, their copy buttons and the examples' Run and Edit. */
function lessonText(page: Page) {
  return page.evaluate(() => {
    const text = document.querySelector("[data-lesson-text]");
    if (!text) throw new Error("no lesson text on the page");
    const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));
    const elements = [...text.querySelectorAll("*")];
    const blocks = [...text.querySelectorAll("[data-code-block]")];
    return {
      elements: elements.length,
      textOwned: owned(text),
      owned: elements.filter(owned).length,
      listenedByReact: elements.filter((element) => Object.keys(element).some((key) => key.startsWith("_reactListening"))).length,
      blocks: blocks.length,
      buttonsPerBlock: blocks.map((block) => [...block.querySelectorAll(":scope > figcaption button")].filter((button) => button.textContent === "Copia il codice").length),
      runnable: text.querySelectorAll("[data-example]").length,
      runAndEdit: [...text.querySelectorAll("[data-example] > figcaption button")].filter((button) => button.textContent === "Esegui" || button.textContent === "Modifica").length,
      firstHeading: text.querySelector("h2")?.textContent,
    };
  });
}

test.each(LESSONS)("%s: the text arrives as HTML that React leaves alone; each code block gets one copy button, each example Run and Edit", async (path) => {
  const { context, page, problems } = await watchedPage(browser(), LIGHTHOUSE_SCREENS.phone);
  try {
    await page.goto(path);
    await hydrated(page);
    await page.waitForFunction(() => document.querySelectorAll("[data-lesson-text] [data-code-block] button").length > 0);
    const text = await lessonText(page);
    expect(text.elements).toBeGreaterThan(300);
    // The container is React's (it places the HTML); nothing inside it is, the buttons included,
    // and React adds no listeners inside it (the document's are enough).
    expect(text.textOwned).toBe(true);
    expect(text.owned).toBe(0);
    expect(text.listenedByReact).toBe(0);
    expect(text.blocks).toBeGreaterThan(10);
    expect(text.buttonsPerBlock).toEqual(Array(text.blocks).fill(1));
    expect(text.runnable).toBeGreaterThan(10);
    expect(text.runAndEdit).toBe(2 * text.runnable);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a client navigation to the next lesson shows its text with its own copy buttons, and back", async () => {
  const { context, page, problems } = await watchedPage(browser());
  try {
    await page.goto(LESSONS[0]);
    await hydrated(page);
    const first = await lessonText(page);
    await page.getByRole("navigation", { name: "Lezione precedente e successiva" }).getByRole("link").click();
    await page.waitForURL(`**${LESSONS[1]}`);
    await page.waitForFunction((heading) => document.querySelector("[data-lesson-text] h2")?.textContent !== heading, first.firstHeading);
    await page.waitForFunction(() => [...document.querySelectorAll("[data-lesson-text] [data-code-block]")].every((block) => block.querySelector("figcaption button")));
    const second = await lessonText(page);
    expect(second.buttonsPerBlock).toEqual(Array(second.blocks).fill(1));
    expect(second.runAndEdit).toBe(2 * second.runnable);
    expect(second.owned).toBe(0);
    expect(second.listenedByReact).toBe(0);
    await page.goBack();
    await page.waitForFunction((heading) => document.querySelector("[data-lesson-text] h2")?.textContent === heading, first.firstHeading);
    await page.waitForFunction(() =>
      [...document.querySelectorAll("[data-lesson-text] [data-code-block]")].every(
        (block) => [...block.querySelectorAll("figcaption button")].filter((button) => button.textContent === "Copia il codice").length === 1,
      ),
    );
    expect((await lessonText(page)).blocks).toBe(first.blocks);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("without JavaScript the whole text reads, with no copy button", async () => {
  const { context, page, problems } = await watchedPage(browser(), { javaScriptEnabled: false });
  try {
    await page.goto(LESSONS[1]);
    const text = await lessonText(page);
    expect(text.elements).toBeGreaterThan(300);
    expect(text.buttonsPerBlock.every((count) => count === 0)).toBe(true);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

// Issue 28: the text is in a lesson's document once, in its body, where the first paint needs it,
// and not a second time in the document's hydration data (which was 85-90 KB of lesson HTML); a
// client navigation's data (`<path>.data`) brings it, as the journey above shows.
test.each(LESSONS)("%s: the document carries the text once; a client navigation's data carries it", async (path) => {
  const document = await (await fetch(baseURL() + path)).text();
  const data = await (await fetch(`${baseURL()}${path}.data`)).text();
  // The lesson's code blocks, by the attribute each carries: all in the body, none in the data.
  const body = document.slice(document.indexOf("<main"), document.indexOf("</main>"));
  const blocks = body.split("data-code-block=").length - 1;
  expect(blocks).toBeGreaterThan(10);
  expect(document.split("data-code-block=").length - 1).toBe(blocks);
  expect(data.split("data-code-block=").length - 1).toBe(blocks);
});

/** Each code block and wide table of the lesson: does it scroll sideways, is it a Tab stop. */
const scrollers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main article figure[data-code-block] pre, main article [data-table-scroll]")].map((box) => ({
      scrolls: box.scrollWidth > box.clientWidth + 1,
      stop: box.getAttribute("tabindex") === "0",
    })),
  );

// Issue 55: at 1280 px 23 code blocks of a lesson were Tab stops, 2 of which scroll: the served
// Tab stop stayed on every block below the first screen until a reader got near it.
test.each(LESSONS)("%s at 1280 px: Tab stops on exactly the code and tables that scroll, each named, and a narrower window re-decides", async (path) => {
  const { context, page, problems } = await watchedPage(browser(), { viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(path);
    await hydrated(page);
    // A keyboard reader from the top: every stop inside the lesson's text, in order, until focus leaves the page's end.
    const stops: { scrolls: boolean; name: string }[] = [];
    const seen = new Set<string>();
    for (let press = 0; press < 600; press++) {
      await page.keyboard.press("Tab");
      const at = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const path = [] as number[];
        for (let node: Element | null = el; node?.parentElement; node = node.parentElement) path.unshift([...node.parentElement.children].indexOf(node));
        const scroller = el.matches("figure[data-code-block] pre, [data-table-scroll]");
        const figure = el.closest("figure");
        const label = figure?.getAttribute("aria-labelledby");
        const name = el.getAttribute("aria-label") ?? (label ? document.getElementById(label)?.textContent : "") ?? "";
        return { key: path.join("."), scroller, scrolls: el.scrollWidth > el.clientWidth + 1, name };
      });
      if (!at || seen.has(at.key)) break;
      seen.add(at.key);
      if (at.scroller) stops.push({ scrolls: at.scrolls, name: at.name });
    }
    expect(seen.size, "Tab stops walked").toBeGreaterThan(30);
    const boxes = await scrollers(page);
    const scrolling = boxes.filter((box) => box.scrolls).length;
    expect(
      stops.filter((stop) => !stop.scrolls),
      "Tab stops on blocks that fit",
    ).toEqual([]);
    expect(stops.length, "Tab stops on blocks that scroll").toBe(scrolling);
    for (const stop of stops) expect(stop.name).toMatch(/\S/);
    expect(
      boxes.filter((box) => box.stop && !box.scrolls),
      "blocks that fit with a tabindex",
    ).toEqual([]);

    // Narrower (a phone turned, a window made small), and back: the stops follow the widths.
    await page.setViewportSize({ width: 320, height: 568 });
    await expect.poll(async () => (await scrollers(page)).filter((box) => box.scrolls !== box.stop).length).toBe(0);
    const narrow = (await scrollers(page)).filter((box) => box.stop).length;
    expect(narrow).toBeGreaterThan(scrolling);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => (await scrollers(page)).filter((box) => box.scrolls !== box.stop).length).toBe(0);
    expect((await scrollers(page)).filter((box) => box.stop).length).toBe(scrolling);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
