// What a reader's run of an example may and may not do (app/lessons/runner): it runs in a sandbox
// with an opaque origin and a policy of its own, so it reaches neither the site's cookie, storage
// nor page, nor the network; a loop that never ends is stopped while the page keeps scrolling and
// taking input; a flood of lines is cut; alert and prompt return at once. The lesson page's own
// policy is what it was: nothing the runner does needs more.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import type { PrerenderManifest } from "../../../server/prerendered";
import { baseURL, browserForFile, hydrated, watchedPage } from "../../helpers/browser";
import { runEdited, runResult, yours } from "./run-helpers";

const browser = browserForFile();
const LESSON = "/js-doc/this-in-javascript";
/** What Chromium reports when the sandbox's policy refuses a request, in the sandbox's console. */
const REFUSED_FETCH = [
  /violates the following Content Security Policy directive: "default-src 'none'"/,
  /Fetch API cannot load .* Refused to connect because it violates the document's Content Security Policy/,
];

async function lesson(options: Parameters<typeof watchedPage>[1] = {}) {
  const watched = await watchedPage(browser(), options);
  await watched.page.goto(LESSON);
  await hydrated(watched.page);
  return watched;
}

test("the reader's code cannot read the site's cookie, storage or page, nor fetch: in a worker or in a page", async () => {
  const { page, context, problems } = await lesson();
  try {
    await context.addCookies([{ name: "segreto", value: "s3gr3t0", url: baseURL() }]);
    await page.evaluate(() => localStorage.setItem("segreto", "s3gr3t0"));
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    // Names `document`: it runs in the sandbox's own document.
    await runEdited(
      page,
      `for (const read of [() => document.cookie, () => localStorage.getItem("segreto"), () => parent.document.title, () => top.document.cookie, () => window.opener]) {
  try { console.log(String(read())); } catch (error) { console.log(error.name); }
}
fetch("/?segreto").then(() => console.log("raggiunto"), (error) => console.log("fetch:", error.message));`,
    );
    expect(await runResult(page)).toMatchObject({ state: "done", lines: ["SecurityError", "SecurityError", "SecurityError", "SecurityError", "null", "fetch: Failed to fetch"] });
    // In a worker.
    await runEdited(
      page,
      `try { indexedDB.open("sito"); console.log("aperto"); } catch (error) { console.log(error.name); }
console.log(typeof localStorage, typeof parent, typeof caches);
fetch("${baseURL()}/?segreto").then(() => console.log("raggiunto"), (error) => console.log("fetch:", error.message));`,
      1,
    );
    expect(await runResult(page, 1)).toMatchObject({ state: "done", lines: ["SecurityError", "undefined undefined undefined", "fetch: Failed to fetch"] });
    expect(requests.filter((url) => url.includes("segreto"))).toEqual([]);
    expect(problems.filter((problem) => !REFUSED_FETCH.some((refused) => refused.test(problem)))).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the reader's code cannot navigate the page, nor open a window", async () => {
  const { page, context, problems } = await lesson();
  try {
    const popups: string[] = [];
    context.on("page", (opened) => popups.push(opened.url()));
    await runEdited(page, `try { window.top.location.href = "/"; } catch (error) { console.log(error.name); }\nconsole.log(window.open("/"));`);
    expect(await runResult(page)).toMatchObject({ state: "done", lines: ["SecurityError", "null"] });
    expect(page.url()).toBe(`${baseURL()}${LESSON}`);
    expect(popups).toEqual([]);
    // Chromium says in the sandbox's console what it refused.
    expect(problems.filter((problem) => !/Unsafe attempt to initiate navigation|Blocked opening/.test(problem))).toEqual([]);
  } finally {
    await context.close();
  }
});

/** Records, in the page, the reader's run's state at each scroll and each key typed, from now on. */
function recordInput(page: Page) {
  return page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const state = () => document.querySelector("figure[data-state]")?.getAttribute("data-state") ?? "none";
    addEventListener("scroll", () => seen.push(`scroll while ${state()}`), { passive: true });
    addEventListener("keydown", () => seen.push(`key while ${state()}`));
  });
}
const seenInput = (page: Page) => page.evaluate(() => (window as unknown as { seen: string[] }).seen);

for (const [where, code] of [
  ["in a worker", "let n = 0;\nwhile (true) { n++; }"],
  ["in the sandbox's document (its own process in Chromium)", "document.title = 'ciclo';\nwhile (true) {}"],
] as const) {
  test(`a loop that never ends, ${where}, is stopped with a clear message while the page scrolls and takes keys`, async () => {
    const { page, context, problems } = await lesson();
    try {
      await recordInput(page);
      await runEdited(page, code);
      // The reader goes on reading while it runs: a wheel over the lesson's text, then a key.
      const field = await page.getByRole("textbox").boundingBox();
      await page.mouse.move(field!.x + 20, field!.y + 10);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => seenInput(page), { message: "a scroll while it runs" }).toContain("scroll while running");
      await page.getByRole("textbox").press("ArrowDown");
      await expect.poll(() => seenInput(page)).toContain("key while running");
      const result = await runResult(page);
      expect(result).toMatchObject({ state: "timeout", lines: [] });
      expect(result.note).toMatch(/^Interrotto dopo 2 secondi: il codice non era ancora finito \(un ciclo infinito\?\)\./);
      // The frame went with the run: nothing of it is left to run on.
      expect(await yours(page).locator("iframe").count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test("a run that prints 100,000 lines shows the first hundred and says how many were cut", async () => {
  const { page, context, problems } = await lesson();
  try {
    await runEdited(page, "for (let i = 0; i < 100000; i++) console.log(i);");
    const result = await runResult(page);
    expect(result.lines).toEqual(Array.from({ length: 100 }, (_, i) => String(i)));
    expect(result).toMatchObject({ state: "done", note: "Altre 99.900 righe non mostrate. Diverso dalla lezione." });
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("alert, confirm and prompt do not block: each prints a line and returns at once, in a worker and in a page", async () => {
  const { page, context, problems } = await lesson();
  try {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => dialogs.push(dialog.message()));
    await runEdited(page, 'alert("ciao");\nconsole.log(prompt("Come ti chiami?"), confirm("Sicuro?"));');
    expect(await runResult(page)).toMatchObject({ state: "done", lines: ["[alert] ciao", "[prompt] Come ti chiami?", "[confirm] Sicuro?", "null false"] });
    await runEdited(page, 'window.alert("ciao");\nconsole.log(window.prompt("Come ti chiami?"));', 1);
    expect(await runResult(page, 1)).toMatchObject({ state: "done", lines: ["[alert] ciao", "[prompt] Come ti chiami?", "null"] });
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a run waits for the timers its code starts, in a worker and in a page, and errors they throw read as Chrome's", async () => {
  const { page, context, problems } = await lesson();
  try {
    const code = 'setTimeout(() => console.log("dopo"), 300);\nsetTimeout(() => null.x, 400);\nconsole.log("prima");';
    await runEdited(page, code);
    await runEdited(page, `${code}\nconsole.log(this === window);`, 1);
    for (const [n, lines] of [
      [0, ["prima", "dopo", "Uncaught TypeError: Cannot read properties of null (reading 'x')"]],
      [1, ["prima", "true", "dopo", "Uncaught TypeError: Cannot read properties of null (reading 'x')"]],
    ] as const) {
      expect(await runResult(page, n)).toMatchObject({ state: "done", lines });
    }
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the lesson page's own policy is what every page has, with no unsafe source; running examples breaks none of it", async () => {
  const manifest = JSON.parse(readFileSync("build/prerender.json", "utf8")) as PrerenderManifest;
  const hashes = manifest.pages.find((page) => page.path === LESSON)!.scriptHashes!;
  const response = await fetch(baseURL() + LESSON);
  expect(response.headers.get("content-security-policy")).toBe(
    `default-src 'self'; script-src 'self' ${hashes.join(" ")}; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self'; media-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-src 'self'; frame-ancestors 'none'`,
  );
  expect(response.headers.get("x-frame-options")).toBe("DENY");

  const { page, context, problems } = await lesson();
  try {
    await page.evaluate(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener("securitypolicyviolation", (event) => (window as unknown as { violations: string[] }).violations.push(event.violatedDirective));
    });
    await page
      .locator("[data-example]")
      .first()
      .getByRole("button", { name: /^Esegui/ })
      .click();
    await runResult(page);
    await runEdited(page, "console.log(eval('1 + 1'));", 1);
    expect((await runResult(page, 1)).lines).toEqual(["2"]);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(await page.locator("meta[http-equiv]").count()).toBe(0);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }

  // The sandbox: a document of its own policy, framed by the site only.
  const sandbox = await fetch(`${baseURL()}/generated/lesson-sandbox.html`);
  expect(sandbox.headers.get("content-security-policy")).toMatch(/^sandbox allow-scripts; default-src 'none'; script-src 'sha256-[\w+/=]+' blob: 'unsafe-eval'; /);
  expect(sandbox.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
  expect(sandbox.headers.get("x-frame-options")).toBe("SAMEORIGIN");
});
