import type { Browser, CDPSession, Locator, Page } from "playwright-core";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { people, serverPage } from "../../packages/widgets/test/lab/people";
import { initialTableState } from "../../packages/widgets/src/table/table-state";
import { browserForFile, watchedPage, type Watched } from "../helpers/browser";
import { buildHarness, type Harness } from "../../scripts/lib/harness";

/*
 * The Table's, Slider's and Carousel's features that the site's pages do not show, in real
 * Chromium: packages/widgets/test/lab (the built package in a page of its own) with 10,000 rows,
 * custom cells, selection, a sticky header, a server's pages, a looping slider, dragging by
 * mouse, pen and finger, and right-to-left pages.
 */
const browser = browserForFile();
let lab: Harness;

beforeAll(async () => {
  lab = await buildHarness(fileURLToPath(new URL("../../packages/widgets/test/lab", import.meta.url)), "/__widgets-lab/");
}, 120_000);

afterAll(() => lab?.remove());

async function openLab(options: Parameters<typeof watchedPage>[1] = {}): Promise<Watched> {
  const watched = await watchedPage(browser() as Browser, { viewport: { width: 1280, height: 900 }, ...options });
  await lab.serve(watched.context);
  watched.page.setDefaultTimeout(8000);
  await watched.page.goto(lab.base);
  await watched.page.getByRole("heading", { name: "Widgets lab" }).waitFor();
  return watched;
}

const bigTable = (page: Page) => page.getByRole("table", { name: "Ten thousand people" });
const bodyRows = (table: Locator) => table.locator("tbody tr");
const column = (table: Locator, n: number) => table.locator(`tbody tr td:nth-child(${n})`).allTextContents();
const all = people(10_000);

test("10,000 rows: custom cells drawn by their column, sorted by the field's value, paged over the whole list", async () => {
  const { page, problems, context } = await openLab();
  const table = bigTable(page);
  expect(await bodyRows(table).count()).toBe(10);
  expect(await page.getByText("1 – 10 of 10000", { exact: true }).count()).toBe(1);
  // Columns: the checkbox, name, surname, age (a <strong>), e-mail (a link).
  expect(await table.locator("tbody tr:first-child td:nth-child(4) strong[data-cell=age]").textContent()).toBe(String(all[0]!.age));
  expect(await table.getByRole("link", { name: `Write to ${all[0]!.name}` }).getAttribute("href")).toBe(`mailto:${all[0]!.email}`);
  // The e-mail column does not sort: its header is text (beside its filter toggle).
  expect(
    await table
      .getByRole("columnheader", { name: /^E-mail/ })
      .getByRole("button", { name: "E-mail", exact: true })
      .count(),
  ).toBe(0);
  expect(
    await table
      .getByRole("columnheader", { name: /^E-mail/ })
      .getByText("E-mail", { exact: true })
      .count(),
  ).toBe(1);

  // A list this long shows its new sort in the header at once and its rows a frame later.
  await table.getByRole("button", { name: "Age", exact: true }).click();
  const ages = all.map((person) => person.age).sort((a, b) => a - b);
  await expect.poll(async () => (await column(table, 4)).map(Number)).toEqual(ages.slice(0, 10));
  await table.getByRole("button", { name: "Age", exact: true }).click();
  await expect.poll(async () => (await column(table, 4)).map(Number)).toEqual(ages.slice(-10).reverse());
  expect(problems).toEqual([]);
  await context.close();
});

test("selection: a checkbox per row, the page's mixed when part of it is, minors not selectable, announced and kept across pages", async () => {
  const { page, problems, context } = await openLab();
  const table = bigTable(page);
  const firstPage = all.slice(0, 10);
  const adult = firstPage.find((person) => person.age >= 18)!;
  const minor = firstPage.find((person) => person.age < 18)!;
  const pageBox = table.getByRole("checkbox", { name: "Select all rows on this page" });
  expect(await table.getByRole("checkbox", { name: `Select ${minor.name} ${minor.surname}` }).isDisabled()).toBe(true);

  await table.getByRole("checkbox", { name: `Select ${adult.name} ${adult.surname}` }).click();
  expect(await pageBox.evaluate((box: HTMLInputElement) => [box.checked, box.indeterminate])).toEqual([false, true]);
  await expect.poll(() => page.getByRole("region", { name: "Ten thousand people" }).locator("xpath=..").getByRole("status").textContent()).toBe("1 row selected");

  // By keyboard: Space on the page's checkbox selects every adult of the page.
  await pageBox.focus();
  await page.keyboard.press("Space");
  const adults = firstPage.filter((person) => person.age >= 18).length;
  expect(await page.getByTestId("selected").textContent()).toBe(String(adults));
  expect(await pageBox.evaluate((box: HTMLInputElement) => [box.checked, box.indeterminate])).toEqual([true, false]);
  expect(await table.locator("tbody tr[data-state=selected]").count()).toBe(adults);

  // Another page starts unselected; back, the selection is still there.
  await page.getByRole("button", { name: "Next page" }).first().click();
  await expect.poll(() => pageBox.evaluate((box: HTMLInputElement) => [box.checked, box.indeterminate])).toEqual([false, false]);
  await page.getByRole("button", { name: "Previous page" }).first().click();
  await expect.poll(() => pageBox.isChecked()).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});

/** The header row's top and the box's top, after scrolling the rows' box by `by` px. */
async function stickyTops(page: Page, by: number) {
  const box = page.getByRole("region", { name: "Ten thousand people" });
  await box.evaluate((el, y) => el.scrollBy(0, y), by);
  return box.evaluate((el) => ({
    box: el.getBoundingClientRect().top,
    head: el.querySelector("thead")!.getBoundingClientRect().top,
    scrolled: el.scrollTop,
    firstRowBottom: el.querySelector("tbody tr")!.getBoundingClientRect().bottom,
  }));
}

test.each([
  ["a desktop", { width: 1280, height: 900 }],
  ["a phone, rows stacked as cards", { width: 390, height: 844 }],
])("a sticky header stays at the top of the rows' box as they scroll, on %s", async (_screen, viewport) => {
  const { page, problems, context } = await openLab({ viewport });
  await page.getByRole("combobox", { name: "Items per page:" }).first().selectOption("50");
  await expect.poll(() => bodyRows(bigTable(page)).count()).toBe(50);
  await page.getByRole("region", { name: "Ten thousand people" }).scrollIntoViewIfNeeded();
  const tops = await stickyTops(page, 600);
  expect(tops.scrolled).toBe(600);
  expect(tops.head).toBeCloseTo(tops.box, 0);
  // The first row has gone up under the header.
  expect(tops.firstRowBottom).toBeLessThan(tops.head);
  // Nothing widens the page sideways, and no header control lies over another (stacked, the page
  // checkbox is a pill of its own, its text shown).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  const overflowing = await bigTable(page)
    .locator("thead tr:first-child th")
    .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => `${cell.textContent} overflows its cell`));
  expect(overflowing).toEqual([]);
  // Its name shows once rows stack; above, the checkbox heads its column alone (the name still read).
  const nameWidth = (await bigTable(page).getByText("Select all rows on this page").boundingBox())!.width;
  expect(nameWidth > 50).toBe(viewport.width < 500);
  expect(problems).toEqual([]);
  await context.close();
});

test("server mode: the table shows the server's pages in the server's order, counts them from rowCount, and asks for every change", async () => {
  const { page, problems, context } = await openLab();
  const table = page.getByRole("table", { name: "People on the server" });
  const names = () => column(table, 1);
  const expected = (state: Parameters<typeof serverPage>[1]) => serverPage(all, state).rows.map((person) => person.name);
  const start = initialTableState(5);
  await expect.poll(names).toEqual(expected(start));
  const footer = table.locator("xpath=../..");
  expect(await footer.getByText("1 – 5 of 10000", { exact: true }).count()).toBe(1);

  await footer.getByRole("button", { name: "Next page" }).click();
  await expect.poll(names).toEqual(expected({ ...start, pageIndex: 1 }));
  // The server sorts by code unit ("Alessandro 10" before "Alessandro 9"), not naturally as the table would.
  await table.getByRole("button", { name: "name", exact: true }).click();
  const sorted = { ...start, pageIndex: 1, sort: { active: "name", direction: "asc" as const } };
  await expect.poll(names).toEqual(expected(sorted));
  await table.getByRole("button", { name: "Filter name" }).click();
  await table.getByRole("textbox", { name: "Find by name" }).fill("mar");
  await table.getByRole("textbox", { name: "Find by name" }).press("Enter");
  const filtered = { ...sorted, pageIndex: 0, filters: [{ col: "name", value: "mar" }] };
  await expect.poll(names).toEqual(expected(filtered));
  const count = serverPage(all, filtered).count;
  await expect.poll(() => footer.getByText(`1 – 5 of ${count}`, { exact: true }).count()).toBe(1);
  await expect.poll(() => footer.getByRole("status").textContent()).toBe(`${count} results for name starting with mar`);
  expect(await page.getByTestId("asked").textContent()).toBe("page,sort,filter");
  expect(problems).toEqual([]);
  await context.close();
});

const slider = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const activeSlide = (region: Locator) => region.locator("[aria-roledescription=slide][data-state=active]").getAttribute("aria-label");
const viewportOf = (region: Locator) => region.locator("[data-part=viewport]");

/** A press at the viewport's middle, moved `dx` (and `dy`) in six steps, then let go, by the mouse or a pen (CDP). */
async function pointerDrag(
  page: Page,
  cdp: CDPSession,
  target: Locator,
  dx: number,
  { dy = 0, pointerType = "mouse" as "mouse" | "pen", midway }: { dy?: number; pointerType?: "mouse" | "pen"; midway?: () => Promise<void> } = {},
) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2 - dx / 2;
  const y = box.y + Math.min(box.height / 2, 100);
  const send = (type: "mouseMoved" | "mousePressed" | "mouseReleased", px: number, py: number, buttons: number) =>
    cdp.send("Input.dispatchMouseEvent", { type, x: px, y: py, button: "left", buttons, clickCount: 1, pointerType });
  await send("mouseMoved", x, y, 0);
  await send("mousePressed", x, y, 1);
  for (let i = 1; i <= 6; i++) {
    await send("mouseMoved", x + (dx * i) / 6, y + (dy * i) / 6, 1);
    if (i === 3) await midway?.();
  }
  await send("mouseReleased", x + dx, y + dy, 0);
}

/** A finger moved `dx`, `dy` across the target, through Chromium's touch input. */
async function fingerDrag(cdp: CDPSession, target: Locator, dx: number, dy = 0) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2 - dx / 2;
  const y = box.y + box.height / 2 - dy / 2;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let i = 1; i <= 6; i++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + (dx * i) / 6, y: y + (dy * i) / 6 }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

test("the slider follows a mouse or pen drag and settles on the nearest slide; a click on a card still works, the click ending a drag does not", async () => {
  const { page, problems, context } = await openLab({ reducedMotion: "reduce" });
  const cdp = await context.newCDPSession(page);
  const woods = slider(page, "Woods");
  await woods.scrollIntoViewIfNeeded();
  const track = woods.locator("[data-part=track]");
  const pitch = await woods.locator("[aria-roledescription=slide]").evaluateAll((slides) => slides[1]!.getBoundingClientRect().left - slides[0]!.getBoundingClientRect().left);
  expect(pitch).toBeGreaterThan(200);

  // A drag of 60 % of a slide to the left: the next slide (reduced motion: the track waits for the release).
  const before = (await track.boundingBox())!.x;
  await pointerDrag(page, cdp, viewportOf(woods), -0.6 * pitch, {
    midway: async () => expect((await track.boundingBox())!.x).toBeCloseTo(before, 0),
  });
  await expect.poll(() => activeSlide(woods)).toBe("2 of 6");
  expect(await page.getByTestId("clicked").textContent()).toBe("");
  // A pen, 1.6 slides to the left: the nearest is two slides on.
  await pointerDrag(page, cdp, viewportOf(woods), -1.6 * pitch, { pointerType: "pen" });
  await expect.poll(() => activeSlide(woods)).toBe("4 of 6");
  // A press that moves 4 px is a click on the card under it.
  await pointerDrag(page, cdp, woods.locator("[aria-roledescription=slide][data-state=active] p"), 4);
  await expect.poll(() => page.getByTestId("clicked").textContent()).toBe("Maple board");
  expect(problems).toEqual([]);
  await context.close();
});

test("while dragged with motion allowed, the track follows the pointer", async () => {
  const { page, problems, context } = await openLab({ reducedMotion: "no-preference" });
  const cdp = await context.newCDPSession(page);
  const woods = slider(page, "Woods");
  await woods.scrollIntoViewIfNeeded();
  const track = woods.locator("[data-part=track]");
  const before = (await track.boundingBox())!.x;
  let midway = 0;
  await pointerDrag(page, cdp, viewportOf(woods), -120, { midway: async () => void (midway = (await track.boundingBox())!.x) });
  // Three of six steps: 60 px to the left, with no transition while dragged.
  expect(midway - before).toBeCloseTo(-60, 0);
  await expect.poll(() => activeSlide(woods)).toBe("2 of 6");
  expect(problems).toEqual([]);
  await context.close();
});

test("by finger: a sideways swipe moves the slider, a vertical one scrolls the page", async () => {
  const { page, problems, context } = await openLab({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: "reduce" });
  const cdp = await context.newCDPSession(page);
  const woods = slider(page, "Woods");
  await woods.scrollIntoViewIfNeeded();
  await fingerDrag(cdp, viewportOf(woods), -150);
  await expect.poll(() => activeSlide(woods)).toBe("2 of 6");
  const scrolled = await page.evaluate(() => scrollY);
  await fingerDrag(cdp, viewportOf(woods), 0, -250);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrolled + 50);
  expect(await activeSlide(woods)).toBe("2 of 6");
  expect(problems).toEqual([]);
  await context.close();
});

test("loop: before the first slide comes the last, shown whole beside the first", async () => {
  const { page, problems, context } = await openLab({ reducedMotion: "reduce" });
  const woods = slider(page, "Woods");
  await woods.scrollIntoViewIfNeeded();
  await woods.getByRole("button", { name: "Previous slide" }).click();
  expect(await activeSlide(woods)).toBe("6 of 6");
  const slides = woods.locator("[aria-roledescription=slide]");
  const view = (await viewportOf(woods).boundingBox())!;
  const last = (await slides.nth(5).boundingBox())!;
  const first = (await slides.nth(0).boundingBox())!;
  expect(last.x).toBeCloseTo(view.x, 0);
  expect(first.x).toBeGreaterThan(last.x);
  expect(first.x + first.width).toBeCloseTo(view.x + view.width, 0);
  expect(await slides.evaluateAll((all) => all.map((slide) => slide.hasAttribute("inert")))).toEqual([false, true, true, true, true, false]);
  await woods.getByRole("button", { name: "Next slide" }).click();
  await woods.getByRole("button", { name: "Next slide" }).click();
  expect(await activeSlide(woods)).toBe("2 of 6");
  expect(problems).toEqual([]);
  await context.close();
});

test("right to left: the slider's track moves right, off-screen slides are inert, ArrowLeft is next, and the position reads '2 of 6'", async () => {
  const { page, problems, context } = await openLab({ reducedMotion: "reduce" });
  const woods = slider(page, "Woods, right to left");
  await woods.scrollIntoViewIfNeeded();
  const slides = woods.locator("[aria-roledescription=slide]");
  const view = (await viewportOf(woods).boundingBox())!;
  const right = (box: { x: number; width: number }) => box.x + box.width;
  expect(right((await slides.nth(0).boundingBox())!)).toBeCloseTo(right(view), 0);
  await woods.getByRole("button", { name: "Next slide" }).click();
  expect(right((await slides.nth(1).boundingBox())!)).toBeCloseTo(right(view), 0);
  expect(await slides.nth(0).getAttribute("inert")).toBe("");
  expect(await slides.nth(1).getAttribute("inert")).toBeNull();
  // The position text: "2" left of "6", as written.
  const position = woods.getByRole("navigation").locator("[aria-live]");
  expect(await position.textContent()).toBe("2 of 6");
  const order = await position.evaluate((el) => {
    const text = el.firstChild!;
    const at = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect().left;
    };
    return at(0) < at(text.textContent!.length - 1);
  });
  expect(order).toBe(true);
  // Next sits left of previous, its chevron pointing left.
  const next = (await woods.getByRole("button", { name: "Next slide" }).boundingBox())!;
  const prev = (await woods.getByRole("button", { name: "Previous slide" }).boundingBox())!;
  expect(next.x).toBeLessThan(prev.x);
  await slides.nth(1).getByRole("link").focus();
  await page.keyboard.press("ArrowLeft");
  expect(await activeSlide(woods)).toBe("3 of 6");
  expect(await slides.nth(2).evaluate((slide) => slide.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("ArrowRight");
  expect(await activeSlide(woods)).toBe("2 of 6");
  expect(problems).toEqual([]);
  await context.close();
});

test("right to left: the carousel's previous arrow is on the right, ArrowLeft and a drag to the right show the next slide", async () => {
  const { page, problems, context } = await openLab({ reducedMotion: "reduce" });
  const cdp = await context.newCDPSession(page);
  const colours = slider(page, "Colours, right to left");
  await colours.scrollIntoViewIfNeeded();
  const active = () => colours.locator("[aria-roledescription=slide][data-state=active]").textContent();
  const next = (await colours.getByRole("button", { name: "Next slide" }).boundingBox())!;
  const prev = (await colours.getByRole("button", { name: "Previous slide" }).boundingBox())!;
  expect(prev.x).toBeGreaterThan(next.x);
  await colours.getByRole("button", { name: "Next slide" }).focus();
  await page.keyboard.press("ArrowLeft");
  expect(await active()).toBe("Green");
  await pointerDrag(page, cdp, colours.locator("[aria-live]"), 150);
  await expect.poll(active).toBe("Blue");
  await pointerDrag(page, cdp, colours.locator("[aria-live]"), -150);
  await expect.poll(active).toBe("Green");
  expect(problems).toEqual([]);
  await context.close();
});

test("the carousel changes slide on a mouse drag, and the dragged slide's link is not followed", async () => {
  const { page, problems, context } = await openLab({ reducedMotion: "reduce" });
  const cdp = await context.newCDPSession(page);
  const colours = slider(page, "Colours");
  await colours.scrollIntoViewIfNeeded();
  await pointerDrag(page, cdp, colours.getByRole("link", { name: "Red" }), -150);
  await expect.poll(() => colours.locator("[aria-roledescription=slide][data-state=active]").textContent()).toBe("Green");
  expect(new URL(page.url()).hash).toBe("");
  expect(problems).toEqual([]);
  await context.close();
});

test("an arrow key pressed on a link inside the carousel's shown slide moves focus to the next slide, not to the page", async () => {
  const { page, problems, context } = await openLab({ reducedMotion: "reduce" });
  const colours = slider(page, "Colours");
  await colours.scrollIntoViewIfNeeded();
  await colours.getByRole("link", { name: "Red" }).focus();
  await page.keyboard.press("ArrowRight");
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName);
  // The slide that held focus is inert now; focus is on the slide shown.
  expect(await focused()).toBe("2 of 3");
  await page.keyboard.press("ArrowRight");
  expect(await focused()).toBe("3 of 3");
  // From the slide itself, Tab reaches its own link.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Blue");
  expect(problems).toEqual([]);
  await context.close();
});

/**
 * Records, from now on, every time focus leaves an element for nothing (the page), which is what
 * an element turning inert under the focus causes; returns a reader of what was recorded.
 */
async function recordFocusDrops(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { dropped: string[] }).dropped = seen;
    document.addEventListener("focusout", (event) => void (event.relatedTarget || seen.push((event.target as Element).outerHTML.slice(0, 60))), true);
  });
  return () => page.evaluate(() => (window as unknown as { dropped: string[] }).dropped);
}

test("with rotation on, an arrow key on a link in the carousel's shown slide hands focus straight to the next slide: it never drops to the page, so the rotation stays held", async () => {
  const { page, problems, context } = await openLab({ reducedMotion: "no-preference" });
  const colours = slider(page, "Colours");
  await colours.scrollIntoViewIfNeeded();
  const dropped = await recordFocusDrops(page);
  // The lab's carousel starts without rotation: turn it on. Focus inside holds it.
  await colours.getByRole("button", { name: "Start automatic slide show" }).click();
  await colours.getByRole("link", { name: "Red" }).focus();
  expect(await colours.getAttribute("data-state")).toBe("paused");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("3 of 3");
  expect(await dropped()).toEqual([]);
  expect(await colours.getAttribute("data-state")).toBe("paused");
  expect(problems).toEqual([]);
  await context.close();
});

test("with rotation that focus does not hold, a slide turning under the focus hands it to the next slide: it never drops to the page", async () => {
  const { page, problems, context } = await openLab({ reducedMotion: "no-preference" });
  const seasons = slider(page, "Seasons");
  await seasons.scrollIntoViewIfNeeded();
  const dropped = await recordFocusDrops(page);
  await seasons.getByRole("button", { name: "Start automatic slide show" }).click();
  // The mouse off the carousel, where it would hold the rotation (pauseOnHover).
  await page.mouse.move(0, 0);
  await seasons.getByRole("link", { name: "Spring" }).focus();
  expect(await seasons.getAttribute("data-state")).toBe("playing");
  // Two turns of the rotation (every second here), each with focus inside the slide that hides.
  await expect.poll(() => activeSlide(seasons)).toBe("3 of 3");
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("3 of 3");
  expect(await dropped()).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test("on phones (320 to 375 px) a table's action tooltip shows whole, in the viewport, and templateTwo never leaves a page control alone on a line", async () => {
  for (const width of [320, 336, 360, 375]) {
    const { page, problems, context } = await openLab({ viewport: { width, height: 740 } });
    const narrow = page.getByRole("region", { name: "Narrow places" });
    const view = narrow.getByRole("button", { name: "View" }).first();
    await view.scrollIntoViewIfNeeded();
    await view.hover();
    const tooltip = page.getByRole("tooltip").filter({ hasText: /^View / });
    await tooltip.waitFor();
    // In the top layer, so no scroll box of the table's clips it; and inside the screen, 8 px from its edges.
    expect(await tooltip.evaluate((el) => el.matches(":popover-open")), `${width} px`).toBe(true);
    const box = (await tooltip.boundingBox())!;
    expect(box.x, `${width} px`).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width - 8);
    expect(await tooltip.textContent()).toBe(`View ${all[0]!.name} ${all[0]!.surname}`);

    // Each paginator's controls, by line: no line holds one alone.
    const lines = await narrow.locator("nav").evaluateAll((navs) =>
      navs.map((nav) => {
        const rows = new Map<number, number>();
        for (const control of nav.querySelectorAll("a, button, li[aria-hidden]")) {
          const rect = control.getBoundingClientRect();
          const row = Math.round((rect.top + rect.height / 2) / 16);
          rows.set(row, (rows.get(row) ?? 0) + 1);
        }
        return { name: nav.getAttribute("aria-label"), counts: [...rows.values()] };
      }),
    );
    expect(lines.length).toBe(6);
    expect(
      lines.filter((line) => line.counts.includes(1)),
      `${width} px`,
    ).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }
}, 60_000);
