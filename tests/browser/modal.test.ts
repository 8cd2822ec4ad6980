import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import type { Browser, Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { chromium } from "playwright-core";
import { CHROMIUM, watchedPage, type Watched } from "../helpers/browser";
import { recordDialogExit } from "../helpers/dialog-exit";

/*
 * The modal widget alone, in real Chromium on React 18 (SPEC decision 6). Vite bundles
 * packages/widgets/test/modal-harness (the built package) into a temporary folder; the page is served from it under the test
 * server's origin, so no app route exists only for tests.
 */
const harnessRoot = fileURLToPath(new URL("../../packages/widgets/test/modal-harness", import.meta.url));
const HARNESS = "/__modal-harness/";
let outDir: string;
let browser: Browser;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), "modal-harness-"));
  await build({
    root: harnessRoot,
    base: HARNESS,
    logLevel: "error",
    configFile: false,
    plugins: [vanillaExtractPlugin()],
    mode: "production",
    esbuild: { jsx: "automatic", jsxDev: false },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: { outDir, emptyOutDir: true, minify: false },
  });
  // Classic scrollbars (Playwright hides them in headless by default), so that a layout shift
  // from the scroll lock would show.
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update"],
    ignoreDefaultArgs: ["--hide-scrollbars"],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

async function harness(options: Parameters<typeof watchedPage>[1] = {}): Promise<Watched> {
  const watched = await watchedPage(browser, options);
  // Registered after watchedPage's catch-all, so it answers first for the harness's files.
  await watched.context.route(
    (url) => url.pathname.startsWith(HARNESS),
    (route) => {
      const { pathname } = new URL(route.request().url());
      const file = pathname.slice(HARNESS.length) || "index.html";
      const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
      return route.fulfill({ body: readFileSync(path.join(outDir, file)), contentType: types[path.extname(file)] ?? "application/octet-stream" });
    },
  );
  await watched.page.goto(HARNESS, { timeout: 10_000 });
  await watched.page
    .getByRole("button", { name: "Open plain" })
    .waitFor({ timeout: 10_000 })
    .catch((error: Error) => {
      throw new Error(`the harness did not render: ${watched.problems.join("; ")}`, { cause: error });
    });
  return watched;
}

const dialog = (page: Page) => page.getByRole("dialog");
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? document.activeElement?.getAttribute("aria-label"));
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim());

/** Clicks the backdrop beside the dialog, as a pointer would. */
async function clickBackdrop(page: Page) {
  const box = (await dialog(page).boundingBox())!;
  await page.mouse.click(Math.max(4, box.x / 2), box.y + box.height + 20 < 700 ? box.y + box.height + 20 : 10);
}

test("the dialog is named by its title and takes focus; Escape closes it and focus returns", async () => {
  const { page, problems, context } = await harness();
  await page.getByRole("button", { name: "Open plain" }).click();
  await expect(dialog(page).getAttribute("aria-modal")).resolves.toBe("true");
  expect(await page.getByRole("dialog", { name: "plain dialog" }).count()).toBe(1);
  const labelledBy = await dialog(page).getAttribute("aria-labelledby");
  expect(await page.evaluate((id) => document.getElementById(id!)?.textContent, labelledBy)).toBe("plain dialog");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);

  await page.keyboard.press("Escape");
  await dialog(page).waitFor({ state: "detached" });
  expect(await focusedText(page)).toBe("Open plain");
  expect(problems).toEqual([]);
  await context.close();
});

test("the close button and a backdrop click close it; a click inside does not", async () => {
  const { page, problems, context } = await harness();
  const trigger = page.getByRole("button", { name: "Open plain" });
  await trigger.click();
  await page.getByRole("button", { name: "Close" }).click();
  await dialog(page).waitFor({ state: "detached" });
  expect(await focusedText(page)).toBe("Open plain");

  await trigger.click();
  await page.getByText("Inside the plain dialog.").click();
  expect(await dialog(page).isVisible()).toBe(true);
  await clickBackdrop(page);
  await dialog(page).waitFor({ state: "detached" });
  expect(await focusedText(page)).toBe("Open plain");
  expect(problems).toEqual([]);
  await context.close();
});

test("Tab and Shift+Tab stay inside the dialog, with no positive tabindex; the page behind is hidden from assistive technology", async () => {
  const { page, problems, context } = await harness();
  await page.getByRole("button", { name: "Open plain" }).click();
  // The first open loads the dialog's code; a Tab pressed before the dialog exists acts on the page.
  await dialog(page).waitFor();
  // The trap's guards keep the page's Tab order: none has a tabindex above 0 (axe best-practice
  // rule "tabindex"; Reach's own lock puts one of tabindex="1" before the dialog).
  expect(await page.evaluate(() => [...document.querySelectorAll("[tabindex]")].filter((el) => (el as HTMLElement).tabIndex > 0).map((el) => el.outerHTML))).toEqual([]);
  expect(await page.locator("[data-focus-guard]").count()).toBeGreaterThan(0);
  const seen: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press("Tab");
    seen.push((await focusedLabel(page)) ?? "");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
  }
  expect(seen).toEqual(["A first link", "A last button", "Close", "A first link", "A last button"]);
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  expect(await focusedLabel(page)).toBe("A last button");
  expect(await page.locator("#root").getAttribute("aria-hidden")).toBe("true");
  await page.keyboard.press("Escape");
  await dialog(page).waitFor({ state: "detached" });
  expect(await page.locator("#root").getAttribute("aria-hidden")).toBeNull();
  expect(problems).toEqual([]);
  await context.close();
});

type BumpRecord = { bumped: boolean; animation: string };
/**
 * Records, from now on, whether the dialog took `data-bump` and which animation started on it:
 * the bump lasts 300 ms, which a busy machine can spend between a click and the next look.
 */
function recordBump(page: Page) {
  return dialog(page).evaluate((el) => {
    const seen: BumpRecord = { bumped: false, animation: "" };
    new MutationObserver(() => (seen.bumped ||= el.hasAttribute("data-bump"))).observe(el, { attributes: true, attributeFilter: ["data-bump"] });
    el.addEventListener("animationstart", (event) => (seen.animation ||= (event as AnimationEvent).animationName));
    (window as unknown as { bump: BumpRecord }).bump = seen;
  });
}
const recordedBump = (page: Page) => page.evaluate(() => (window as unknown as { bump: BumpRecord }).bump);
/** Waits until the recorded bump has come and gone. */
async function bumpOver(page: Page) {
  await page.waitForFunction(() => (window as unknown as { bump: BumpRecord }).bump.bumped);
  await page.waitForFunction(() => !document.querySelector("[role=dialog]")?.hasAttribute("data-bump"));
}

test("a static backdrop bumps the dialog instead of closing it; Escape still closes", async () => {
  const { page, problems, context } = await harness();
  await page.getByRole("button", { name: "Open static" }).click();
  await recordBump(page);
  await clickBackdrop(page);
  await bumpOver(page);
  expect((await recordedBump(page)).animation).not.toBe("");
  // Focus stays in the dialog, so the keyboard keeps working after a press on the backdrop.
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
  expect(await dialog(page).isVisible()).toBe(true);
  await page.keyboard.press("Escape");
  await dialog(page).waitFor({ state: "detached" });
  expect(await focusedText(page)).toBe("Open static");
  expect(problems).toEqual([]);
  await context.close();
});

test("under reduced motion the static backdrop does not animate the bump", async () => {
  const { page, problems, context } = await harness({ reducedMotion: "reduce" });
  await page.getByRole("button", { name: "Open static" }).click();
  await recordBump(page);
  await clickBackdrop(page);
  await bumpOver(page);
  expect((await recordedBump(page)).animation).toBe("");
  expect(await dialog(page).isVisible()).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});

test("page scroll is locked while open, without the page shifting, and released after", async () => {
  const { page, problems, context } = await harness({ viewport: { width: 1024, height: 700 } });
  await page.evaluate(() => window.scrollTo(0, 300));
  const before = await page.evaluate(() => ({
    x: document.getElementById("heading")!.getBoundingClientRect().left,
    width: document.getElementById("heading")!.getBoundingClientRect().width,
    scrollbar: window.innerWidth - document.documentElement.clientWidth,
  }));
  // Opened by keyboard: a click would first scroll the trigger into view.
  await page.getByRole("button", { name: "Open plain" }).evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
  await page.keyboard.press("Enter");
  await dialog(page).waitFor();
  await page.mouse.wheel(0, 800);
  await page.keyboard.press("End");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const during = await page.evaluate(() => ({
    scrollY: window.scrollY,
    overflow: getComputedStyle(document.body).overflow,
    x: document.getElementById("heading")!.getBoundingClientRect().left,
    width: document.getElementById("heading")!.getBoundingClientRect().width,
  }));
  expect(during.scrollY).toBe(300);
  expect(during.overflow).toBe("hidden");
  expect(during.x).toBe(before.x);
  expect(during.width).toBe(before.width);

  await page.keyboard.press("Escape");
  await dialog(page).waitFor({ state: "detached" });
  await page.mouse.wheel(0, 400);
  await page.waitForFunction(() => window.scrollY > 300);
  // The comparison means something only while a scrollbar takes room.
  expect(before.scrollbar).toBeGreaterThan(0);
  expect(problems).toEqual([]);
  await context.close();
});

test("closing, the dialog fades out with data-state=closed before it unmounts; focus is back and the page usable at once", async () => {
  const { page, problems, context } = await harness();
  const trigger = page.getByRole("button", { name: "Open plain" });
  await trigger.click();
  await dialog(page).waitFor();
  const exit = await recordDialogExit(page, async () => {
    await page.keyboard.press("Escape");
    // During the fade: closed, focus already on the trigger, scrolling unlocked, clicks reach the page.
    const during = await page.evaluate(() => ({
      state: document.querySelector("[role=dialog]")?.getAttribute("data-state"),
      animations: document.querySelector("[data-reach-dialog-overlay]")?.getAnimations({ subtree: true }).length ?? 0,
      focus: document.activeElement?.textContent,
      overflow: getComputedStyle(document.body).overflow,
      pointer: getComputedStyle(document.querySelector("[data-reach-dialog-overlay]")!).pointerEvents,
    }));
    expect(during).toEqual({ state: "closed", animations: 2, focus: "Open plain", overflow: "visible", pointer: "none" });
  });
  expect(exit.states).toEqual(["closed"]);
  expect(exit.frames).toBeGreaterThan(1);
  expect(await page.locator("#root").getAttribute("aria-hidden")).toBeNull();
  expect(problems).toEqual([]);
  await context.close();
});

test("under reduced motion the dialog unmounts at once, with no animation", async () => {
  const { page, problems, context } = await harness({ reducedMotion: "reduce" });
  await page.getByRole("button", { name: "Open plain" }).click();
  await dialog(page).waitFor();
  const exit = await recordDialogExit(page, () => page.getByRole("button", { name: "Close" }).click());
  expect(exit.frames).toBe(0);
  expect(await focusedText(page)).toBe("Open plain");
  expect(problems).toEqual([]);
  await context.close();
});

test("ModalTrigger opens an uncontrolled modal, described, in its container (beside it hidden from assistive technology); focus returns to the control", async () => {
  const { page, problems, context } = await harness();
  // Found by its text: while the dialog is open, the page around it (the control too) is hidden from role queries.
  const control = page.locator("button", { hasText: "Open triggered" });
  await expect(control.getAttribute("aria-haspopup")).resolves.toBe("dialog");
  await expect(control.getAttribute("aria-expanded")).resolves.toBe("false");
  await control.click();
  // The role query meets only what assistive technology does: the dialog is not hidden with its page.
  const triggered = page.getByRole("dialog", { name: "triggered dialog" });
  await triggered.waitFor();
  await expect(triggered.evaluate((el) => el.closest("#host") !== null)).resolves.toBe(true);
  await expect(triggered.evaluate((el) => document.getElementById(el.getAttribute("aria-describedby")!)?.textContent)).resolves.toBe("Opened by its own control.");
  await expect(control.getAttribute("aria-expanded")).resolves.toBe("true");
  expect(await page.evaluate(() => ["beside-host", "heading"].map((id) => document.getElementById(id)!.closest("[aria-hidden=true]") !== null))).toEqual([true, true]);
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
  await page.keyboard.press("Escape");
  await triggered.waitFor({ state: "detached" });
  expect(await focusedText(page)).toBe("Open triggered");
  await expect(control.getAttribute("aria-expanded")).resolves.toBe("false");
  expect(await page.evaluate(() => document.querySelectorAll("[aria-hidden=true]").length)).toBe(0);
  expect(problems).toEqual([]);
  await context.close();
});
