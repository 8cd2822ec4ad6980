// A lesson's Run, Edit and Reset as a reader meets them (app/lessons/runner): named after their
// example, by keyboard with the focus where the reader is, loaded only when wanted and within
// 10 KiB, absent without JavaScript, and laid out at 320 px with an output and an editor open.
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { layoutProblems } from "../../helpers/layout-checks";
import { browserForFile, hydrated, layoutSettled, watchedPage } from "../../helpers/browser";
import { runEdited, runResult, yours } from "./run-helpers";

const browser = browserForFile();
const LESSON = "/js-doc/variabili-in-javascript";

/** The accessible name of the focused element, and its role. */
const focused = (page: Page) => page.evaluate(() => ({ tag: document.activeElement?.tagName.toLowerCase(), name: document.activeElement?.getAttribute("aria-label") }));

test("each control is named after its example: its number and its section", async () => {
  const { page, context, problems } = await watchedPage(browser());
  try {
    await page.goto(LESSON);
    await hydrated(page);
    const first = page.locator("[data-example]").first();
    expect(
      await first.getByRole("button").evaluateAll((buttons) => buttons.map((button) => [button.textContent, button.getAttribute("aria-label") ?? button.textContent])),
    ).toEqual([
      ["Esegui", "Esegui l'esempio 1, Dichiarare e usare una variabile"],
      ["Modifica", "Modifica l'esempio 1, Dichiarare e usare una variabile"],
      ["Copia il codice", "Copia il codice"],
    ]);
    const runs = await page.getByRole("button", { name: /^Esegui l'esempio / }).count();
    expect(runs).toBe(await page.locator("[data-example]").count());
    expect(await page.getByRole("button", { name: "Esegui l'esempio 3, Dichiarare e usare una variabile" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Esegui l'esempio 3, Cambiare il valore: la riassegnazione" }).count()).toBe(1);
    // The html blocks are pages, not examples: no Run.
    expect(await page.locator('[data-code-block="html"] button').allTextContents()).not.toContain("Esegui");
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("by keyboard: Run leaves the focus on its button; Edit moves it into the code, Ctrl+Enter runs it, Reset puts the lesson back", async () => {
  const { page, context, problems } = await watchedPage(browser());
  try {
    await page.goto(LESSON);
    await hydrated(page);
    const name = "l'esempio 2, Cambiare il valore: la riassegnazione";
    const figure = page.locator("[data-example]").nth(1);
    const lessonCode = await figure.locator("code").textContent();
    await page.getByRole("button", { name: `Esegui ${name}` }).focus();
    await page.keyboard.press("Enter");
    expect(await runResult(page)).toMatchObject({ state: "done", lines: ["20"], note: "Come nella lezione." });
    expect(await focused(page)).toEqual({ tag: "button", name: `Esegui ${name}` });
    // The output is announced politely, not by moving the focus.
    expect(await yours(page).locator("[aria-live=polite]").count()).toBe(1);

    await page.keyboard.press("Tab");
    expect(await focused(page)).toEqual({ tag: "button", name: `Modifica ${name}` });
    await page.keyboard.press("Enter");
    const field = page.getByRole("textbox", { name: `Codice del${name}` });
    await field.waitFor();
    expect(await focused(page)).toEqual({ tag: "textarea", name: `Codice del${name}` });
    expect(await field.inputValue()).toBe(lessonCode);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type('let punteggio = 1;\nconsole.log("mio", punteggio);');
    await page.keyboard.press("Control+Enter");
    await expect.poll(() => yours(page).locator("samp").textContent()).toBe("mio 1");
    expect((await runResult(page)).note).toBe("Diverso dalla lezione.");
    expect(await focused(page)).toEqual({ tag: "textarea", name: `Codice del${name}` });

    // Back to the control, now Reset (Ripristina): the lesson's code, and no run left.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toEqual({ tag: "button", name: `Ripristina ${name}` });
    await page.keyboard.press("Enter");
    await field.waitFor({ state: "detached" });
    expect(await focused(page)).toEqual({ tag: "button", name: `Modifica ${name}` });
    expect(await figure.locator("code").isVisible()).toBe(true);
    expect(await figure.locator("code").textContent()).toBe(lessonCode);
    expect(await yours(page).count()).toBe(0);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("nothing of the runner is in the first load; it comes on intent, the editor on Edit, within 10 KiB as transferred for run and reset", async () => {
  const { page, context, problems } = await watchedPage(browser());
  try {
    // Every response of the page and its frames (the sandbox's is a frame of its own process),
    // with what it cost on the wire: body as sent and headers.
    const responses: { path: string; size: number }[] = [];
    page.on("requestfinished", async (request) => {
      // The reader's code and the sandbox's worker come from blob: URLs, made in the sandbox.
      if (request.url().startsWith("blob:")) return;
      const sizes = await request.sizes();
      responses.push({ path: new URL(request.url()).pathname, size: sizes.responseBodySize + sizes.responseHeadersSize });
    });
    const since = (count: number) => responses.slice(count);
    await page.goto(LESSON);
    await hydrated(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 1000 }), { timeout: 1000 })));
    const firstLoad = responses.length;
    expect(responses.filter((response) => /runner|editor|sandbox/.test(response.path))).toEqual([]);

    // A pointer on Run is intent: the runner's module comes, alone.
    const run = page
      .locator("[data-example]")
      .first()
      .getByRole("button", { name: /^Esegui/ });
    await run.hover();
    await expect.poll(() => since(firstLoad).map((response) => response.path)).toEqual([expect.stringMatching(/^\/build\/.*runner.*\.js$/)]);
    await run.click();
    await runResult(page);
    await expect.poll(() => since(firstLoad).map((response) => response.path)).toContain("/generated/lesson-sandbox.html");
    const forRun = since(firstLoad);
    const runBytes = forRun.reduce((sum, response) => sum + response.size, 0);
    console.log(`runner for run and reset: ${forRun.map((response) => `${response.path} ${response.size} B`).join(", ")}; ${runBytes} B in all`);
    expect(forRun).toHaveLength(2);
    expect(runBytes).toBeLessThanOrEqual(10 * 1024);

    // The editor is its own module, loaded on Edit.
    const beforeEdit = responses.length;
    await page
      .locator("[data-example]")
      .first()
      .getByRole("button", { name: /^Modifica/ })
      .click();
    await page.getByRole("textbox").waitFor();
    await expect.poll(() => since(beforeEdit).map((response) => response.path)).toEqual([expect.stringMatching(/^\/build\/.*editor.*\.js$/)]);
    console.log(
      `editor: ${since(beforeEdit)
        .map((response) => `${response.path} ${response.size} B`)
        .join(", ")}`,
    );
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a lesson reached by client navigation from another page runs its examples too (the policy is the first page's)", async () => {
  const { page, context, problems } = await watchedPage(browser());
  try {
    await page.goto("/js-doc");
    await hydrated(page);
    const documents: string[] = [];
    page.on("request", (request) => request.resourceType() === "document" && request.frame() === page.mainFrame() && documents.push(request.url()));
    await page.getByRole("main").getByRole("link", { name: "La parola chiave this" }).first().click();
    await page.waitForURL("**/js-doc/this-in-javascript");
    expect(documents).toEqual([]);
    await page.getByRole("button", { name: /^Esegui l'esempio 1,/ }).click();
    expect(await runResult(page)).toMatchObject({ state: "done", lines: ["Sono Micio"], note: "Come nella lezione." });
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("without JavaScript the examples read as served: no Run, Edit or output", async () => {
  const { page, context, problems } = await watchedPage(browser(), { javaScriptEnabled: false });
  try {
    await page.goto(LESSON);
    expect(await page.locator("[data-example]").count()).toBeGreaterThan(30);
    expect(await page.getByRole("button").count()).toBe(0);
    expect(await page.getByRole("figure", { name: "La tua esecuzione" }).count()).toBe(0);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("at 320 px, with an output and an editor open, nothing scrolls sideways, is cut off, or stands alone", async () => {
  const { page, context, problems } = await watchedPage(browser(), { viewport: { width: 320, height: 640 } });
  try {
    await page.goto(LESSON);
    await hydrated(page);
    await page
      .locator("[data-example]")
      .nth(2)
      .getByRole("button", { name: /^Esegui/ })
      .click();
    await runResult(page);
    await runEdited(page, 'console.log("una riga piuttosto lunga, che a 320 pixel va a capo nella console");', 4);
    await runResult(page, 1);
    await layoutSettled(page);
    expect(await layoutProblems(page)).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
