import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { getContent } from "~/content/content.server";
import { browserForFile, hydrated, watchedPage } from "../helpers/browser";
import { recordScripts, scriptBuiltFrom } from "../helpers/chunks";
import { recordDialogExit } from "../helpers/dialog-exit";

const content = getContent();
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

const browser = browserForFile();

async function home(page: Page, path = "/") {
  await page.goto(path);
  await hydrated(page);
}

const dialog = (page: Page) => page.getByRole("dialog");
const inDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")));
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.replace(/\s+/g, " ").trim());
const search = (page: Page) => new URL(page.url()).search;

/** Zero WCAG 2.2 A/AA violations on the page as it is now. */
async function expectNoAxeViolations(page: Page) {
  // Evaluated through the debugger protocol: the page's hash-only CSP rightly refuses an injected <script>.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(readFileSync(axePath, "utf8"));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  expect(violations).toEqual([]);
}

/** Clicks the backdrop in the top-left corner, outside every dialog size. */
const clickBackdrop = (page: Page) => page.mouse.click(6, 6);

test("the home page stacks its five sections with the spec's content", async () => {
  const { page, problems, context } = await watchedPage(browser());
  await home(page);
  expect(await page.locator("main h2").allTextContents()).toEqual(["Education", "Experience", "Skills", "Hobbies", "Personal projects"]);
  expect(await page.locator("section[aria-labelledby=education] ol > li").count()).toBe(3);
  const experience = page.locator("section[aria-labelledby=experience] ol > li");
  expect(await experience.count()).toBe(9);
  const last = experience.last();
  await expect(last.locator("h3").textContent()).resolves.toBe("View my curriculum...");
  await expect(last.textContent()).resolves.toContain("...and download it");
  expect(await last.getByRole("link", { name: /^view/ }).getAttribute("href")).toBe("/curriculum");

  const rings = page.getByRole("progressbar");
  expect(await rings.count()).toBe(8);
  for (const skill of content.skills) {
    const ring = page.getByRole("progressbar", { name: `${skill.tecnology} ${skill.percent}%`, exact: true });
    expect(await ring.getAttribute("aria-valuenow")).toBe(String(skill.percent));
    const caption = ring.locator("span");
    expect(await caption.evaluate((el) => getComputedStyle(el).textTransform)).toBe("uppercase");
  }

  const hobbies = page.locator("section[aria-labelledby=hobbies] li a");
  expect(await hobbies.evaluateAll((links) => links.map((a) => [a.textContent?.trim(), a.getAttribute("href"), a.getAttribute("target")]))).toEqual([
    ["Software", "/demo", null],
    ["Outdoor", "/outdoor", null],
    ["Wood work", "/woodwork", null],
    ["Handicraft (opens in a new tab)", content.hobbies[3]!.externalUrl, "_blank"],
  ]);

  const tiles = page.locator("section[aria-labelledby=projects] li > a");
  expect(await tiles.count()).toBe(7);
  await page.setViewportSize({ width: 1024, height: 800 });
  const tops = await tiles.evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
  expect(new Set(tops.slice(0, 3)).size).toBe(1);
  expect(tops[3]).toBeGreaterThan(tops[0]!);
  expect(problems).toEqual([]);
  await context.close();
});

test("the rings stay at 0 until scrolled into view, then count up to their percent", async () => {
  const { page, problems, context } = await watchedPage(browser(), { viewport: { width: 1280, height: 720 } });
  await page.clock.install();
  await home(page);
  const states = () => page.getByRole("progressbar").evaluateAll((rings) => rings.map((r) => [r.getAttribute("data-state"), r.querySelector("text")?.textContent]));
  // Time passing alone starts none of them.
  await page.clock.runFor(1000);
  expect(await states()).toEqual(content.skills.map(() => ["waiting", "0%"]));

  await page.locator("#skills").scrollIntoViewIfNeeded();
  await page.getByRole("progressbar").last().scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll("[role=progressbar]")].every((r) => r.getAttribute("data-state") === "done"));
  expect(await states()).toEqual(content.skills.map((s) => ["done", `${s.percent}%`]));
  expect(problems).toEqual([]);
  await context.close();
});

test("under reduced motion, and without JavaScript, the rings show their final value at once", async () => {
  for (const options of [{ reducedMotion: "reduce" as const }, { javaScriptEnabled: false }]) {
    const { page, problems, context } = await watchedPage(browser(), options);
    await page.goto("/");
    if (options.javaScriptEnabled !== false) await hydrated(page);
    const states = await page.locator("[role=progressbar]").evaluateAll((rings) => rings.map((r) => [r.getAttribute("data-state"), r.querySelector("text")?.textContent]));
    expect(states).toEqual(content.skills.map((s) => ["static", `${s.percent}%`]));
    expect(problems).toEqual([]);
    await context.close();
  }
});

test("the curriculum modal opens from 'view' and closes by button, Escape and backdrop; focus returns each time", async () => {
  const { page, problems, context } = await watchedPage(browser());
  await home(page);
  const view = page.getByRole("link", { name: "view the curriculum" });
  for (const close of ["button", "Escape", "backdrop"] as const) {
    await view.click();
    const cv = page.locator("#curriculumModal");
    await cv.waitFor();
    expect(await page.getByRole("dialog", { name: "Curriculum vitae" }).count()).toBe(1);
    expect(search(page)).toBe("?cv");
    expect(await inDialog(page)).toBe(true);
    if (close === "button") await page.getByRole("button", { name: "Close" }).click();
    if (close === "Escape") await page.keyboard.press("Escape");
    if (close === "backdrop") await clickBackdrop(page);
    await cv.waitFor({ state: "detached" });
    expect(search(page), close).toBe("");
    expect(await focusedName(page), close).toBe("view the curriculum");
  }
  expect(problems).toEqual([]);
  await context.close();
});

test("the curriculum shows four sections in order, every entry, GitHub links and the PDF download", async () => {
  const { page, problems, context } = await watchedPage(browser());
  await home(page, "/?cv");
  const cv = page.locator("#curriculumModal");
  await cv.waitFor();
  expect(await cv.locator("h3").allTextContents()).toEqual(content.cv.sections.map((s) => s.title));
  // SPEC §9: every section icon is 60 px.
  const icons = await cv.locator("h3").evaluateAll((headings) =>
    headings.map((h) => {
      const box = h.querySelector("svg")!.parentElement!.getBoundingClientRect();
      return [Math.round(box.width), Math.round(box.height)];
    }),
  );
  expect(icons).toEqual(content.cv.sections.map(() => [60, 60]));
  for (const [index, section] of content.cv.sections.entries()) {
    const entries = cv.locator("section").nth(index).locator("dl > div");
    expect(await entries.count()).toBe(section.list.length);
    for (const [i, entry] of section.list.entries()) {
      const text = (await entries.nth(i).textContent()) ?? "";
      expect(text).toContain(entry.label);
      if (entry.title) expect(text).toContain(entry.title);
      expect(text).toContain(entry.description);
      const github = entries.nth(i).getByRole("link", { name: /^GITHUB/ });
      expect(await github.count()).toBe(entry.github ? 1 : 0);
      if (entry.github) {
        expect(await github.getAttribute("href")).toBe(entry.github);
        expect(await github.getAttribute("target")).toBe("_blank");
      }
    }
  }
  const download = cv.getByRole("link", { name: /Download the PDF/ });
  const href = (await download.getAttribute("href"))!;
  expect(href).toMatch(/^\/assets\/cv\/[a-z-]+-cv\.pdf$/);
  expect(await download.getAttribute("target")).toBe("_blank");
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect(problems).toEqual([]);
  await context.close();
});

test("a modal's URL: Back closes it, a shared link opens it, closing a shared link leaves the page", async () => {
  const { page, problems, context } = await watchedPage(browser());
  await home(page);
  const before = await page.evaluate(() => history.length);
  await page.getByRole("link", { name: "view the curriculum" }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.getByRole("link", { name: "view the curriculum" }).click();
  await page.locator("#curriculumModal").waitFor();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.goBack();
  await page.locator("#curriculumModal").waitFor({ state: "detached" });
  expect(search(page)).toBe("");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  const tile = page.locator("section[aria-labelledby=projects] li > a").nth(1);
  await tile.click();
  await page.getByRole("dialog", { name: content.projects[1]!.title }).waitFor();
  expect(search(page)).toBe(`?project=${content.projects[1]!.slug}`);
  await page.goBack();
  await dialog(page).waitFor({ state: "detached" });
  expect(await page.evaluate(() => history.length)).toBe(before + 1);

  await home(page, `/?project=${content.projects[4]!.slug}`);
  await page.getByRole("dialog", { name: content.projects[4]!.title }).waitFor();
  await page.keyboard.press("Escape");
  await dialog(page).waitFor({ state: "detached" });
  expect(new URL(page.url()).pathname + search(page)).toBe("/");
  expect(problems).toEqual([]);
  await context.close();
});

test("the dialog's code is not loaded with the page: the first click on a tile fetches it and opens the dialog", async () => {
  // The one script holding Reach Dialog (scriptBuiltFrom throws if the code sits in more than one).
  const dialogScript = scriptBuiltFrom("node_modules/@reach/dialog/");
  const { page, problems, context } = await watchedPage(browser());
  const scripts = recordScripts(page);
  await home(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts).not.toContain(dialogScript);

  const tile = page.locator("section[aria-labelledby=projects] li > a").nth(3);
  await tile.click();
  await page.getByRole("dialog", { name: content.projects[3]!.title }).waitFor();
  expect(await inDialog(page)).toBe(true);
  expect(scripts.filter((path) => path === dialogScript)).toHaveLength(1);
  await page.keyboard.press("Escape");
  await dialog(page).waitFor({ state: "detached" });
  expect(await focusedName(page)).toContain(content.projects[3]!.title);

  // A second open uses the code already there.
  await page.getByRole("link", { name: "view the curriculum" }).click();
  await page.locator("#curriculumModal").waitFor();
  expect(scripts.filter((path) => path === dialogScript)).toHaveLength(1);
  expect(problems).toEqual([]);
  await context.close();
});

test("pointing at, focusing or touching a trigger fetches the dialog's code before the click; a bare click still opens", async () => {
  const dialogScript = scriptBuiltFrom("node_modules/@reach/dialog/");
  const tile = (page: Page) => page.locator("section[aria-labelledby=projects] li > a").first();
  const intents: [string, (page: Page) => Promise<unknown>][] = [
    ["pointer", (page) => tile(page).hover()],
    ["focus", (page) => page.getByRole("link", { name: "view the curriculum" }).focus()],
    ["touch", (page) => tile(page).dispatchEvent("touchstart")],
  ];
  for (const [intent, act] of intents) {
    const { page, problems, context } = await watchedPage(browser(), { hasTouch: intent === "touch" });
    await home(page);
    const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === dialogScript, { timeout: 5_000 });
    await act(page);
    await fetched;
    expect(await dialog(page).count(), intent).toBe(0);
    expect(problems, intent).toEqual([]);
    await context.close();
  }

  // No intent before it (a click dispatched without pointer or focus): the open itself loads the code.
  const { page, problems, context } = await watchedPage(browser());
  const scripts = recordScripts(page);
  await home(page);
  await tile(page).dispatchEvent("click");
  await page.getByRole("dialog", { name: content.projects[0]!.title }).waitFor();
  expect(scripts.filter((path) => path === dialogScript)).toHaveLength(1);
  expect(await inDialog(page)).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});

test("every project tile opens its modal, which closes by button, Escape and backdrop with focus back on the tile", async () => {
  const { page, problems, context } = await watchedPage(browser());
  await home(page);
  const tiles = page.locator("section[aria-labelledby=projects] li > a");
  for (const [index, project] of content.projects.entries()) {
    for (const close of ["button", "Escape", "backdrop"] as const) {
      await tiles.nth(index).click();
      const modal = page.getByRole("dialog", { name: project.title });
      await modal.waitFor();
      expect(await page.locator("#workModal").count()).toBe(1);
      if (close === "button") {
        expect(await modal.locator("img").count()).toBe(1);
        await expect(modal.textContent()).resolves.toContain("Used technologies:");
        expect(await modal.getByRole("list", { name: "Used technologies:" }).locator("li").allTextContents()).toEqual(project.technologies);
        // SPEC §2: each link button opens in a new tab, the site's own pages included, and says so.
        for (const button of project.buttons ?? []) {
          const link = modal.getByRole("link", { name: `${button.label} (opens in a new tab)`, exact: true });
          expect(await link.getAttribute("href"), `${project.slug}: ${button.label}`).toBe(button.url);
          expect(await link.getAttribute("target"), `${project.slug}: ${button.label}`).toBe("_blank");
          expect(await link.getAttribute("rel"), `${project.slug}: ${button.label}`).toContain("noopener");
        }
        await page.getByRole("button", { name: "Close" }).click();
      }
      if (close === "Escape") await page.keyboard.press("Escape");
      if (close === "backdrop") await clickBackdrop(page);
      await modal.waitFor({ state: "detached" });
      expect(await focusedName(page), `${project.slug} by ${close}`).toContain(project.title);
    }
  }
  expect(problems).toEqual([]);
  await context.close();
});

// Issue 55: "Demo" and "Website" opened in the same tab, and "Website" of this portfolio, clicked
// on the home page, only closed the modal.
for (const [from, slug, label, target] of [
  ["/?project=portfolio", "portfolio", "Website", "/"],
  ["/?project=countdown", "countdown", "Demo", "/demo"],
  ["/projects/portfolio", "portfolio", "Website", "/"],
] as const) {
  test(`${from}: "${label}" opens ${target} in a new tab and leaves the project as it was`, async () => {
    const { page, problems, context } = await watchedPage(browser());
    try {
      await home(page, from);
      const project = content.projects.find((p) => p.slug === slug)!;
      const where = from.startsWith("/?") ? page.getByRole("dialog", { name: project.title }) : page.locator("main");
      await where.waitFor();
      const [opened] = await Promise.all([context.waitForEvent("page"), where.getByRole("link", { name: `${label} (opens in a new tab)` }).click()]);
      await opened.waitForURL((url) => url.pathname === target);
      await opened.locator("main h1").waitFor();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(from);
      expect(await where.isVisible()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test("axe finds no WCAG 2.2 A/AA violations on the home page, with and without a modal open", async () => {
  const { page, problems, context } = await watchedPage(browser());
  await home(page);
  // Contrast is checked on the rings' final colours and numbers.
  await page.getByRole("progressbar").last().scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll("[role=progressbar]")].every((r) => r.getAttribute("data-state") === "done"));
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "view the curriculum" }).click();
  await page.locator("#curriculumModal").waitFor();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await page.locator("section[aria-labelledby=projects] li > a").first().click();
  await page.locator("#workModal").waitFor();
  await expectNoAxeViolations(page);
  await home(page, "/curriculum");
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
  await context.close();
}, 90_000);

test("the hero says what the sidebar does not, and its curriculum link opens the modal (or the page without JavaScript)", async () => {
  const { page, problems, context } = await watchedPage(browser(), { viewport: { width: 360, height: 740 } });
  await home(page);
  const hero = page.locator("main section[aria-labelledby=intro-title]");
  const sidebar = (await page.locator("body > div header").first().textContent()) ?? "";
  expect(await hero.locator("h1").textContent()).toBe(content.site.headline);
  // Nothing the hero says is repeated from the sidebar beside (or, on a phone, above) it.
  for (const repeated of [content.site.name, content.site.profile, content.site.title]) {
    expect((await hero.textContent())?.toLowerCase()).not.toContain(repeated.toLowerCase());
    expect(sidebar.toLowerCase()).toContain(repeated.toLowerCase());
  }
  expect(sidebar).not.toContain(content.site.headline);
  expect(sidebar).not.toContain(content.site.intro);
  expect(await hero.getByRole("link", { name: /^Download the PDF/ }).getAttribute("href")).toMatch(/^\/assets\/cv\/.+\.pdf$/);
  await hero.getByRole("link", { name: "Read the curriculum" }).click();
  await page.locator("#curriculumModal").waitFor();
  expect(search(page)).toBe("?cv");
  expect(problems).toEqual([]);
  await context.close();

  const noJs = await watchedPage(browser(), { javaScriptEnabled: false });
  await noJs.page.goto("/");
  await noJs.page.getByRole("link", { name: "Read the curriculum" }).click();
  await noJs.page.waitForURL("**/curriculum");
  await noJs.context.close();
});

test("without JavaScript, 'view' leads to the printable curriculum page and a tile to its project page", async () => {
  const { page, problems, context } = await watchedPage(browser(), { javaScriptEnabled: false });
  await page.goto("/");
  await page.getByRole("link", { name: "view the curriculum" }).click();
  await page.waitForURL("**/curriculum");
  expect(await page.locator("main h1").textContent()).toContain(content.site.name);
  expect(await page.locator("main h2").allTextContents()).toEqual(content.cv.sections.map((s) => s.title));
  const text = (await page.locator("main").textContent()) ?? "";
  for (const entry of content.cv.sections.flatMap((s) => s.list)) if (entry.title) expect(text).toContain(entry.title);
  expect(await page.getByRole("button", { name: "Print" }).count()).toBe(0);

  await page.goto("/");
  await page.locator("section[aria-labelledby=projects] li > a").nth(2).click();
  await page.waitForURL(`**/projects/${content.projects[2]!.slug}`);
  expect(await page.locator("main h1").textContent()).toContain(content.projects[2]!.title);
  await expect(page.locator("main").textContent()).resolves.toContain("Used technologies:");
  expect(problems).toEqual([]);
  await context.close();
});

test("the curriculum page prints without the sidebar, footer and buttons", async () => {
  const { page, problems, context } = await watchedPage(browser());
  await home(page, "/curriculum");
  await page.emulateMedia({ media: "print" });
  const hidden = await page.evaluate(() => ["body > div header", "footer", "[data-print=hide]"].map((selector) => getComputedStyle(document.querySelector(selector)!).display));
  expect(hidden).toEqual(["none", "none", "none"]);
  expect(await page.locator("main h2").first().isVisible()).toBe(true);
  await page.emulateMedia({ media: "screen" });
  expect(await page.locator("body > div header").first().isVisible()).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});

test("/resume.json is a JSON Resume document of the same CV", async () => {
  const { page, context } = await watchedPage(browser());
  const response = await page.request.get("/resume.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  const resume = await response.json();
  expect(resume.basics.name).toBe(content.site.name);
  expect(resume.work).toHaveLength(content.cv.sections[1]!.list.length);
  expect(resume.projects).toHaveLength(content.cv.sections[3]!.list.length);
  await context.close();
});

test("a project modal fades out still showing its project, then unmounts", async () => {
  const { page, problems, context } = await watchedPage(browser());
  await home(page);
  await page.locator("section[aria-labelledby=projects] li > a").nth(2).click();
  const project = content.projects[2]!;
  await page.getByRole("dialog", { name: project.title }).waitFor();
  const exit = await recordDialogExit(page, () => page.keyboard.press("Escape"));
  expect(exit.heading).toBe(project.title);
  expect(exit.textLength).toBeGreaterThan(project.description.length);
  expect(exit.frames).toBeGreaterThan(1);
  expect(problems).toEqual([]);
  await context.close();
});
