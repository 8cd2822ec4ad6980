import { fileURLToPath } from "node:url";
import type { Locator, Page } from "playwright-core";
import { expect, test } from "vitest";
import { browserForFile, hydrated, watchedPage } from "../helpers/browser";

const AXE = fileURLToPath(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url));

const browser = browserForFile();

const block = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}"]`);
const counter = (page: Page) => block(page, "demo-counter").locator("[data-state]").first();
const slider = (page: Page) => page.getByRole("region", { name: "Demo cards", exact: true });
const activeSlide = (page: Page) => slider(page).locator("[aria-roledescription=slide][data-state=active]").getAttribute("aria-label");

/** Console messages of type log, which the watched page does not treat as problems. */
function logs(page: Page) {
  const lines: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "log") lines.push(message.text());
  });
  return lines;
}

async function openDemo(page: Page) {
  // Fail with Playwright's own message, well before the test's timeout.
  page.setDefaultTimeout(8000);
  const response = await page.goto("/demo");
  expect(response?.status()).toBe(200);
  await hydrated(page);
  // The try-your-dates form is enabled after hydration; once it is, effects have run.
  await page.locator("form[aria-label='Try your own dates'] fieldset:not([disabled])").waitFor();
}

test("with JavaScript off the server renders the countdown expired, with a full bar and the date form disabled", async () => {
  const { page, context } = await watchedPage(browser(), { javaScriptEnabled: false });
  await page.goto("/demo");
  await expect(counter(page).getAttribute("data-state")).resolves.toBe("expired");
  await expect(block(page, "demo-counter").getByRole("status").textContent()).resolves.toBe("Time is expired");
  const bar = block(page, "demo-counter").getByRole("progressbar", { name: "Time elapsed" });
  await expect(bar.getAttribute("aria-valuenow")).resolves.toBe("100");
  // The form keeps its place (no layout shift on hydration) but stays disabled without a clock.
  expect(await block(page, "demo-counter").locator("form fieldset[disabled]").count()).toBe(1);
  // Paginators and the slider are readable and rendered by the server too.
  await expect(block(page, "demo-paginator").getByText("1 di 12").count()).resolves.toBe(1);
  expect(await slider(page).locator("[aria-roledescription=slide]").count()).toBe(4);
  // No control that needs JavaScript looks usable without it: each is disabled or not shown.
  for (const id of ["demo-counter", "demo-paginator", "demo-slider", "demo-table"]) {
    const controls = block(page, id).locator("button, select, input");
    expect(await controls.count(), id).toBeGreaterThan(0);
    for (const control of await controls.all()) {
      const usable = (await control.isVisible()) && (await control.isEnabled());
      expect(usable, `${id}: ${await control.evaluate((el) => el.outerHTML.slice(0, 120))}`).toBe(false);
    }
  }
  await context.close();
});

test("hydration keeps the expired state and the console stays clean", async () => {
  const { page, context, problems } = await watchedPage(browser());
  await openDemo(page);
  await expect(counter(page).getAttribute("data-state")).resolves.toBe("expired");
  const digits = await counter(page).locator("[data-unit] span:first-child").allTextContents();
  expect(digits).toEqual(["0", "00", "00", "00"]);
  expect(problems).toEqual([]);
  await context.close();
});

test("the date form: a wrong value gets a message tied to its field; good dates start a ticking countdown", async () => {
  const { page, context, problems } = await watchedPage(browser());
  // The page's timers on a clock of the test's: a paused countdown is shown to hold over time made to pass.
  await page.clock.install();
  await openDemo(page);
  const start = page.getByRole("textbox", { name: "Start date" });
  const end = page.getByRole("textbox", { name: "End date" });
  await start.fill("2026/13/01 10:00");
  await page.getByRole("button", { name: "Start the countdown" }).click();
  await expect(start.getAttribute("aria-invalid")).resolves.toBe("true");
  const description = await start.evaluate((input) =>
    (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
      .join(" | "),
  );
  expect(description).toMatch(/Use year\/month\/day hour:minute/);
  expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("start");

  // Dates in the browser's own time zone: a day ago to two days ahead.
  const [from, to] = await page.evaluate(() => {
    const pad = (n: number) => String(n).padStart(2, "0");
    const format = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
    return [format(new Date(Date.now() - 86_400_000)), format(new Date(Date.now() + 2 * 86_400_000))];
  });
  await start.fill(from);
  await end.fill(to);
  await end.press("Enter");
  await page.waitForFunction(() => document.querySelector("section[aria-labelledby=demo-counter] [data-state]")?.getAttribute("data-state") === "running");
  expect(await start.getAttribute("aria-invalid")).toBeNull();
  const bar = block(page, "demo-counter").getByRole("progressbar");
  const now = Number(await bar.getAttribute("aria-valuenow"));
  expect(now).toBeGreaterThanOrEqual(32);
  expect(now).toBeLessThanOrEqual(34);
  const seconds = counter(page).locator("[data-unit=seconds] span").first();
  const before = await seconds.textContent();
  await page.waitForFunction((previous) => document.querySelector("section[aria-labelledby=demo-counter] [data-unit=seconds] span")?.textContent !== previous, before, {
    timeout: 5000,
  });
  // Paused it holds its time; resumed it ticks on.
  await counter(page).getByRole("button", { name: "Pause" }).click();
  await expect(counter(page).getAttribute("data-state")).resolves.toBe("paused");
  const held = await seconds.textContent();
  await page.clock.runFor(2200);
  expect(await seconds.textContent()).toBe(held);
  await counter(page).getByRole("button", { name: "Resume" }).click();
  await page.waitForFunction((previous) => document.querySelector("section[aria-labelledby=demo-counter] [data-unit=seconds] span")?.textContent !== previous, held, {
    timeout: 5000,
  });
  await expect(counter(page).getAttribute("data-state")).resolves.toBe("running");
  await page.getByRole("button", { name: "Back to the demo dates" }).click();
  await expect(counter(page).getAttribute("data-state")).resolves.toBe("expired");
  expect(problems).toEqual([]);
  await context.close();
});

// Issue 55: the form checked the dates before the counter saw them, so the counter's own console
// messages (SPEC §5, §8) could not be reached from the page.
test("the date form: a bad date, or an end before the start, shows its inline message and the counter logs its own on the console", async () => {
  const { page, context, problems } = await watchedPage(browser());
  try {
    const logged: string[] = [];
    page.on("console", (message) => message.type() === "log" && logged.push(message.text()));
    await openDemo(page);
    const start = page.getByRole("textbox", { name: "Start date" });
    const end = page.getByRole("textbox", { name: "End date" });
    const described = (input: typeof start) =>
      input.evaluate((el) =>
        (el.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent)
          .join(" | "),
      );

    await start.fill("2024/02/30 10:00");
    await page.getByRole("button", { name: "Start the countdown" }).click();
    await page.waitForFunction(() => document.querySelector("section[aria-labelledby=demo-counter] [data-state]")?.getAttribute("data-state") === "invalid");
    expect(await start.getAttribute("aria-invalid")).toBe("true");
    expect(await described(start)).toMatch(/Use year\/month\/day hour:minute/);
    await expect.poll(() => logged).toEqual(["Incorrect startDate or endDate values"]);
    // The counter shows nothing of bad dates (its digits blank), as the spec says.
    expect(await counter(page).locator("[data-unit=days] span").first().textContent()).toBe("--");

    await start.fill("2024/02/20 10:00");
    await end.fill("2024/02/10 10:00");
    await end.press("Enter");
    expect(await end.getAttribute("aria-invalid")).toBe("true");
    expect(await described(end)).toContain("The end must be later than the start.");
    await expect.poll(() => logged).toEqual(["Incorrect startDate or endDate values", "The end date must be later than the start date"]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("paginators work by mouse: arrows, page numbers and their events", async () => {
  const { page, context, problems } = await watchedPage(browser());
  await openDemo(page);
  const section = block(page, "demo-paginator");
  const byDefault = section.getByRole("navigation", { name: "Default template" });
  await expect(byDefault.getByRole("button", { name: "First page" }).isDisabled()).resolves.toBe(true);
  await byDefault.getByRole("button", { name: "Next page" }).click();
  await expect(byDefault.textContent()).resolves.toContain("2 di 12");
  await byDefault.getByRole("button", { name: "Last page" }).click();
  await expect(byDefault.textContent()).resolves.toContain("12 di 12");
  await expect(byDefault.getByRole("button", { name: "Next page" }).isDisabled()).resolves.toBe(true);
  await expect(section.getByTestId("event-default").textContent()).resolves.toContain('{"reason":"last","direction":"last","page":12,"pageIndex":11}');

  const two = section.getByRole("navigation", { name: "templateTwo" });
  await two.getByRole("button", { name: "Page 4" }).click();
  await expect(two.getByRole("button", { name: "Page 4" }).getAttribute("aria-current")).resolves.toBe("page");
  expect(await two.getByRole("button", { name: /^Page \d+$/ }).allTextContents()).toEqual(["2", "3", "4", "5", "6"]);

  const one = section.getByRole("navigation", { name: "templateOne" });
  await one.getByRole("button", { name: "Next page" }).click();
  await expect(one.textContent()).resolves.toContain("2/8");

  // Ellipses: the first and last pages stay, "…" stands for the pages skipped, the list keeps its length.
  const ellipses = section.getByRole("navigation", { name: "Ellipses" });
  const items = () => ellipses.locator("li").evaluateAll((lis) => lis.map((li) => (li.getAttribute("aria-hidden") ? "…" : li.textContent)));
  expect(await items()).toEqual(["1", "2", "3", "…", "50"]);
  await ellipses.getByRole("button", { name: "Page 3", exact: true }).click();
  await ellipses.getByRole("button", { name: "Next page" }).click();
  expect(await items()).toEqual(["1", "…", "4", "…", "50"]);
  await expect(ellipses.getByRole("button", { name: "Page 4", exact: true }).getAttribute("aria-current")).resolves.toBe("page");
  await ellipses.getByRole("button", { name: "Page 50" }).click();
  expect(await items()).toEqual(["1", "…", "48", "49", "50"]);
  await expect(section.getByTestId("event-ellipses").textContent()).resolves.toContain('{"reason":"page","direction":"page","page":50,"pageIndex":49}');
  expect(problems).toEqual([]);
  await context.close();
});

test("paginators work by keyboard, and focus stays on a usable arrow at the end", async () => {
  const { page, context, problems } = await watchedPage(browser());
  await openDemo(page);
  const byDefault = block(page, "demo-paginator").getByRole("navigation", { name: "Default template" });
  await byDefault.getByRole("button", { name: "Next page" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Space");
  await expect(byDefault.textContent()).resolves.toContain("3 di 12");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Last page");
  await page.keyboard.press("Enter");
  await expect(byDefault.textContent()).resolves.toContain("12 di 12");
  // Last page is now disabled: focus moved to First page rather than falling to <body>.
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("First page");
  expect(problems).toEqual([]);
  await context.close();
});

async function slideBox(page: Page, n: number) {
  return slider(page).locator(`[aria-roledescription=slide]`).nth(n).boundingBox();
}

test("the slider moves by mouse: one slide pitch per page, active slide aligned, clicks only log", async () => {
  const { page, context, problems } = await watchedPage(browser(), { reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });
  const lines = logs(page);
  await openDemo(page);
  const region = slider(page);
  await region.scrollIntoViewIfNeeded();
  const viewport = await region.locator("[data-part=viewport]").evaluate((el) => el.getBoundingClientRect().toJSON());
  const first = (await slideBox(page, 0))!;
  expect(first.width).toBeCloseTo(455, 0);
  expect(parseFloat(await region.locator("[data-part=track]").evaluate((track) => getComputedStyle(track).transitionDuration))).toBeLessThan(0.01);
  await region.getByRole("button", { name: "Next slide" }).click();
  expect(await activeSlide(page)).toBe("2 of 4");
  const second = (await slideBox(page, 1))!;
  expect(second.x).toBeCloseTo(viewport.x, 0);
  const image = (await region.locator("[aria-roledescription=slide]").nth(1).locator("img").boundingBox())!;
  expect(image.height).toBeCloseTo(200, 0);
  await region.getByRole("button", { name: "Last slide" }).click();
  expect(await activeSlide(page)).toBe("4 of 4");
  expect((await slideBox(page, 3))!.x).toBeCloseTo(viewport.x, 0);

  const pages = context.pages().length;
  // A click on the card's text lands on the stretched card button that covers the card.
  const text = (await region.locator("[aria-roledescription=slide]").nth(3).locator("p").boundingBox())!;
  await page.mouse.click(text.x + 10, text.y + 5);
  await expect.poll(() => lines.filter((l) => l.startsWith("Slide clicked:"))).toEqual(["Slide clicked: 3 Trail Journal"]);
  expect(context.pages().length).toBe(pages);
  expect(page.url()).toMatch(/\/demo$/);
  expect(problems).toEqual([]);
  await context.close();
});

test("the two-at-a-time slider sizes cards to half the wrapper minus the gap and pages by number", async () => {
  const { page, context, problems } = await watchedPage(browser(), { reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });
  await openDemo(page);
  const region = page.getByRole("region", { name: "Demo cards, two at a time" });
  await region.scrollIntoViewIfNeeded();
  const wrapper = (await region.evaluate((el) => el.clientWidth)) as number;
  const slides = region.locator("[aria-roledescription=slide]");
  expect((await slides.nth(0).boundingBox())!.width).toBeCloseTo(wrapper / 2 - 16, 0);
  await expect(slides.nth(1).getAttribute("inert")).resolves.toBeNull();
  await expect(slides.nth(2).getAttribute("inert")).resolves.toBe("");
  await region.getByRole("button", { name: "Slide 3" }).click();
  await expect(region.getByRole("button", { name: "Slide 3" }).getAttribute("aria-current")).resolves.toBe("page");
  const viewportX = (await region.locator("[data-part=viewport]").boundingBox())!.x;
  expect((await slides.nth(2).boundingBox())!.x).toBeCloseTo(viewportX, 0);
  await expect(slides.nth(2).getAttribute("data-state")).resolves.toBe("active");
  await expect(slides.nth(3).getAttribute("inert")).resolves.toBeNull();
  expect(await region.getByRole("heading", { level: 4 }).count()).toBe(4);
  // The last page: the window still shows two whole cards, 3 and 4, and no empty track after them.
  await region.getByRole("button", { name: "Slide 4" }).click();
  await expect(slides.nth(3).getAttribute("data-state")).resolves.toBe("active");
  const windowBox = (await region.locator("[data-part=viewport]").boundingBox())!;
  expect((await slides.nth(2).boundingBox())!.x).toBeCloseTo(windowBox.x, 0);
  const last = (await slides.nth(3).boundingBox())!;
  expect(last.x + last.width).toBeCloseTo(windowBox.x + windowBox.width, 0);
  await expect(slides.nth(2).getAttribute("inert")).resolves.toBeNull();
  expect(problems).toEqual([]);
  await context.close();
});

test("where two cards do not fit (360 px), the two-at-a-time slider shows one, as wide as the window", async () => {
  const { page, context, problems } = await watchedPage(browser(), { reducedMotion: "reduce", viewport: { width: 360, height: 800 } });
  await openDemo(page);
  const region = page.getByRole("region", { name: "Demo cards, two at a time" });
  await region.scrollIntoViewIfNeeded();
  const slides = region.locator("[aria-roledescription=slide]");
  const windowBox = (await region.locator("[data-part=viewport]").boundingBox())!;
  const card = (await slides.nth(0).boundingBox())!;
  expect(card.width).toBeGreaterThan(240);
  expect(card.width).toBeCloseTo(windowBox.width, 0);
  await expect(slides.nth(1).getAttribute("inert")).resolves.toBe("");
  await region.getByRole("button", { name: "Slide 4" }).click();
  const last = (await slides.nth(3).boundingBox())!;
  expect(last.x).toBeCloseTo(windowBox.x, 0);
  expect(last.x + last.width).toBeCloseTo(windowBox.x + windowBox.width, 0);
  expect(problems).toEqual([]);
  await context.close();
});

test("the slider animates its move over 0.6 s when motion is allowed", async () => {
  const { page, context } = await watchedPage(browser(), { reducedMotion: "no-preference" });
  await openDemo(page);
  const track = slider(page).locator("[data-part=track]");
  expect(await track.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.6s");
  await context.close();
});

test("the slider works by keyboard on a phone-sized screen; off-screen cards take no focus", async () => {
  const { page, context, problems } = await watchedPage(browser(), { viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
  await openDemo(page);
  const region = slider(page);
  const slides = region.locator("[aria-roledescription=slide]");
  await expect(slides.nth(1).getAttribute("inert")).resolves.toBe("");
  const firstCta = slides.nth(0).getByRole("link");
  await firstCta.focus();
  await page.keyboard.press("Tab");
  // Slide 2 is off screen: Tab skips it and reaches the paginator (first/previous are disabled).
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Next slide");
  await firstCta.focus();
  await page.keyboard.press("ArrowRight");
  expect(await activeSlide(page)).toBe("2 of 4");
  expect(await slides.nth(1).evaluate((slide) => slide.contains(document.activeElement))).toBe(true);
  await expect(slides.nth(0).getAttribute("inert")).resolves.toBe("");
  await page.keyboard.press("End");
  expect(await activeSlide(page)).toBe("4 of 4");
  await page.keyboard.press("ArrowLeft");
  expect(await activeSlide(page)).toBe("3 of 4");
  await page.keyboard.press("Home");
  expect(await activeSlide(page)).toBe("1 of 4");
  expect(problems).toEqual([]);
  await context.close();
});

async function swipe(page: Page, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: x0, y }] });
  for (let i = 1; i <= 5; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x0 + (dx * i) / 5, y: y + i }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test("the slider and paginators work by touch: swipe, tap on a card, tap on arrows", async () => {
  const { page, context, problems } = await watchedPage(browser(), {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    reducedMotion: "reduce",
  });
  const lines = logs(page);
  await openDemo(page);
  const region = slider(page);
  await region.scrollIntoViewIfNeeded();
  // The taps come before the swipes. Right after a swipe, the tap on "Next slide" once did nothing
  // in CI (stop 37, the full suite in parallel: the slide stayed "1 of 4"); it did not fail again
  // in 7 runs of this test alone (4 beside two busy cores), nor in 12 taps made right after a
  // swipe. A tap that comes while the browser may still be handling the swipe's gesture tests the
  // browser, not the slider.
  await region.getByRole("button", { name: "Next slide" }).tap();
  await expect.poll(() => activeSlide(page)).toBe("2 of 4");
  const text = (await region.locator("[aria-roledescription=slide]").nth(1).locator("p").boundingBox())!;
  await page.touchscreen.tap(text.x + 10, text.y + 5);
  const slideClicks = () => lines.filter((l) => l.startsWith("Slide clicked:"));
  await expect.poll(slideClicks).toEqual(["Slide clicked: 1 Reclaimed wood, new life"]);

  const byDefault = block(page, "demo-paginator").getByRole("navigation", { name: "Default template" });
  await byDefault.getByRole("button", { name: "Next page" }).tap();
  await expect(byDefault.textContent()).resolves.toContain("2 di 12");

  await region.scrollIntoViewIfNeeded();
  const viewport = region.locator("[data-part=viewport]");
  await swipe(page, viewport, -200);
  await expect.poll(() => activeSlide(page)).toBe("3 of 4");
  await swipe(page, viewport, 200);
  await expect.poll(() => activeSlide(page)).toBe("2 of 4");
  await swipe(page, viewport, -20);
  expect(await activeSlide(page)).toBe("2 of 4");
  // A swipe over a clickable card is not a click on it.
  expect(slideClicks()).toHaveLength(1);
  expect(problems).toEqual([]);
  await context.close();
});

test("axe finds no WCAG 2.2 A/AA violations on /demo, also with form errors showing", async () => {
  // The site's hash-only CSP would (rightly) block the injected axe script.
  const { page, context, problems } = await watchedPage(browser(), { bypassCSP: true });
  await openDemo(page);
  await page.addScriptTag({ path: AXE });
  const audit = () =>
    page.evaluate(async () => {
      type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
      const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<Result> } }).axe;
      const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    });
  expect(await audit()).toEqual([]);
  await page.getByRole("textbox", { name: "End date" }).fill("nope");
  await page.getByRole("button", { name: "Start the countdown" }).click();
  await page.getByText(/^Use year\/month\/day/).waitFor();
  await slider(page).getByRole("button", { name: "Next slide" }).click();
  expect(await audit()).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});
