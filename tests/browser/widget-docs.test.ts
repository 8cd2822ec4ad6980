// The widgets' documentation pages (/widgets and /widgets/<id>): each live example driven as a
// visitor would (the journeys of packages/widgets/test/consumers, on the site's own examples),
// the examples as islands (served HTML, live once in view), the theme editor, the copy buttons,
// the index's links, and the pages without JavaScript. The console stays clean throughout.
import { readFileSync } from "node:fs";
import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { expect, test } from "vitest";
import widgets from "../../app/content/widgets.json";
import { WIDGET_IDS, type WidgetId } from "../../app/content/widget-ids";
import { EXAMPLES } from "../../app/widget-docs/examples.server";
import { expectNoAxeViolations } from "../helpers/axe";
import { browserForFile, documentHydrated, watchedPage, type Watched } from "../helpers/browser";

const browser = browserForFile();

const DESKTOP = { width: 1280, height: 900 };

const example = (page: Page, id: string) => page.locator(`section[aria-labelledby="example-${id}"]`);
const island = (page: Page, id: string) => example(page, id).locator("[data-island]");
const islandState = (page: Page, id: string) => island(page, id).getAttribute("data-island");

/** The items of a templateTwo paginator, "…" for an ellipsis. */
const pageItems = (nav: Locator) => nav.locator("li").evaluateAll((lis) => lis.map((li) => (li.getAttribute("aria-hidden") ? "…" : li.textContent)));
const activeSlide = (region: Locator) => region.locator("[aria-roledescription=slide][data-state=active]").getAttribute("aria-label");
const focusInside = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));
const firstCells = (table: Locator) => table.locator("tbody tr td:first-child").allTextContents();

/** Console messages of type log, which the watched page does not count as problems (the examples log their events). */
function logs(page: Page) {
  const lines: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "log") lines.push(message.text());
  });
  return lines;
}

type Journey = {
  /** Something the example's served HTML shows, with JavaScript or without. */
  served: (island: Locator) => Locator;
  /** What a visitor does with the live example, and what they see. */
  drive: (page: Page, island: Locator, lines: string[]) => Promise<void>;
};

/** A counter's digits for one unit. */
const digits = (root: Locator, unit: string) => root.locator(`[data-unit=${unit}] span`).first().textContent();

const JOURNEYS: Record<string, Journey> = {
  "counter-basic": {
    served: (el) => el.getByRole("timer", { name: "Until the release" }),
    async drive(page, el) {
      const counter = el.locator("[data-state]").first();
      const timer = el.getByRole("timer", { name: "Until the release" });
      expect(await counter.getAttribute("data-state")).toBe("running");
      expect(await timer.locator("[data-unit] span:last-child").allTextContents()).toEqual(["Days", "Hours", "Minutes", "Seconds"]);
      // Four days to go, less the moment since the example's code loaded; three of seven days gone.
      expect([await digits(timer, "days"), await digits(timer, "hours")]).toEqual(["3", "23"]);
      expect(await el.getByRole("progressbar", { name: "Time elapsed" }).getAttribute("aria-valuenow")).toBe("43");
      // It ticks.
      const before = await digits(timer, "seconds");
      await page.clock.runFor(2000);
      await expect.poll(() => digits(timer, "seconds")).not.toBe(before);
      // Paused it holds its time; resumed it ticks on.
      await el.getByRole("button", { name: "Pause" }).click();
      expect(await counter.getAttribute("data-state")).toBe("paused");
      const held = await digits(timer, "seconds");
      await page.clock.runFor(3000);
      expect(await digits(timer, "seconds")).toBe(held);
      await el.getByRole("button", { name: "Resume" }).click();
      expect(await counter.getAttribute("data-state")).toBe("running");
      await page.clock.runFor(2000);
      await expect.poll(() => digits(timer, "seconds")).not.toBe(held);
    },
  },
  "counter-controlled": {
    served: (el) => el.getByRole("timer", { name: "Fine delle iscrizioni" }),
    async drive(page, el) {
      const counter = el.locator("[data-state]").first();
      const timer = el.getByRole("timer", { name: "Fine delle iscrizioni" });
      expect(await timer.locator("[data-unit] span:last-child").allTextContents()).toEqual(["Giorni", "Ore", "Minuti", "Secondi"]);
      expect([await digits(timer, "days"), await digits(timer, "hours")]).toEqual(["1", "03"]);
      expect(await el.getByText("Running.").count()).toBe(1);
      // The page's button pauses the counter: its own button says so, in Italian.
      await el.getByRole("button", { name: "Pause from outside" }).click();
      expect(await counter.getAttribute("data-state")).toBe("paused");
      expect(await el.getByRole("button", { name: "Riprendi" }).count()).toBe(1);
      expect(await el.getByText("Paused by the page or the counter.").count()).toBe(1);
      const held = await digits(timer, "seconds");
      await page.clock.runFor(3000);
      expect(await digits(timer, "seconds")).toBe(held);
      // The counter's button resumes it, and the page's text and button follow.
      await el.getByRole("button", { name: "Riprendi" }).click();
      expect(await counter.getAttribute("data-state")).toBe("running");
      expect(await el.getByText("Running.").count()).toBe(1);
      expect(await el.getByRole("button", { name: "Pause from outside" }).count()).toBe(1);
      await el.getByRole("button", { name: "Pausa" }).click();
      expect(await el.getByText("Paused by the page or the counter.").count()).toBe(1);
      expect(await el.getByRole("button", { name: "Resume from outside" }).count()).toBe(1);
    },
  },
  "paginator-templates": {
    served: (el) => el.getByRole("navigation", { name: "Default template" }).getByText("1 of 12"),
    async drive(_page, el) {
      const byDefault = el.getByRole("navigation", { name: "Default template" });
      expect(await byDefault.getByRole("button", { name: "First page" }).isDisabled()).toBe(true);
      await byDefault.getByRole("button", { name: "Next page" }).click();
      expect(await byDefault.textContent()).toBe("2 of 12");
      expect(await byDefault.getByRole("button", { name: "First page" }).isEnabled()).toBe(true);
      await byDefault.getByRole("button", { name: "Last page" }).click();
      expect(await byDefault.textContent()).toBe("12 of 12");
      expect(await byDefault.getByRole("button", { name: "Next page" }).isDisabled()).toBe(true);

      const one = el.getByRole("navigation", { name: "Template one" });
      await one.getByRole("button", { name: "Next page" }).click();
      expect(await one.locator("span[aria-hidden=true]").textContent()).toBe("2/12");

      const two = el.getByRole("navigation", { name: "Template two" });
      expect(await pageItems(two)).toEqual(["1", "…", "19", "20", "21", "…", "40"]);
      await two.getByRole("button", { name: "Page 21" }).click();
      expect(await two.getByRole("button", { name: "Page 21" }).getAttribute("aria-current")).toBe("page");
      expect(await pageItems(two)).toEqual(["1", "…", "20", "21", "22", "…", "40"]);
      await two.getByRole("button", { name: "Page 1", exact: true }).click();
      // The list keeps its length at the start: the numbers take the ellipsis's place.
      expect(await pageItems(two)).toEqual(["1", "2", "3", "4", "5", "…", "40"]);
      // Each keeps its own page.
      expect(await byDefault.textContent()).toBe("12 of 12");
      expect(await one.locator("span[aria-hidden=true]").textContent()).toBe("2/12");
    },
  },
  "paginator-controlled": {
    served: (el) => el.getByText("Article 5", { exact: true }),
    async drive(_page, el, lines) {
      const articles = () => el.getByRole("list").first().getByRole("listitem").allTextContents();
      const nav = el.getByRole("navigation", { name: "Pagination" });
      expect(await articles()).toEqual(["Article 1", "Article 2", "Article 3", "Article 4", "Article 5"]);
      await nav.getByRole("button", { name: "Next page" }).click();
      expect(await articles()).toEqual(["Article 6", "Article 7", "Article 8", "Article 9", "Article 10"]);
      expect(await nav.textContent()).toContain("6–10 of 47");
      await nav.getByRole("button", { name: "Last page" }).click();
      expect(await articles()).toEqual(["Article 46", "Article 47"]);
      expect(lines).toEqual(expect.arrayContaining(["next 2", "last 10"]));
    },
  },
  "paginator-links": {
    served: (el) => el.getByRole("link", { name: "Pagina 3" }),
    async drive(page, el) {
      const nav = el.getByRole("navigation", { name: "Pagine" });
      const current = () => nav.locator("[aria-current=page]").getAttribute("aria-label");
      // Each page is an address (`#page-3`, or the page's own `?page=3`): a visitor who follows the
      // link ends up there, and the paginator shows that page.
      async function follow(link: Locator, n: number, act: () => Promise<void>) {
        const href = (await link.getAttribute("href"))!;
        expect(href).toMatch(new RegExp(`page[-=]${n}\\b`));
        const address = new URL(href, page.url()).href;
        await act();
        await expect.poll(() => page.url()).toBe(address);
        await expect.poll(current).toBe(`Pagina ${n}`);
      }
      expect(await current()).toBe("Pagina 1");
      const third = nav.getByRole("link", { name: "Pagina 3" });
      await follow(third, 3, () => third.click());
      // By keyboard: Enter on the next page's link.
      const next = nav.getByRole("link", { name: "Pagina successiva" });
      await follow(next, 4, async () => {
        await next.focus();
        await page.keyboard.press("Enter");
      });
      expect(await nav.getByRole("link", { name: "Pagina precedente" }).getAttribute("href")).toMatch(/page[-=]3\b/);
    },
  },
  "slider-basic": {
    served: (el) => el.getByRole("heading", { name: "Oak" }),
    async drive(page, el, lines) {
      const region = el.getByRole("region", { name: "Woods" });
      expect(await activeSlide(region)).toBe("1 of 6");
      await region.getByRole("button", { name: "Next slide" }).click();
      await expect.poll(() => activeSlide(region)).toBe("2 of 6");
      expect(lines).toContain("slider 1 next");
      // The arrow keys, on a card.
      await region.locator("[aria-roledescription=slide][data-state=active]").getByRole("link").focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => activeSlide(region)).toBe("3 of 6");
      expect(await focusInside(region.locator("[aria-roledescription=slide][data-state=active]"))).toBe(true);
      await region.getByRole("button", { name: "Slide 5" }).click();
      await expect.poll(() => activeSlide(region)).toBe("5 of 6");
      // At the end the window still shows two whole cards, the last two, and the arrows stop.
      await region.getByRole("button", { name: "Next slide" }).click();
      await expect.poll(() => activeSlide(region)).toBe("6 of 6");
      expect(await region.getByRole("button", { name: "Next slide" }).isDisabled()).toBe(true);
      const slides = region.locator("[aria-roledescription=slide]");
      expect(await Promise.all([3, 4, 5].map((n) => slides.nth(n).getAttribute("inert")))).toEqual(["", null, null]);
    },
  },
  "slider-rtl": {
    served: (el) => el.getByRole("heading", { name: "أ · 1" }),
    async drive(page, el) {
      const region = el.getByRole("region", { name: "Right-to-left slides" });
      const slides = region.locator("[aria-roledescription=slide]");
      // Right to left, the second card lies to the left of the first.
      expect((await slides.nth(1).boundingBox())!.x).toBeLessThan((await slides.nth(0).boundingBox())!.x);
      await slides.nth(0).getByRole("link").focus();
      await page.keyboard.press("ArrowLeft");
      await expect.poll(() => activeSlide(region)).toBe("2 of 4");
      // The track has moved: the second card now fills the window.
      const viewport = (await region.locator("[data-part=viewport]").boundingBox())!;
      await expect.poll(async () => (await slides.nth(1).boundingBox())!.x).toBeCloseTo(viewport.x, 0);
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => activeSlide(region)).toBe("1 of 4");
      // It loops, past the start and past the end.
      await region.getByRole("button", { name: "Previous slide" }).click();
      await expect.poll(() => activeSlide(region)).toBe("4 of 4");
      await region.getByRole("button", { name: "Next slide" }).click();
      await expect.poll(() => activeSlide(region)).toBe("1 of 4");
    },
  },
  "table-basic": {
    served: (el) => el.getByRole("cell", { name: "Jack plane" }),
    async drive(_page, el) {
      const table = el.getByRole("table", { name: "Hand tools" });
      // The footer's navigation is named after the caption (two tables on a page keep apart).
      const range = () => el.getByRole("navigation", { name: "Hand tools: pages" }).locator("span").first().textContent();
      expect(await firstCells(table)).toEqual(["Jack plane", "Block plane", "Tenon saw", "Rip saw", "Mortise chisel"]);
      await table.getByRole("button", { name: "name", exact: true }).click();
      expect(await table.locator("th[aria-sort]").getAttribute("aria-sort")).toBe("ascending");
      expect(await firstCells(table)).toEqual(["Bench chisel", "Block plane", "Jack plane", "Mallet", "Mortise chisel"]);
      // The weight, a custom cell: sorted by its number, shown with one decimal.
      const weight = table.getByRole("button", { name: "Weight (kg)", exact: true });
      await weight.click();
      await weight.click();
      expect(await table.locator("th[aria-sort]").getAttribute("aria-sort")).toBe("descending");
      expect(await firstCells(table)).toEqual(["Jack plane", "Rip saw", "Block plane", "Mallet", "Tenon saw"]);
      expect(await table.locator("tbody tr td:nth-child(3)").allTextContents()).toEqual(["2.2", "0.9", "0.8", "0.7", "0.6"]);
      // The funnel filters a column.
      await table.getByRole("button", { name: "Filter kind" }).click();
      const find = table.getByRole("textbox", { name: "Find by kind" });
      await find.fill("saw");
      await find.press("Enter");
      expect(await firstCells(table)).toEqual(["Rip saw", "Tenon saw"]);
      expect(await range()).toBe("1 – 2 of 2");
      await el.getByRole("button", { name: "Remove all filters" }).click();
      expect(await range()).toBe("1 – 5 of 7");
      // Ten a page: all seven show.
      await el.getByRole("combobox", { name: "Items per page:" }).selectOption("10");
      expect(await table.locator("tbody tr").count()).toBe(7);
      expect(await range()).toBe("1 – 7 of 7");
    },
  },
  "table-selection": {
    served: (el) => el.getByRole("cell", { name: "ada@example.org" }),
    async drive(_page, el, lines) {
      const table = el.getByRole("table", { name: "Team members" });
      const selected = () => el.getByText(/^Selected: /).textContent();
      expect(await selected()).toBe("Selected: none");
      await table.getByRole("checkbox", { name: "Select Ada" }).check();
      expect(await selected()).toBe("Selected: m1");
      expect(await table.locator("tbody tr[data-state=selected]").count()).toBe(1);
      await table.getByRole("checkbox", { name: "Select Chiara" }).check();
      expect(await selected()).toBe("Selected: m1, m3");
      await table.getByRole("checkbox", { name: "Select Ada" }).uncheck();
      expect(await selected()).toBe("Selected: m3");
      // A link in a cell, and the row's action, which logs.
      expect(await table.getByRole("link", { name: "bruno@example.org" }).getAttribute("href")).toBe("mailto:bruno@example.org");
      await table.getByRole("row", { name: /Bruno/ }).getByRole("button", { name: "Remove" }).click();
      expect(lines).toContain("Remove Bruno");
      await table.getByRole("checkbox", { name: "Select all rows on this page" }).check();
      expect((await selected())!.replace("Selected: ", "").split(", ").sort()).toEqual(["m1", "m2", "m3", "m4"]);
    },
  },
  "table-server": {
    served: (el) => el.getByRole("cell", { name: "City 01" }),
    async drive(_page, el) {
      const table = el.getByRole("table", { name: "Cities, paged by a server" });
      const range = () => el.getByRole("navigation", { name: "Cities, paged by a server: pages" }).locator("span").first().textContent();
      expect(await range()).toBe("1 – 5 of 60");
      await el.getByRole("navigation", { name: "Cities, paged by a server: pages" }).getByRole("button", { name: "Next page" }).click();
      // After the stand-in server's delay.
      await expect.poll(() => firstCells(table)).toEqual(["City 06", "City 07", "City 08", "City 09", "City 10"]);
      expect(await range()).toBe("6 – 10 of 60");
      // The server filters: Spain's cities, every fourth from the third.
      await table.getByRole("button", { name: "Filter country" }).click();
      await table.getByRole("textbox", { name: "Find by country" }).fill("spain");
      await table.getByRole("textbox", { name: "Find by country" }).press("Enter");
      await expect.poll(() => firstCells(table)).toEqual(["City 03", "City 07", "City 11", "City 15", "City 19"]);
      expect(await range()).toBe("1 – 5 of 15");
    },
  },
  "progress-ring-basic": {
    served: (el) => el.getByRole("progressbar", { name: "HTML 95%" }),
    async drive(_page, el) {
      for (const [label, percent] of [
        ["HTML", 95],
        ["CSS", 85],
        ["TypeScript", 70],
      ] as const) {
        const ring = el.getByRole("progressbar", { name: `${label} ${percent}%` });
        await expect.poll(() => ring.getAttribute("data-state")).toBe("done");
        expect(await ring.getAttribute("aria-valuenow")).toBe(String(percent));
        expect(await ring.locator("text").textContent()).toBe(`${percent}%`);
        // The arc covers that share of the circle.
        const arc = await ring
          .locator("circle")
          .nth(1)
          .evaluate((circle) => ({ r: Number(circle.getAttribute("r")), offset: Number(circle.getAttribute("stroke-dashoffset")) }));
        expect(arc.offset).toBeCloseTo(2 * Math.PI * arc.r * (1 - percent / 100), 0);
      }
    },
  },
  "progress-ring-controlled": {
    served: (el) => el.getByRole("progressbar", { name: "Upload 40%" }),
    async drive(page, el) {
      const ring = el.getByRole("progressbar");
      const range = el.getByRole("slider", { name: "Progress" });
      await expect.poll(() => ring.getAttribute("data-state")).toBe("done");
      expect(await ring.locator("text").textContent()).toBe("40%");
      await range.fill("75");
      expect(await ring.getAttribute("aria-valuenow")).toBe("75");
      expect(await ring.getAttribute("aria-label")).toBe("Upload 75%");
      await expect.poll(() => ring.locator("text").textContent()).toBe("75%");
      // By keyboard.
      await range.focus();
      await page.keyboard.press("End");
      await page.keyboard.press("ArrowLeft");
      expect(await ring.getAttribute("aria-valuenow")).toBe("99");
      await expect.poll(() => ring.locator("text").textContent()).toBe("99%");
    },
  },
  "carousel-basic": {
    served: (el) => el.getByRole("img", { name: "Tre Cime" }),
    async drive(page, el) {
      const region = el.getByRole("region", { name: "Mountain places" });
      expect(await region.getAttribute("data-state")).toBe("playing");
      expect(await activeSlide(region)).toBe("1 of 4");
      // It rotates by itself, every five seconds.
      await page.clock.runFor(5000);
      await expect.poll(() => activeSlide(region)).toBe("2 of 4");
      await region.getByRole("button", { name: "Next slide" }).click();
      expect(await activeSlide(region)).toBe("3 of 4");
      // Its button stops the rotation, which stays stopped once pointer and focus have left.
      await region.getByRole("button", { name: "Stop automatic slide show" }).click();
      expect(await region.getAttribute("data-state")).toBe("stopped");
      expect(await region.getByRole("button", { name: "Start automatic slide show" }).count()).toBe(1);
      await page.locator("#example-carousel-basic").click();
      expect(await focusInside(region)).toBe(false);
      await page.clock.runFor(12000);
      expect(await activeSlide(region)).toBe("3 of 4");
      await region.getByRole("button", { name: "Show slide 1 of 4" }).click();
      expect(await activeSlide(region)).toBe("1 of 4");
      expect(await region.getByRole("button", { name: "Show slide 1 of 4" }).getAttribute("aria-current")).toBe("true");
    },
  },
  "carousel-controlled": {
    served: (el) => el.getByRole("button", { name: "Plane the faces" }),
    async drive(page, el) {
      const region = el.getByRole("region", { name: "Steps of a table build" });
      const pressed = () => el.locator("ol button[aria-pressed=true]").allTextContents();
      expect(await region.getAttribute("data-state")).toBe("stopped");
      expect(await activeSlide(region)).toBe("1 di 4");
      // A step of the page moves the carousel.
      await el.getByRole("button", { name: "Cut the tenons" }).click();
      expect(await activeSlide(region)).toBe("3 di 4");
      expect(await pressed()).toEqual(["Cut the tenons"]);
      // The carousel's Italian arrow moves the page's steps.
      await region.getByRole("button", { name: "Passo successivo" }).click();
      expect(await activeSlide(region)).toBe("4 di 4");
      expect(await pressed()).toEqual(["Glue up"]);
      expect(await region.locator("[aria-roledescription=slide][data-state=active]").textContent()).toBe("Glue up");
      await page.keyboard.press("ArrowRight");
      expect(await activeSlide(region)).toBe("1 di 4");
      expect(await pressed()).toEqual(["Plane the faces"]);
      expect(await region.getByRole("button", { name: "Passo precedente" }).count()).toBe(1);
      // No rotation.
      await page.locator("#example-carousel-controlled").click();
      await page.clock.runFor(12000);
      expect(await activeSlide(region)).toBe("1 di 4");
    },
  },
  "modal-basic": {
    served: (el) => el.getByRole("button", { name: "Delete the draft" }),
    async drive(page, el) {
      // While the dialog is open the page around it is hidden from role queries: the trigger is found by its text.
      const trigger = el.locator("button", { hasText: "Delete the draft" });
      expect(await trigger.getAttribute("aria-expanded")).toBe("false");
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: "Delete the draft?" });
      await dialog.waitFor();
      expect(await trigger.getAttribute("aria-expanded")).toBe("true");
      expect(await dialog.evaluate((box) => document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent)).toBe("It cannot be undone.");
      await expect.poll(() => focusInside(dialog)).toBe(true);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => trigger.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await trigger.getAttribute("aria-expanded")).toBe("false");
    },
  },
  "modal-controlled": {
    served: (el) => el.getByText("Nessuna iscrizione."),
    async drive(page, el) {
      await el.getByRole("button", { name: "Iscriviti" }).click();
      const dialog = page.getByRole("dialog", { name: "Iscrizione" });
      await dialog.waitFor();
      expect(await dialog.getByRole("button", { name: "Chiudi" }).count()).toBe(1);
      // The name is required: sent empty, the form stays.
      await dialog.getByRole("button", { name: "Invia" }).click();
      expect(await dialog.isVisible()).toBe(true);
      await dialog.getByRole("textbox", { name: "Nome" }).fill("Giulia");
      await dialog.getByRole("button", { name: "Invia" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(await el.getByText(/^Iscritto: /).textContent()).toBe("Iscritto: Giulia");
      // Opened again and closed by its Italian close button, the name stays.
      await el.getByRole("button", { name: "Iscriviti" }).click();
      await dialog.getByRole("button", { name: "Chiudi" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(await el.getByText(/^Iscritto: /).textContent()).toBe("Iscritto: Giulia");
    },
  },
};

/** Per page: the carousel's rotation and the counter's clock run on Playwright's clock; the sliders move without animation. */
const PAGE_OPTIONS: Partial<Record<WidgetId, { clock?: boolean; context?: BrowserContextOptions }>> = {
  counter: { clock: true },
  carousel: { clock: true },
  slider: { context: { reducedMotion: "reduce" } },
};

async function onPage(path: string, journey: (watched: Watched & { lines: string[] }) => Promise<void>, options: BrowserContextOptions = {}, clock = false) {
  const watched = await watchedPage(browser(), { viewport: DESKTOP, ...options });
  try {
    watched.page.setDefaultTimeout(8000);
    const lines = logs(watched.page);
    if (clock) await watched.page.clock.install();
    const response = await watched.page.goto(path);
    expect(response?.status()).toBe(200);
    await documentHydrated(watched.page);
    await journey({ ...watched, lines });
    expect(watched.problems).toEqual([]);
  } finally {
    await watched.context.close();
  }
}

/** The theme editor's text field for a custom property, scrolled to, once the page lets it be edited. */
async function themeField(page: Page, name: string) {
  const section = page.locator("#theme");
  await section.evaluate((element) => element.scrollIntoView({ block: "start" }));
  const field = section.getByRole("textbox", { name, exact: true });
  await expect.poll(() => field.isEnabled()).toBe(true);
  return field;
}

async function scrollTo(page: Page, id: string) {
  await island(page, id).evaluate((element) => element.scrollIntoView({ block: "start" }));
  await expect.poll(() => islandState(page, id)).toBe("live");
}

// Served, an example sits one level further down (the island's box of no layout, island.tsx) than
// live: the preview's spacing between its parts missed it, and each example grew by 16 to 64 px as
// it went live, moving everything under it on a phone (a layout shift while reading).
test("each example is as tall served as live, so nothing under it moves as it goes live", async () => {
  for (const id of WIDGET_IDS) {
    await onPage(
      `/widgets/${id}`,
      async ({ page }) => {
        // Each measured while still served (far below the first screen), then brought live.
        const served = new Map<string, number>();
        for (const { id: exampleId } of EXAMPLES[id]) {
          expect(await islandState(page, exampleId), exampleId).toBe("served");
          served.set(exampleId, (await island(page, exampleId).boundingBox())!.height);
        }
        for (const { id: exampleId } of EXAMPLES[id]) {
          await scrollTo(page, exampleId);
          expect((await island(page, exampleId).boundingBox())!.height, exampleId).toBeCloseTo(served.get(exampleId)!, 1);
        }
      },
      { viewport: { width: 412, height: 823 } },
    );
  }
});

test("every example of app/widget-docs/examples.ts has a journey here", () => {
  expect(
    Object.values(EXAMPLES)
      .flatMap((list) => list.map((entry) => entry.id))
      .sort(),
  ).toEqual(Object.keys(JOURNEYS).sort());
});

for (const id of WIDGET_IDS) {
  const { clock = false, context } = PAGE_OPTIONS[id] ?? {};
  test(`/widgets/${id}: its examples are served HTML until scrolled to, then live, and each works`, async () => {
    await onPage(
      `/widgets/${id}`,
      async ({ page, lines }) => {
        const ids = EXAMPLES[id].map((entry) => entry.id);
        // Below the first screen, no example has loaded its code: each shows the HTML it was served.
        for (const exampleId of ids) {
          expect(await islandState(page, exampleId), exampleId).toBe("served");
          expect(await JOURNEYS[exampleId]!.served(island(page, exampleId)).count(), exampleId).toBeGreaterThan(0);
        }
        // The last one, scrolled to, goes live; those out of sight (the first, at least) still wait.
        await scrollTo(page, ids.at(-1)!);
        const outOfSight = [];
        for (const exampleId of ids) {
          const hidden = await island(page, exampleId).evaluate((element) => {
            const box = element.getBoundingClientRect();
            return box.bottom < 0 || box.top > innerHeight;
          });
          if (hidden) outOfSight.push([exampleId, await islandState(page, exampleId)]);
        }
        expect(outOfSight[0]?.[0]).toBe(ids[0]);
        expect(outOfSight).toEqual(outOfSight.map(([exampleId]) => [exampleId, "served"]));
        for (const exampleId of ids) {
          await scrollTo(page, exampleId);
          await JOURNEYS[exampleId]!.drive(page, island(page, exampleId), lines);
        }
        // Every example live and in the state its journey left it: axe finds nothing on the page.
        await expectNoAxeViolations(page, `/widgets/${id}, every example live`);
      },
      context,
      clock,
    );
  });
}

test.each(WIDGET_IDS)("/widgets/%s at 320 px: nothing scrolls sideways, as served and with every example live", async (id) => {
  await onPage(
    `/widgets/${id}`,
    async ({ page }) => {
      const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(await sideways()).toBe(0);
      for (const { id: exampleId } of EXAMPLES[id]) await scrollTo(page, exampleId);
      expect(await sideways()).toBe(0);
      // The reference tables read as blocks at this width: a row's cells are stacked, not side by side.
      const cells = page.locator("#props table tbody tr").first().locator("th, td");
      await cells.first().scrollIntoViewIfNeeded();
      const [first, second] = await Promise.all([cells.nth(0).boundingBox(), cells.nth(1).boundingBox()]);
      expect(second!.y).toBeGreaterThan(first!.y);
    },
    { viewport: { width: 320, height: 640 } },
  );
});

test("paginator-controlled shows its own status, the range of items, and updates it", async () => {
  await onPage("/widgets/paginator", async ({ page }) => {
    await scrollTo(page, "paginator-controlled");
    const el = island(page, "paginator-controlled");
    expect(await el.getByText("1–5 of 47").count()).toBe(1);
    await el.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Next page" }).click();
    expect(await el.getByText("6–10 of 47").count()).toBe(1);
  });
});

test("the theme editor restyles the examples through the article's custom properties, and Reset restores them", async () => {
  await onPage("/widgets/paginator", async ({ page }) => {
    await scrollTo(page, "paginator-templates");
    const current = island(page, "paginator-templates").getByRole("navigation", { name: "Template two" }).locator("[aria-current=page]");
    const article = page.locator("article[aria-labelledby=widget-title]");
    const accent = () => article.evaluate((element) => getComputedStyle(element).getPropertyValue("--dmw-color-accent").trim());
    const background = () => current.evaluate((element) => getComputedStyle(element).backgroundColor);
    const text = await themeField(page, "--dmw-color-accent");
    const colour = page.locator("#theme").getByLabel("--dmw-color-accent, colour");
    // The site's own value, shown in both fields.
    await expect.poll(() => text.inputValue()).toBe("#8a5a2e");
    expect(await colour.inputValue()).toBe("#8a5a2e");
    expect(await background()).toBe("rgb(138, 90, 46)");

    await text.fill("#1f7a4d");
    expect(await article.evaluate((element) => element.style.getPropertyValue("--dmw-color-accent"))).toBe("#1f7a4d");
    expect(await accent()).toBe("#1f7a4d");
    expect(await background()).toBe("rgb(31, 122, 77)");
    expect(await colour.inputValue()).toBe("#1f7a4d");
    // The colour picker sets it too.
    await colour.fill("#3355aa");
    expect(await text.inputValue()).toBe("#3355aa");
    expect(await background()).toBe("rgb(51, 85, 170)");
    // A value the picker cannot show (a name) still applies.
    await text.fill("teal");
    expect(await background()).toBe("rgb(0, 128, 128)");

    await page.getByRole("button", { name: "Reset the theme" }).click();
    expect(await article.evaluate((element) => element.style.getPropertyValue("--dmw-color-accent"))).toBe("");
    expect(await accent()).toBe("#8a5a2e");
    expect(await background()).toBe("rgb(138, 90, 46)");
    expect(await text.inputValue()).toBe("#8a5a2e");
  });
});

// A form field in a block the browser skips is one its autofill lays the block out for as soon as
// the document is parsed (decision 0005): the served page has none in the theme section, and the
// fields come as it comes near.
test("the theme's fields show the values in effect on the page once it has hydrated, one field a row", async () => {
  await onPage(
    "/widgets/counter",
    async ({ page }) => {
      const section = page.locator("#theme");
      const accent = section.locator("tbody tr").filter({ has: page.locator("th", { hasText: /^--dmw-color-accent$/ }) });
      const text = await themeField(page, "--dmw-color-accent");
      await expect.poll(() => text.inputValue()).toBe("#8a5a2e");
      expect(await accent.getByLabel("--dmw-color-accent, colour").inputValue()).toBe("#8a5a2e");
      expect(await section.getByRole("button", { name: "Reset the theme" }).isEnabled()).toBe(true);
      expect(await section.locator("table").first().locator("tbody tr").count()).toBe(await section.locator("input[type=text]:enabled").count());
    },
    { viewport: { width: 412, height: 823 } },
  );
});

// The editor reads the values in effect again when the theme changes: after the site's theme toggle
// switches to dark, the fields show the dark values, and typing the light accent back applies it.
test("after the site's theme toggle changes the theme, the editor shows the values in effect and a typed value applies", async () => {
  await onPage("/widgets/paginator", async ({ page }) => {
    await scrollTo(page, "paginator-templates");
    const current = island(page, "paginator-templates").getByRole("navigation", { name: "Template two" }).locator("[aria-current=page]");
    const article = page.locator("article[aria-labelledby=widget-title]");
    const accent = () => article.evaluate((element) => getComputedStyle(element).getPropertyValue("--dmw-color-accent").trim());
    const text = await themeField(page, "--dmw-color-accent");
    await expect.poll(() => text.inputValue()).toBe("#8a5a2e");
    await page.getByRole("group", { name: "Theme" }).first().getByRole("button", { name: "Dark" }).click();
    await expect.poll(accent).not.toBe("#8a5a2e");
    // A visitor sets the accent to the light theme's brown: the examples take it.
    await text.fill("#8a5a2e");
    await expect.poll(() => current.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(138, 90, 46)");
    // And after Reset the field shows the dark theme's accent, the one in effect.
    await page.getByRole("button", { name: "Reset the theme" }).click();
    expect(await text.inputValue()).toBe(await accent());
  });
});

test("an example's Copy button copies its source file, and says so", async () => {
  await onPage(
    "/widgets/paginator",
    async ({ page }) => {
      const figure = example(page, "paginator-templates").locator("figure");
      await figure.scrollIntoViewIfNeeded();
      expect(await figure.locator("figcaption").textContent()).toContain("examples/paginator-templates.tsx");
      await figure.getByRole("button", { name: "Copy" }).click();
      await expect.poll(() => figure.getByRole("status").textContent()).toBe("Copied!");
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const file = readFileSync(new URL("../../app/widget-docs/examples/paginator-templates.tsx", import.meta.url), "utf8");
      expect(copied.trim()).toBe(file.trim());
    },
    { permissions: ["clipboard-read", "clipboard-write"] },
  );
});

test("/widgets: the previews show as served until the first key press, then each is live", async () => {
  await onPage("/widgets", async ({ page }) => {
    const previews = page.locator("section[aria-labelledby=previews-title] [data-island]");
    expect(await previews.count()).toBe(WIDGET_IDS.length);
    // Scrolled into view, they still wait: their code loads at the visitor's first key or tap.
    await previews.last().scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve))));
    expect(await previews.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-island")))).toEqual(WIDGET_IDS.map(() => "served"));
    await page.keyboard.press("Shift");
    await expect.poll(() => previews.evaluateAll((elements) => elements.every((element) => element.getAttribute("data-island") === "live"))).toBe(true);
    const paginator = previews.nth(WIDGET_IDS.indexOf("paginator")).getByRole("navigation", { name: "Preview pagination" });
    await paginator.getByRole("button", { name: "Next page" }).click();
    expect(await paginator.textContent()).toContain("2 of 8");
    const modal = previews.nth(WIDGET_IDS.indexOf("modal"));
    await modal.getByRole("button", { name: "Open a dialog" }).click();
    await page.getByRole("dialog", { name: "A dialog" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
  });
});

test("/widgets links to the seven pages, and each link opens its page", async () => {
  await onPage("/widgets", async ({ page }) => {
    const list = page.locator("section[aria-labelledby=widgets-title]");
    // The cards' headings: a card's live preview may hold links of its own.
    const links = list.getByRole("heading", { level: 3 }).getByRole("link");
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(WIDGET_IDS.map((id) => `/widgets/${id}`));
    for (const doc of widgets) {
      await list.getByRole("heading", { level: 3 }).getByRole("link", { name: doc.name, exact: true }).click();
      await page.waitForURL(`**/widgets/${doc.id}`);
      // The router moves the address before React shows the new page.
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(doc.name);
      // Served by the loader on a client navigation too.
      const first = EXAMPLES[doc.id as WidgetId][0]!.id;
      expect(await JOURNEYS[first]!.served(island(page, first)).count()).toBeGreaterThan(0);
      await page.goBack();
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Widgets");
    }
  });
});

test("with JavaScript off each page shows its heading, its examples as served, its props, and the theme fields disabled at the package's defaults", async () => {
  const { page, context, problems } = await watchedPage(browser(), { viewport: DESKTOP, javaScriptEnabled: false });
  try {
    for (const doc of widgets) {
      const response = await page.goto(`/widgets/${doc.id}`);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(doc.name);
      expect(await page.getByText("JavaScript is off: the examples show as they first render").isVisible()).toBe(true);
      for (const { id } of EXAMPLES[doc.id as WidgetId]) {
        expect(await islandState(page, id)).toBe("served");
        expect(await JOURNEYS[id]!.served(island(page, id)).first().isVisible(), id).toBe(true);
      }
      const props = page.locator("#props").getByRole("table", { name: `${doc.name}'s props, from its type` });
      expect(await props.locator("tbody tr").count(), doc.id).toBeGreaterThan(2);
      // Nothing to edit with: each field shows the default, disabled, and so is Reset.
      const editor = page.locator("#theme table").first();
      const rows = await editor.locator("tbody tr").count();
      expect(rows, doc.id).toBeGreaterThan(0);
      const fields = editor.locator("input[type=text]");
      expect(await fields.count(), doc.id).toBe(rows);
      expect(await fields.evaluateAll((inputs) => inputs.every((input) => (input as HTMLInputElement).disabled && (input as HTMLInputElement).value !== "")), doc.id).toBe(true);
      expect(await page.getByRole("button", { name: "Reset the theme" }).isDisabled()).toBe(true);
      // Nothing to copy with: the code stays, selectable, without its button.
      expect(await page.getByRole("button", { name: "Copy" }).count()).toBe(0);
    }
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
